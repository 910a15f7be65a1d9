import { createInstance, type TFunction } from 'i18next'
import { expect, test, vi } from 'vitest'
import { initI18n, type MessageLoader } from './i18n.ts'

const files: Record<string, Record<string, unknown>> = {
  'en/common': { greeting: 'Hello, {{name}}!', onlyEnglish: 'English only' },
  'zh-CN/common': { greeting: '你好，{{name}}！', onlyChinese: '只有中文' },
}

function fakeLoader() {
  return vi.fn<MessageLoader>(async (language, namespace) => files[`${language}/${namespace}`] ?? {})
}

/** Keys of these fake files are not the app's typed keys. */
const untyped = (t: TFunction) => t as unknown as (key: string, options?: Record<string, unknown>) => string

test('a visitor reading English downloads only the English messages', async () => {
  const load = fakeLoader()
  const instance = await initI18n({ language: 'en', instance: createInstance(), load })
  expect(untyped(instance.t)('greeting', { name: 'Ana' })).toBe('Hello, Ana!')
  expect(load.mock.calls).toEqual([['en', 'common']])
  expect(document.documentElement.lang).toBe('en')
})

test('a key missing in the current language falls back to the zh-CN text, then to the key', async () => {
  const load = fakeLoader()
  const instance = await initI18n({ language: 'en', instance: createInstance(), load })
  const t = untyped(instance.t)
  t('onlyChinese')
  await vi.waitFor(() => expect(t('onlyChinese')).toBe('只有中文'))
  expect(load).toHaveBeenCalledWith('zh-CN', 'common')
  expect(t('nowhere.toBeFound')).toBe('nowhere.toBeFound')
})

test('a Chinese reader gets the zh-CN messages directly', async () => {
  const load = fakeLoader()
  const instance = await initI18n({ language: 'zh-CN', instance: createInstance(), load })
  expect(untyped(instance.t)('greeting', { name: '小明' })).toBe('你好，小明！')
})

test('the first page’s messages load together with the shell’s', async () => {
  const load = fakeLoader()
  await initI18n({ language: 'en', instance: createInstance(), load, namespaces: ['home'] })
  expect(load.mock.calls).toEqual([
    ['en', 'common'],
    ['en', 'home'],
  ])
})

test('the app starts in the language the boot script put in <html lang>, and in English when that is none of ours', async () => {
  const load = fakeLoader()
  document.documentElement.lang = 'zh-CN'
  expect((await initI18n({ instance: createInstance(), load })).language).toBe('zh-CN')
  document.documentElement.lang = 'de'
  expect((await initI18n({ instance: createInstance(), load })).language).toBe('en')
  expect(document.documentElement.lang).toBe('en')
})

test('a namespace whose file fails to load leaves its keys to the fallback language, and start-up goes on', async () => {
  const load = vi.fn<MessageLoader>(async (language, namespace) => {
    if (language === 'en' && namespace === 'home')
      throw new TypeError('Failed to fetch dynamically imported module')
    return { greeting: `${language}/${namespace}` }
  })
  const instance = await initI18n({ language: 'en', instance: createInstance(), load, namespaces: ['home'] })
  const t = untyped(instance.t)
  expect(t('greeting')).toBe('en/common')
  t('home:greeting')
  await vi.waitFor(() => expect(t('home:greeting')).toBe('zh-CN/home'))
})
