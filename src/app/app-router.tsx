import { createContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react'
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom'

export const NavigationPending = createContext(false)

/** `BrowserRouter` whose navigations are transitions, with their pending state in {@link NavigationPending}. */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }))
  const [{ action, location }, setState] = useState({ action: history.action, location: history.location })
  const [pending, startTransition] = useTransition()
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history])
  return (
    <Router location={location} navigationType={action} navigator={history}>
      <NavigationPending value={pending}>{children}</NavigationPending>
    </Router>
  )
}
