import i18next, { type BackendModule, type ReadCallback } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, detectLanguage, type Language } from './languages.ts'

/** Every message file, loaded on demand: a visitor downloads one language's namespaces, not five. */
const messageFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json')

/** i18next backend that reads `locales/<lang>/<ns>.json` through dynamic `import()`. */
const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = messageFiles[`../../locales/${language}/${namespace}.json`]
    if (!load) {
      callback(null, {})
      return
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return null
  }
}

/** Switches the interface language, remembers the choice and sets `<html lang>` (SPEC §4). */
export async function setLanguage(language: Language) {
  await i18next.changeLanguage(language)
  document.documentElement.lang = language
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}

/**
 * Starts i18next with the detected language (SPEC §4). Missing keys fall back to zh-CN, then to the key.
 * Resolves once the `common` namespace of the language is loaded.
 */
export async function initI18n(
  language: Language = detectLanguage(readStoredLanguage(), navigator.languages ?? []),
) {
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      ns: ['common'],
      defaultNS: 'common',
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    })
  document.documentElement.lang = i18next.language
  return i18next
}

export { i18next }
