import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '#src/config/paths.ts'
import { setSessionExpiredNavigator } from '#src/lib/auth/session.ts'

/**
 * An expired session (401/403) opens /login in-app, remembering the page for the way back and saying that
 * the login expired.
 */
export function SessionExpiryNavigation() {
  const navigate = useNavigate()
  useEffect(
    () =>
      setSessionExpiredNavigator(
        (from) => void navigate(paths.login, { replace: true, state: { from, expired: true } }),
      ),
    [navigate],
  )
  return null
}
