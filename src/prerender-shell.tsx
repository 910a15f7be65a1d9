/**
 * Build-time rendering of the shell pages: a page that needs the visitor or data to show
 * (the dashboard, a claim, the console, the 404) is rendered as the app's first render shows it before its data has
 * come — header, title, static text and the skeletons in the page's own layout — in each language, signed out and
 * without its route's guard, so the browser paints it before any JavaScript and nothing moves when the app
 * replaces it (the app renders the page in its first commit, ADR 005).
 */
import i18next from 'i18next'
import { renderToString } from 'react-dom/server'
import { Route, Routes, StaticRouter, matchPath } from 'react-router-dom'
import { RootLayout } from './app/layouts/root-layout.tsx'
import { pageLoaders } from './app/route-manifest.ts'
import { routes } from './config/routes.ts'
import { AuthProvider } from './lib/auth/auth-provider.tsx'
import type { Language } from './lib/languages.ts'
import { checkedHtml } from './prerender-check.ts'

/** The HTML of the app's root element at `url` (a path of the shell's route) in `language`, as described above. */
export async function renderShell(url: string, language: Language): Promise<string> {
  const route = routes.find(({ path }) => matchPath(path, url))
  if (!route) throw new Error(`No route matches ${url}`)
  const [{ default: Page }] = await Promise.all([pageLoaders[route.path](), i18next.changeLanguage(language)])
  const html = renderToString(
    <StaticRouter location={url}>
      <AuthProvider>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path={route.path} element={<Page />} />
          </Route>
        </Routes>
      </AuthProvider>
    </StaticRouter>,
  )
  return checkedHtml(html, url, language)
}
