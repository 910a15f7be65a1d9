/**
 * Build-time rendering of the prerendered pages (src/app/route-manifest.ts) (scripts/prerender-plugin.ts): the same routes and components as
 * the app, signed out, in each language, to static HTML the browser paints before any JavaScript arrives.
 * The app then replaces it with its own first render (src/main.tsx).
 */
import i18next from 'i18next'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { AppRoutes, preloadPrerenderedPage } from './app/routes.tsx'
import { AuthProvider } from './lib/auth/auth-provider.tsx'
import { createBundledI18n } from './lib/all-messages.ts'
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './lib/languages.ts'

export { LANGUAGES }
export { renderShell } from './prerender-shell.tsx'

await createBundledI18n({ language: FALLBACK_LANGUAGE })

/**
 * The HTML of the app's root element at `url` in `language`, as a signed-out visitor first sees it. The page's
 * chunk is loaded first, so nothing suspends and the HTML is complete (no streaming scripts, which a strict CSP
 * would block anyway).
 */
export async function renderPage(url: string, language: Language): Promise<string> {
  await Promise.all([i18next.changeLanguage(language), preloadPrerenderedPage(url)])
  const html = renderToString(
    <StaticRouter location={url}>
      <AuthProvider>
        <AppRoutes />
      </AuthProvider>
    </StaticRouter>,
  )
  if (html.includes('<script') || html.includes('<!--$?-->')) {
    throw new Error(`Prerendering ${url} (${language}) suspended: its HTML is incomplete`)
  }
  // A boundary whose content threw is left to the client: the HTML would show its fallback (the loading line).
  if (html.includes('<!--$!-->')) {
    throw new Error(
      `Prerendering ${url} (${language}) failed: a component threw (React left it to the client)`,
    )
  }
  // The deployment's CSP (deploy/nginx.conf) has no 'unsafe-inline' for styles: a style attribute would be dropped.
  const inlineStyle = / style="[^"]*"/.exec(html)
  if (inlineStyle)
    throw new Error(`Prerendered ${url} has an inline style, which the CSP blocks: ${inlineStyle[0]}`)
  return html
}
