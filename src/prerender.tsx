// The prerendered pages (ADR 005): the app's routes and components, signed out, rendered at build time.
import i18next from 'i18next'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { AppRoutes, preloadPrerenderedPage } from './app/routes.tsx'
import { AuthProvider } from './lib/auth/auth-provider.tsx'
import { createBundledI18n } from './lib/all-messages.ts'
import { checkedHtml } from './prerender-check.ts'
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './lib/languages.ts'

export { LANGUAGES }
export { renderShell } from './prerender-shell.tsx'

await createBundledI18n({ language: FALLBACK_LANGUAGE })

/** The page's chunk is loaded first, so nothing suspends and the HTML is complete. */
export async function renderPage(url: string, language: Language): Promise<string> {
  await Promise.all([i18next.changeLanguage(language), preloadPrerenderedPage(url)])
  const html = renderToString(
    <StaticRouter location={url}>
      <AuthProvider>
        <AppRoutes />
      </AuthProvider>
    </StaticRouter>,
  )
  return checkedHtml(html, url, language)
}
