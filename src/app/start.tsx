import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { preloadPrerenderedPage } from './routes.tsx'

/**
 * Renders the app into `root`. src/main.tsx loads this module apart from the entry, so evaluating React DOM
 * and the app is a task of its own. The first commit shows the whole page: it replaces the page's prerendered
 * HTML, if any, in one go.
 */
export async function renderApp(root: HTMLElement) {
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
