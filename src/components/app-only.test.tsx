import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { AppOnly } from './app-only.tsx'

afterEach(() => {
  vi.unstubAllEnvs()
})

const page = (
  <main>
    <h1>Setup guide</h1>
    <AppOnly>
      <h2>Troubleshooting</h2>
    </AppOnly>
  </main>
)

test('the app renders what AppOnly holds', () => {
  expect(renderToStaticMarkup(page)).toBe('<main><h1>Setup guide</h1><h2>Troubleshooting</h2></main>')
})

test('the prerender (an SSR build) leaves it out', () => {
  vi.stubEnv('SSR', true)
  expect(renderToStaticMarkup(page)).toBe('<main><h1>Setup guide</h1></main>')
})
