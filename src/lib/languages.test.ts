import { createInstance } from 'i18next'
import { expect, test, vi } from 'vitest'
import { detectLanguage, isLanguage } from './languages.ts'

test('a stored valid language wins over the browser language', () => {
  expect(detectLanguage('ja', ['ru-RU'])).toBe('ja')
})

test('an invalid stored language is ignored', () => {
  expect(detectLanguage('de', ['ru'])).toBe('ru')
})

test.each([
  ['zh-CN', 'zh-CN'],
  ['zh-Hans', 'zh-CN'],
  ['zh-Hans-SG', 'zh-CN'],
  ['zh-TW', 'zh-TW'],
  ['zh-Hant', 'zh-TW'],
  ['zh-Hant-HK', 'zh-TW'],
  ['zh-Hant-CN', 'zh-TW'],
  ['zh-HK', 'zh-TW'],
  ['zh-MO', 'zh-TW'],
  ['zh-mo', 'zh-TW'],
  ['zh', 'zh-CN'],
  ['zh-SG', 'zh-CN'],
  ['zh-Hans-HK', 'zh-CN'],
  ['zh-Hans-TW', 'zh-CN'],
  ['ja', 'ja'],
  ['ja-JP', 'ja'],
  ['ru', 'ru'],
  ['ru-RU', 'ru'],
  ['en-GB', 'en'],
])('the browser language %s gives %s', (browser, expected) => {
  expect(detectLanguage(null, [browser])).toBe(expected)
})

test('a browser language we do not offer falls back to English', () => {
  expect(detectLanguage(null, ['de-DE', 'fr'])).toBe('en')
  expect(detectLanguage(null, [])).toBe('en')
})

test('the first supported browser language is used', () => {
  expect(detectLanguage(null, ['de-DE', 'ja-JP', 'ru'])).toBe('ja')
})

test('a browser language is matched in any case', () => {
  expect(detectLanguage(null, ['EN-us'])).toBe('en')
  expect(detectLanguage(null, ['ZH-HANS-CN'])).toBe('zh-CN')
  expect(detectLanguage(null, ['ZH-HK'])).toBe('zh-TW')
})

test('a Chinese tag is read by its script first, then its region, and plain Chinese is Simplified', () => {
  expect(detectLanguage(null, ['zh', 'ru'])).toBe('zh-CN')
  expect(detectLanguage(null, ['zh-HK', 'zh-CN'])).toBe('zh-TW')
  expect(detectLanguage(null, ['zh-Hans-MO'])).toBe('zh-CN')
  expect(detectLanguage(null, ['zh-Hant-SG'])).toBe('zh-TW')
})

test('a tag that only starts like Chinese is not Chinese', () => {
  expect(detectLanguage(null, ['zha', 'ru'])).toBe('ru')
  expect(detectLanguage(null, ['zh-hantx', 'ru'])).toBe('zh-CN')
})

test('a stored value is used only when it is exactly one of our languages', () => {
  expect(detectLanguage('zh-TW', ['en'])).toBe('zh-TW')
  expect(detectLanguage('zh-tw', ['ja'])).toBe('ja')
  expect(isLanguage('ru')).toBe(true)
  for (const value of [['ru'], null, undefined, 0]) expect(isLanguage(value)).toBe(false)
})

test('a Chinese subtag that only ends like Traditional Chinese’s reads as Simplified', () => {
  expect(detectLanguage(null, ['zh-xhant'])).toBe('zh-CN')
  expect(detectLanguage(null, ['zh-nohk'])).toBe('zh-CN')
})

/**
 * Loads a module again inside the calling test. The test set-up imports languages.ts before any test starts, so
 * mutation testing would credit its constants to no test: a fresh copy lets a test that reads them fail.
 */
async function fresh<Module>(load: () => Promise<Module>): Promise<Module> {
  vi.resetModules()
  return load()
}

/** How a language writes its own name (Unicode CLDR, as Intl knows it), capitalised as a menu entry. */
function ownName(language: string): string {
  const script = { 'zh-CN': 'zh-Hans', 'zh-TW': 'zh-Hant' }[language] ?? language
  const name = new Intl.DisplayNames([script], { type: 'language' }).of(script) ?? ''
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1)
}

test('the switcher names every language the way that language writes its own name', async () => {
  const { LANGUAGES, LANGUAGE_NAMES } = await fresh(() => import('./languages.ts'))
  expect(LANGUAGES.map((language) => LANGUAGE_NAMES[language])).toEqual(LANGUAGES.map(ownName))
})

test('a key missing in the reader’s language shows the Simplified Chinese text', async () => {
  const { createI18n } = await fresh(() => import('./create-i18n.ts'))
  const instance = createInstance()
  await createI18n(instance, {
    lng: 'ja',
    resources: { ja: { common: {} }, 'zh-CN': { common: { onlyChinese: '只有中文' } } },
  })
  expect(instance.t('onlyChinese' as never)).toBe('只有中文')
})
