import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { renderInEveryLanguage, withPageRenderer } from './render.ts'

test('a page is rendered in every language of the renderer, one after the other, in their order', async () => {
  const calls: string[] = []
  const render = async (language: string) => {
    calls.push(`start ${language}`)
    await new Promise((resolve) => setTimeout(resolve, language === 'en' ? 20 : 0))
    calls.push(`end ${language}`)
    return `<h1>/plans ${language}</h1>`
  }
  expect(await renderInEveryLanguage(['en', 'ja'], render)).toEqual([
    { language: 'en', html: '<h1>/plans en</h1>' },
    { language: 'ja', html: '<h1>/plans ja</h1>' },
  ])
  expect(calls).toEqual(['start en', 'end en', 'start ja', 'end ja'])
})

test('the renderer is built for Node, used, and its build removed afterwards, even when using it fails', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'prerender-'))
  try {
    await writeFile(
      path.join(root, 'renderer.ts'),
      `export const LANGUAGES = ['en']\nexport async function renderPage(url: string, language: string) { return url + ' ' + language }\n`,
    )
    const config = { root, configFile: false as const, mode: 'production', build: { outDir: 'dist' } }
    const html = await withPageRenderer(
      config as never,
      async (renderer) => renderer.renderPage('/home', renderer.LANGUAGES[0]!),
      'renderer.ts',
    )
    expect(html).toBe('/home en')
    await expect(
      withPageRenderer(config as never, () => Promise.reject(new Error('render failed')), 'renderer.ts'),
    ).rejects.toThrow('render failed')
    expect(await readdir(path.join(root, 'node_modules/.relay-prerender'))).toEqual([])
  } finally {
    await rm(root, { recursive: true, force: true })
  }
})
