import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react'
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom'
import { NavigationProgress } from './layouts/navigation-progress.tsx'

/**
 * `BrowserRouter`, whose navigations are transitions too (the current page stays until the next one can
 * render), but whose pending state is known: a navigation still waiting for its page's chunk shows
 * {@link NavigationProgress}.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }))
  const [{ action, location }, setState] = useState({ action: history.action, location: history.location })
  const [navigating, startTransition] = useTransition()
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history])
  return (
    <Router location={location} navigationType={action} navigator={history}>
      <NavigationProgress active={navigating} />
      {children}
    </Router>
  )
}
