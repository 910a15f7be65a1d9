import type { i18n as I18n, InitOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FALLBACK_LANGUAGE } from './languages.ts'

/** The options every renderer (app, prerender, tests, Storybook) shares. Start-up code: keep it tiny. */
export function createI18n(instance: I18n, options: InitOptions) {
  return instance.use(initReactI18next).init({
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: 'common',
    // Only the language itself, then the fallback: no `zh` between `zh-TW` and zh-CN.
    load: 'currentOnly',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // A component waits for its namespace (react-i18next suspends by default); one added later (the fallback's,
    // on demand) re-renders it.
    react: { bindI18nStore: 'added' },
    ...options,
  })
}
