import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { handlePreloadError } from './redeploy.ts'
import { preloadPrerenderedPage } from './routes.tsx'

export async function renderApp(root: HTMLElement) {
  // From now on a failed chunk load anywhere (a page, a menu, its CSS) reloads the page after a new deployment.
  addEventListener('vite:preloadError', handlePreloadError)
  await preloadPrerenderedPage(window.location.pathname)
  // A transition lets React render in short slices instead of one long task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
}
