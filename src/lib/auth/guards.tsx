import type { ReactNode } from 'react'
import { Navigate, useLocation, useSearchParams } from 'react-router-dom'
import { paths, safeReturnPath } from '#src/config/paths.ts'
import { useAuth } from './auth-provider.tsx'

/** Where a sign-in should lead: the page the user was sent away from, or a `returnTo` link, else the dashboard. */
export function useReturnPath(): string {
  const location = useLocation()
  const [search] = useSearchParams()
  const from = (location.state as { from?: unknown } | null)?.from
  return safeReturnPath(from) ?? safeReturnPath(search.get('returnTo')) ?? paths.dashboard
}

/** Signed-in users only; others go to /login and come back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth()
  const location = useLocation()
  if (!isAuthenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to={paths.login} replace state={{ from }} />
  }
  return children
}

/** Signed-out users only; signed-in users go on to the dashboard (or where they were going). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth()
  const target = useReturnPath()
  if (isAuthenticated) return <Navigate to={target} replace />
  return children
}
