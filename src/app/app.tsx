import { AuthProvider } from '../lib/auth/auth-provider.tsx'
import { AppRouter } from './app-router.tsx'
import { AppRoutes } from './routes.tsx'
import { SessionExpiryNavigation } from './session-expiry.tsx'

/** The whole app: sign-in state and the routes (i18n is started before render by main.tsx). */
export function App() {
  return (
    <AppRouter>
      <AuthProvider>
        <SessionExpiryNavigation />
        <AppRoutes />
      </AuthProvider>
    </AppRouter>
  )
}
