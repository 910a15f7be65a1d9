// The renderer the build imports (ADRs 005 and 009): the app's routes and components, signed out, as HTML.
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { Route, Routes, StaticRouter, matchPath } from 'react-router-dom'
import { RootLayout } from './app/layouts/root-layout.tsx'
import { pageLoaders } from './app/route-manifest.ts'
import { AppRoutes, preloadPrerenderedPage } from './app/routes.tsx'
import { routes } from './config/routes.ts'
import { AuthProvider } from './lib/auth/auth-provider.tsx'
import { createBundledI18n } from './lib/all-messages.ts'
import { checkedHtml } from './prerender-check.ts'
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './lib/languages.ts'

export { LANGUAGES }

await createBundledI18n({ language: FALLBACK_LANGUAGE })

function render(url: string, language: Language, tree: ReactNode): string {
  const html = renderToString(
    <StaticRouter location={url}>
      <AuthProvider>{tree}</AuthProvider>
    </StaticRouter>,
  )
  return checkedHtml(html, url, language)
}

/** A prerendered page, guarded as the app guards it. Its chunk is loaded first, so nothing suspends. */
export async function renderPage(url: string, language: Language): Promise<string> {
  await Promise.all([i18next.changeLanguage(language), preloadPrerenderedPage(url)])
  return render(url, language, <AppRoutes />)
}

/** A shell page: the page as the app's first render shows it before its data, signed out, unguarded. */
export async function renderShell(url: string, language: Language): Promise<string> {
  const route = routes.find(({ path }) => matchPath(path, url))
  if (!route) throw new Error(`No route matches ${url}`)
  const [{ default: Page }] = await Promise.all([pageLoaders[route.path](), i18next.changeLanguage(language)])
  return render(
    url,
    language,
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={route.path} element={<Page />} />
      </Route>
    </Routes>,
  )
}
