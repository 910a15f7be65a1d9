import { createInstance } from 'i18next'
import { expect, test } from 'vitest'
import { createBundledI18n } from '#src/lib/all-messages.ts'
import type { Language } from '#src/lib/languages.ts'
import { joinSentences, sentenceSpace } from './format.ts'

/** Two sentences every language has, the first closed by its full stop, as the dashboard's notices join them. */
async function twoSentences(language: Language) {
  const i18n = await createBundledI18n({ language, instance: createInstance() })
  const t = i18n.getFixedT(language, 'dashboard')
  return [t('attention.refused'), t('attention.waysOn')]
}

test.each(['zh-CN', 'zh-TW', 'ja'] as const)(
  '%s sentences follow one another with no space after the full-width mark',
  async (language) => {
    const text = joinSentences(language, await twoSentences(language))
    expect(text).toMatch(/[。！？]\S/u)
    expect(text).not.toMatch(/[。！？：] /u)
  },
)

test.each(['en', 'ru'] as const)('%s sentences keep the space between them', async (language) => {
  const [first, second] = await twoSentences(language)
  expect(joinSentences(language, [first, second])).toBe(`${first} ${second}`)
})

test('empty parts are left out, and a language is matched by its tag, not by its first letters', () => {
  expect(joinSentences('en', ['One.', null, '', undefined, 'Two.'])).toBe('One. Two.')
  expect(joinSentences('ja', ['一。', null, '二。'])).toBe('一。二。')
  expect(sentenceSpace('zh')).toBe('')
  expect(sentenceSpace('jam')).toBe(' ')
})
