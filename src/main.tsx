import { landingPageLoaders, landingPageOf } from './app/landing-pages.ts'
import { paths } from './config/paths.ts'
import { runtimeConfig } from './config/runtime.ts'
import { initI18n } from './lib/i18n.ts'
import './styles/global.css'

async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  // `/` is the home page (servers answer it with the prerendered /home): the address says so before the first
  // render, so that render is the home page itself rather than a redirect.
  if (window.location.pathname === paths.root) {
    window.history.replaceState(
      window.history.state,
      '',
      `${paths.home}${window.location.search}${window.location.hash}`,
    )
  }
  // The landing page's chunk and messages download alongside the shell's, not after the first render.
  const landing = landingPageOf(window.location.pathname)
  if (landing) {
    landingPageLoaders[landing]().catch(() => {
      // The page's own load reports the failure (with Retry) when it renders.
    })
  }
  const mock = runtimeConfig.apiMock
    ? // The mock lives in its own chunk: a build with the mock off never downloads it.
      import('#mocks/browser.ts').then(({ startMockWorker }) => startMockWorker())
    : Promise.resolve()
  // React DOM and the app are evaluated in a task of their own, after this small entry's.
  const app = import('./app/start.tsx')
  await Promise.all([mock, initI18n({ namespaces: landing ? [landing] : [] })])
  const { renderApp } = await app
  await renderApp(root)
}

void start()
