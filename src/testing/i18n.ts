import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FALLBACK_LANGUAGE } from '../lib/languages.ts'

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', {
  eager: true,
})

/** Every language's messages, loaded up front for tests. */
export const testResources: Record<string, Record<string, Record<string, unknown>>> = {}
for (const [file, module] of Object.entries(files)) {
  const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? []
  if (!language || !namespace) continue
  testResources[language] ??= {}
  testResources[language][namespace] = module.default
}

/** Starts i18next in English with real messages, so tests assert on the English text and a missing key fails. */
export async function initTestI18n() {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: FALLBACK_LANGUAGE,
      resources: testResources,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    })
  } else if (i18next.language !== 'en') {
    await i18next.changeLanguage('en')
  }
  return i18next
}
