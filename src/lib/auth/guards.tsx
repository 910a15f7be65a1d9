import type { ReactNode } from 'react'
import { Navigate, useLocation, useSearchParams } from 'react-router-dom'
import { paths, safeReturnPath } from '#src/config/paths.ts'
import { useAuth } from './auth-provider.tsx'

export function useReturnPath(): string {
  const location = useLocation()
  const [search] = useSearchParams()
  const from = (location.state as { from?: unknown } | null)?.from
  return safeReturnPath(from) ?? safeReturnPath(search.get('returnTo')) ?? paths.dashboard
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth()
  const location = useLocation()
  if (!isAuthenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to={paths.login} replace state={{ from }} />
  }
  return children
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth()
  const target = useReturnPath()
  if (isAuthenticated) return <Navigate to={target} replace />
  return children
}
