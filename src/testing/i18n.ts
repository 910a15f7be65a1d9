import i18next from 'i18next'
import { createBundledI18n } from '#src/lib/all-messages.ts'

/** Starts i18next in English with real messages, so tests assert on the English text and a missing key fails. */
export async function initTestI18n() {
  if (!i18next.isInitialized) await createBundledI18n({ language: 'en' })
  else if (i18next.language !== 'en') await i18next.changeLanguage('en')
  return i18next
}
