import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next'
import { LANGUAGE_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { createI18n } from './create-i18n.ts'
import { FALLBACK_LANGUAGE, isLanguage, type Language } from './languages.ts'

type Messages = Record<string, unknown>
export type MessageLoader = (language: string, namespace: string) => Promise<Messages>

// Keyed relative to locales/ (`./en/common.json`): the shorter keys are part of every page's start-up code.
// So is every file's entry: the dashboard's lazily loaded tabs bring their own namespaces (`useLazyMessages`).
const messageFiles = import.meta.glob<{ default: Messages }>(
  ['./*/*.json', '!./*/usage.json', '!./*/request-log.json', '!./*/account.json'],
  { base: '../../locales' },
)

const loadMessageFile: MessageLoader = (language, namespace) => {
  const load = messageFiles[`./${language}/${namespace}.json`]
  return load ? load().then((module) => module.default) : Promise.resolve({})
}

let primaryLanguage: string = FALLBACK_LANGUAGE
const fallbackNamespaces = new Set<string>()

/** The fallback language is answered empty, then fetched per namespace on its first missing key (ADR 004). */
function createLocaleBackend(instance: I18n, load: MessageLoader): BackendModule {
  instance.on('missingKey', (_languages, namespace) => {
    if (primaryLanguage === FALLBACK_LANGUAGE || fallbackNamespaces.has(namespace)) return
    fallbackNamespaces.add(namespace)
    load(FALLBACK_LANGUAGE, namespace).then(
      (messages) => instance.addResourceBundle(FALLBACK_LANGUAGE, namespace, messages, true, false),
      () => fallbackNamespaces.delete(namespace),
    )
  })
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      if (language === FALLBACK_LANGUAGE && primaryLanguage !== FALLBACK_LANGUAGE) {
        // Answered asynchronously like a real load, so no component updates while another renders.
        queueMicrotask(() => callback(null, {}))
        return
      }
      load(language, namespace).then(
        (messages) => callback(null, messages),
        (error: Error) => callback(error, false),
      )
    },
  }
}

// The boot script put it in `<html lang>` before the first paint. Reading it, not detecting again, keeps the app on
// the copy the page painted in, and the detection out of the app's start-up code.
function detectedLanguage(): Language {
  const { lang } = document.documentElement
  return isLanguage(lang) ? lang : 'en'
}

export async function setLanguage(language: Language, instance: I18n = i18next) {
  const wasPrimary = primaryLanguage
  primaryLanguage = language
  // The fallback language was only partly fetched while it served as fallback: fetch it whole now.
  if (
    language === FALLBACK_LANGUAGE &&
    wasPrimary !== FALLBACK_LANGUAGE &&
    instance.services.backendConnector?.backend
  ) {
    fallbackNamespaces.clear()
    await instance.reloadResources([FALLBACK_LANGUAGE])
  }
  await instance.changeLanguage(language)
  document.documentElement.lang = language
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}

export async function initI18n({
  language = detectedLanguage(),
  instance = i18next,
  load = loadMessageFile,
  namespaces = [],
}: { language?: Language; instance?: I18n; load?: MessageLoader; namespaces?: readonly string[] } = {}) {
  primaryLanguage = language
  fallbackNamespaces.clear()
  await createI18n(instance.use(createLocaleBackend(instance, load)), {
    lng: language,
    ns: ['common', ...namespaces],
    // Emits `missingKey`, which fetches the fallback on demand; nothing is saved anywhere.
    saveMissing: true,
    missingKeyHandler: () => {},
  })
  // Usually already set by the boot script; writing it again would restyle the whole page for nothing.
  if (document.documentElement.lang !== instance.language) document.documentElement.lang = instance.language
  return instance
}

export { i18next }
