import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { AuthProvider } from '#src/lib/auth/auth-provider.tsx'
import { writeStoredSession, type StoredSession } from '#src/lib/auth/session.ts'

type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  /** The starting URL of the in-memory router. */
  route?: string | { pathname: string; state?: unknown }
  session?: StoredSession
}

/** The real providers, with a fresh SWR cache and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', session, ...options }: RenderWithProvidersOptions = {},
) {
  if (session) writeStoredSession(session)
  const initialEntries = [route]
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={initialEntries}>
          <AuthProvider>{children}</AuthProvider>
        </MemoryRouter>
      </SWRConfig>
    )
  }
  return render(ui, { wrapper: Wrapper, ...options })
}

/** "Arrived at /dashboard" (with `search`: "…?tab=keys"), for tests of where a navigation led. */
export function Where({ search = false }: { search?: boolean }) {
  const location = useLocation()
  return <p>{`Arrived at ${location.pathname}${search ? location.search : ''}`}</p>
}
