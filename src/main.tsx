import { startupPages } from './app/startup-routes.ts'
import { paths } from './config/paths.ts'
import { rootRoute, startupRoutes } from './config/startup-routes.ts'
import { runtimeConfig } from './config/runtime.ts'
import { initI18n } from './lib/i18n.ts'
import './styles/global.css'

async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  // Servers answer `/` with the root route's HTML: the address says so first, so the first render is no redirect.
  if (window.location.pathname === paths.root) {
    window.history.replaceState(
      window.history.state,
      '',
      `${rootRoute}${window.location.search}${window.location.hash}`,
    )
  }
  // A start-up page's chunk and messages download alongside the shell's, not after the first render.
  const startup = startupRoutes.find(({ path }) => path === window.location.pathname)
  if (startup) {
    startupPages[startup.path]().catch(() => {
      // The page's own load reports the failure (with Retry) when it renders.
    })
  }
  // Not destructured in the callback: Vite would rewrite the import into a longer form.
  const mock = runtimeConfig.apiMock
    ? import('#mocks/browser.ts').then((mockModule) => mockModule.startMockWorker())
    : Promise.resolve()
  // React DOM and the app are evaluated in a task of their own, after this small entry's.
  const app = import('./app/start.tsx')
  await Promise.all([mock, initI18n({ namespaces: startup ? [startup.messages] : [] })])
  const { renderApp } = await app
  await renderApp(root)
}

void start()
