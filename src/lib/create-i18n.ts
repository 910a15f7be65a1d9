import type { i18n as I18n, InitOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FALLBACK_LANGUAGE } from './languages.ts'

/**
 * Configures and starts `instance` with the options every renderer shares (the app, the build-time prerender,
 * the unit tests and Storybook), so all of them show the same text: zh-CN as the fallback, then the key;
 * `common` as the default namespace; values not escaped (React escapes what it renders); each language's own
 * plural and number rules (Intl). Only how the messages arrive differs, passed in `options` and modules: a
 * backend the instance already uses, which fetches them (the app: src/lib/i18n.ts), or every message as
 * `resources` (src/lib/all-messages.ts). Resolves once the instance is ready. Kept tiny: it is part of every
 * page's start-up code.
 */
export function createI18n(instance: I18n, options: InitOptions) {
  return instance.use(initReactI18next).init({
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: 'common',
    // Only the language itself, then the fallback: no `zh` between `zh-TW` and zh-CN.
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    // A component waits for its namespace; one added later (the fallback's, on demand) re-renders it.
    react: { useSuspense: true, bindI18nStore: 'added' },
    ...options,
  })
}
