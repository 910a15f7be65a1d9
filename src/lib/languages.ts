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

/** Local storage key of the chosen language (SPEC §9). */
export const LANGUAGE_STORAGE_KEY = 'app-language'
/** Missing keys fall back to this language's text (SPEC §4). */
export const FALLBACK_LANGUAGE: Language = 'zh-CN'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** Maps one browser language tag to an interface language, or undefined when none fits. */
export function matchBrowserLanguage(tag: string): Language | undefined {
  const lower = tag.toLowerCase()
  if (lower === 'zh-cn' || lower.startsWith('zh-hans')) return 'zh-CN'
  if (lower === 'zh-tw' || lower.startsWith('zh-hant')) return 'zh-TW'
  const primary = lower.split('-')[0]
  if (primary === 'ja') return 'ja'
  if (primary === 'ru') return 'ru'
  if (primary === 'en') return 'en'
  return undefined
}

/**
 * The starting language (SPEC §4): the stored choice if valid; else the first browser language that
 * maps to one of ours (zh-CN/zh-Hans, zh-TW/zh-Hant, ja, ru); else English.
 */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored
  for (const tag of browserLanguages) {
    const match = matchBrowserLanguage(tag)
    if (match) return match
  }
  return 'en'
}
