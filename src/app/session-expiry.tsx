import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '#src/config/paths.ts'
import { setSessionExpiredNavigator } from '#src/lib/auth/session.ts'

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
