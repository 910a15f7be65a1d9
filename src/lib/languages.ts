export const LANGUAGES = ['zh-CN', 'zh-TW', 'en', 'ja', 'ru'] as const
export type Language = (typeof LANGUAGES)[number]

export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  en: 'English',
  ja: '日本語',
  ru: 'Русский',
}

export const FALLBACK_LANGUAGE: Language = 'zh-CN'

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value)
}

/** Chinese by its script subtag, else its region: Taiwan, Hong Kong and Macao write Traditional. */
export function matchBrowserLanguage(tag: string): Language | undefined {
  const [primary, subtag = ''] = tag.toLowerCase().split('-')
  if (primary === 'zh') return /^(hant|tw|hk|mo)$/.test(subtag) ? 'zh-TW' : 'zh-CN'
  // Every other interface language is a bare primary subtag (en, ja, ru): no second copy of the list.
  return isLanguage(primary) ? primary : undefined
}

/** The boot script decides with it before the first paint; these functions go into it: keep them free of imports. */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored
  for (const tag of browserLanguages) {
    const match = matchBrowserLanguage(tag)
    if (match) return match
  }
  return 'en'
}
