import type { Decorator } from '@storybook/react-vite'
import i18next from 'i18next'
import { setupWorker, type SetupWorker } from 'msw/browser'
import { useEffect, type ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { handlers } from '#mocks/handlers/index.ts'
import { http, offContract } from '#mocks/http.ts'
import { resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { SessionExpiryNavigation } from '#src/app/session-expiry.tsx'
import { runtimeConfig } from '#src/config/runtime.ts'
import { AuthProvider } from '#src/lib/auth/auth-provider.tsx'
import { clearStoredSession, writeStoredSession } from '#src/lib/auth/session.ts'
import { createBundledI18n } from '#src/lib/all-messages.ts'
import { setLanguage } from '#src/lib/i18n.ts'
import {
  ATTENTION_STORAGE_KEY_PREFIX,
  CHUNK_RELOAD_STORAGE_KEY,
  DISMISSED_NOTICES_STORAGE_KEY_PREFIX,
  LANGUAGE_STORAGE_KEY,
  THEME_STORAGE_KEY,
} from '#src/config/storage-keys.ts'
import { isLanguage, type Language } from '#src/lib/languages.ts'

/** The seeded accounts a story can be signed in as (`parameters.session`); `null` or absent: signed out. */
export type StorySession = 'demo' | 'new' | 'expiring' | 'expired' | 'claimed' | null

export type Theme = 'light' | 'dark'

/** Story parameters read by the decorators and `beforeEach` below. */
export type AppParameters = {
  /** Start URL of the memory router (default `/`). */
  route?: string
  session?: StorySession
}

export function localeOf(globals: Record<string, unknown>): Language {
  return isLanguage(globals.locale) ? globals.locale : 'en'
}

export function themeOf(globals: Record<string, unknown>): Theme {
  return globals.theme === 'dark' ? 'dark' : 'light'
}

/**
 * Starts i18next once with every language's messages loaded up front (the app loads them on demand), so a
 * story renders its text on the first paint and the toolbar can switch language without waiting.
 */
export async function initStoryI18n() {
  if (!i18next.isInitialized) await createBundledI18n({ language: 'en' })
}

/**
 * The worker URL relative to the page: Storybook is built with `base: './'`, so a static host may serve it
 * under any sub-path and the worker sits next to iframe.html. The story tests run in Vitest's own page
 * (`/__vitest_test__/`), where the static dirs are served from the root.
 */
function workerUrl(): string {
  return '__vitest_browser__' in globalThis ? '/mockServiceWorker.js' : './mockServiceWorker.js'
}

/**
 * The mock backend of the stories: the app's own handlers are the worker's base handlers, so
 * `resetHandlers()` (run by `mswLoader` before every story) returns to them, and a story's
 * `parameters.msw.handlers` are put in front of them.
 */
export async function startStoryWorker(): Promise<SetupWorker> {
  const worker = setupWorker(...handlers)
  await worker.start({ serviceWorker: { url: workerUrl() }, onUnhandledFrame: 'bypass', quiet: true })
  return worker
}

/**
 * Runs before every story: the db back to the seed, the app's storage cleared (only its own keys: the
 * Storybook manager shares the origin), the session of `parameters.session` stored, then the toolbar's
 * language and theme applied.
 */
export async function prepareStory({
  parameters,
  globals,
}: {
  parameters: AppParameters
  globals: Record<string, unknown>
}) {
  resetDb()
  clearStoredSession()
  localStorage.removeItem(LANGUAGE_STORAGE_KEY)
  localStorage.removeItem(THEME_STORAGE_KEY)
  sessionStorage.removeItem(CHUNK_RELOAD_STORAGE_KEY)
  // Per-account notes (a dismissed notice, the header's attention dot): the seed's ids are the same in every story.
  for (const key of Object.keys(localStorage)) {
    if (
      key.startsWith(ATTENTION_STORAGE_KEY_PREFIX) ||
      key.startsWith(DISMISSED_NOTICES_STORAGE_KEY_PREFIX)
    ) {
      localStorage.removeItem(key)
    }
  }
  if (parameters.session) {
    writeStoredSession(await seedSignedInUser(`${parameters.session}@example.com`))
  }
  await initStoryI18n()
  await setLanguage(localeOf(globals))
  document.documentElement.dataset.theme = themeOf(globals)
}

/** Follows toolbar changes made while a story is open (the story is re-rendered, not reloaded). */
function GlobalsSync({ locale, theme, children }: { locale: Language; theme: Theme; children: ReactNode }) {
  useEffect(() => {
    if (i18next.language !== locale) void setLanguage(locale)
  }, [locale])
  useEffect(() => {
    document.documentElement.dataset.theme = theme
  }, [theme])
  return children
}

/** The app's providers around every story: a fresh SWR cache, a memory router and the sign-in state. */
export const withApp: Decorator = (Story, { parameters, globals }) => {
  const { route = '/' } = parameters as AppParameters
  return (
    <GlobalsSync locale={localeOf(globals)} theme={themeOf(globals)}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[route]}>
          <AuthProvider>
            <SessionExpiryNavigation />
            <Story />
          </AuthProvider>
        </MemoryRouter>
      </SWRConfig>
    </GlobalsSync>
  )
}

/** The shop stories name as `purchaseUrl`. */
export const STORY_SHOP_URL = 'https://shop.example.com/relay'

/** A story's `beforeEach`: the operator names a shop (`purchaseUrl`) for the story, and no longer after it. */
export function withPurchaseUrl() {
  runtimeConfig.purchaseUrl = STORY_SHOP_URL
  return () => {
    runtimeConfig.purchaseUrl = ''
  }
}

/** A backend without the (optional) activation-code preview: it answers 405, outside the contract. */
export const previewNotOffered = http.post('/api/activation-codes/preview', ({ response }) =>
  response.untyped(offContract.body(null, { status: 405 })),
)
