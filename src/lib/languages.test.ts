import { expect, test } from 'vitest'
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

test('a browser language is matched in any case, and a Chinese tag without a script or region is not', () => {
  expect(detectLanguage(null, ['EN-us'])).toBe('en')
  expect(detectLanguage(null, ['ZH-HANS-CN'])).toBe('zh-CN')
  expect(detectLanguage(null, ['zh', 'zh-HK', 'ru'])).toBe('ru')
})

test('a stored value is used only when it is exactly one of our languages', () => {
  expect(detectLanguage('zh-TW', ['en'])).toBe('zh-TW')
  expect(detectLanguage('zh-tw', ['ja'])).toBe('ja')
  expect(isLanguage('ru')).toBe(true)
  expect(isLanguage(['ru'])).toBe(false)
})
