import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { AuthProvider, type SessionCheck } from '#src/lib/auth/auth-provider.tsx'
import { AppRouter } from './app-router.tsx'
import { RootErrorBoundary } from './error-boundary.tsx'
import { handlePreloadError } from './redeploy.ts'
import { AppRoutes, preloadPrerenderedPage } from './routes.tsx'
import { SessionExpiryNavigation } from './session-expiry.tsx'

/**
 * The start-up check of a stored session, in a chunk of its own (with the API client): a visitor never loads it.
 * Not destructured (Vite would rewrite the import longer); called in a callback of its own, since Vite takes the
 * first into the chunk load, whose failures ask whether the site was redeployed.
 */
const checkSession: SessionCheck = (session) =>
  import('#src/lib/auth/check-session.ts')
    .then((module) => module.checkStoredSession)
    .then((check) => check(session))

export function App() {
  return (
    <RootErrorBoundary>
      <AppRouter>
        <AuthProvider checkSession={checkSession}>
          <SessionExpiryNavigation />
          <AppRoutes />
        </AuthProvider>
      </AppRouter>
    </RootErrorBoundary>
  )
}

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
