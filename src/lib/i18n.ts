import i18next, { type BackendModule, type ReadCallback } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, detectLanguage, type Language } from './languages.ts'

/** Every message file, loaded on demand: a visitor downloads one language's namespaces, not five. */
const messageFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json')

function loadMessages(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = messageFiles[`../../locales/${language}/${namespace}.json`]
  return load ? load().then((module) => module.default) : Promise.resolve({})
}

/** The language the user reads; while it is not the fallback, the fallback's files are fetched only on demand. */
let primaryLanguage: string = FALLBACK_LANGUAGE
const fallbackNamespaces = new Set<string>()

/**
 * Loads the fallback (zh-CN) text of a namespace the first time one of its keys is missing in the
 * current language, so a visitor normally downloads one language, not two; the page re-renders
 * with the fallback text once it arrives (SPEC §4: missing key → zh-CN text → the key).
 */
function loadFallbackOnDemand(namespace: string) {
  if (primaryLanguage === FALLBACK_LANGUAGE || fallbackNamespaces.has(namespace)) return
  fallbackNamespaces.add(namespace)
  loadMessages(FALLBACK_LANGUAGE, namespace).then(
    (messages) => i18next.addResourceBundle(FALLBACK_LANGUAGE, namespace, messages, true, false),
    () => fallbackNamespaces.delete(namespace),
  )
}

/** i18next backend that reads `locales/<lang>/<ns>.json` through dynamic `import()`. */
const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (language === FALLBACK_LANGUAGE && primaryLanguage !== FALLBACK_LANGUAGE) {
      callback(null, {})
      return
    }
    loadMessages(language, namespace).then(
      (messages) => callback(null, messages),
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
  const wasPrimary = primaryLanguage
  primaryLanguage = language
  // The fallback language was only partly fetched while it served as fallback: fetch it whole now.
  if (language === FALLBACK_LANGUAGE && wasPrimary !== FALLBACK_LANGUAGE) {
    fallbackNamespaces.clear()
    await i18next.reloadResources([FALLBACK_LANGUAGE])
  }
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
  primaryLanguage = language
  i18next.on('missingKey', (_languages, namespace) => loadFallbackOnDemand(namespace))
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
      // Emits `missingKey` (there is no backend to save to), which fetches the fallback on demand.
      saveMissing: true,
      react: { useSuspense: true, bindI18nStore: 'added' },
    })
  document.documentElement.lang = i18next.language
  return i18next
}

export { i18next }
