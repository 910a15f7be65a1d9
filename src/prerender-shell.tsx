// The shell pages (ADR 009): a page as the app's first render shows it before its data, signed out, unguarded.
import i18next from 'i18next'
import { renderToString } from 'react-dom/server'
import { Route, Routes, StaticRouter, matchPath } from 'react-router-dom'
import { RootLayout } from './app/layouts/root-layout.tsx'
import { pageLoaders } from './app/route-manifest.ts'
import { routes } from './config/routes.ts'
import { AuthProvider } from './lib/auth/auth-provider.tsx'
import type { Language } from './lib/languages.ts'
import { checkedHtml } from './prerender-check.ts'

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
