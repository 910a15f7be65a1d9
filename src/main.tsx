import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { preloadLandingPage } from './app/routes.tsx'
import { runtimeConfig } from './config/runtime.ts'
import { initI18n } from './lib/i18n.ts'
import './styles/global.css'

async function start() {
  const pageNamespaces = preloadLandingPage(window.location.pathname)
  const mock = runtimeConfig.apiMock
    ? // The mock lives in its own chunk: a build with the mock off never downloads it.
      import('../mocks/browser.ts').then(({ startMockWorker }) => startMockWorker())
    : Promise.resolve()
  await Promise.all([mock, initI18n({ namespaces: pageNamespaces })])
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  // A transition lets React render in short slices instead of one long task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
}

void start()
