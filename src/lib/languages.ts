/** The interface languages, in the order the switcher lists them. */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en', 'ja', 'ru'] as const
export type Language = (typeof LANGUAGES)[number]

/** Each language by its own name, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  en: 'English',
  ja: '日本語',
  ru: 'Русский',
}

/** Missing keys fall back to this language's text, then to the key (docs/decisions/004). */
export const FALLBACK_LANGUAGE: Language = 'zh-CN'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/**
 * Maps one browser language tag to an interface language, or undefined when none fits. Chinese goes by its
 * script subtag when it has one (zh-Hant-*, zh-Hans-*), else by its region: Taiwan, Hong Kong and Macao write
 * Traditional (zh-TW); plain zh, mainland China, Singapore and the rest write Simplified (zh-CN).
 * /boot.js (src/boot/boot.ts) applies it before the first paint.
 */
export function matchBrowserLanguage(tag: string): Language | undefined {
  const [primary, subtag = ''] = tag.toLowerCase().split('-')
  if (primary === 'zh') return /^(hant|tw|hk|mo)$/.test(subtag) ? 'zh-TW' : 'zh-CN'
  // Every other interface language is a bare primary subtag (en, ja, ru): no second copy of the list.
  return isLanguage(primary) ? primary : undefined
}

/**
 * The starting language: the stored choice if valid; else the first browser language that
 * maps to one of ours (see {@link matchBrowserLanguage}); else English. /boot.js (src/boot/boot.ts) calls it
 * before the first paint and puts the result in `<html lang>`, where the app reads it (src/lib/i18n.ts): one
 * decision per page load. Only these few functions and LANGUAGES go into /boot.js: keep them free of imports.
 */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored
  for (const tag of browserLanguages) {
    const match = matchBrowserLanguage(tag)
    if (match) return match
  }
  return 'en'
}
