import { expect, test } from 'vitest'
import { detectLanguage } from './languages.ts'

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
