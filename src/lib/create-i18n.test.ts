import i18next, { createInstance, type i18n as I18n, type TFunction } from 'i18next'
import { getDefaults } from 'react-i18next'
import { afterAll, expect, test } from 'vitest'
import { createBundledI18n } from './all-messages.ts'
import { initI18n } from './i18n.ts'
import type { Language } from './languages.ts'

/**
 * Every way i18next is started: the app (messages fetched per language and namespace), the build-time
 * prerender and Storybook (every message bundled: createBundledI18n), and the unit tests' own instance
 * (src/testing/i18n.ts, started by setup-tests before this file runs).
 */
const setups: Record<string, (language: Language) => Promise<I18n>> = {
  app: (language) => initI18n({ language, instance: createInstance(), namespaces: ['dashboard', 'plans'] }),
  'prerender and stories': (language) => createBundledI18n({ language, instance: createInstance() }),
  tests: async (language) => {
    await i18next.changeLanguage(language)
    return i18next
  },
}

afterAll(async () => {
  await i18next.changeLanguage('en')
})

const LOADING_OPTIONS = ['lng', 'ns', 'resources', 'initAsync', 'saveMissing', 'missingKeyHandler']

/**
 * The options less what may differ between the set-ups: where the messages come from and how they are loaded.
 * Callbacks are compared as present or not (i18next makes a fresh one per instance).
 */
function sharedOptions({ options }: I18n): unknown {
  const shared = Object.fromEntries(Object.entries(options).filter(([key]) => !LOADING_OPTIONS.includes(key)))
  return JSON.parse(
    JSON.stringify(shared, (_key, value: unknown) => (typeof value === 'function' ? 'ƒ' : value)),
  )
}

/** The probes are the app's real keys, spelled as plain strings. */
const untyped = (t: TFunction) => t as unknown as (key: string, options?: Record<string, unknown>) => string

/** A Russian plural (three forms), a number format, an interpolated value markup would escape, a missing key. */
function probe({ t }: I18n) {
  const translate = untyped(t)
  return {
    one: translate('dashboard:subscription.daysLeft', { count: 21 }),
    few: translate('dashboard:subscription.daysLeft', { count: 3 }),
    many: translate('dashboard:subscription.daysLeft', { count: 5 }),
    number: translate('plans:card.requestsPerDay', { count: 1000 }),
    raw: translate('header.accountMenu', { email: '<b>&"me"</b>' }),
    missing: translate('nowhere.toBeFound'),
  }
}

test('the app, the prerender, the stories and the tests start i18next with the same options', async () => {
  const [first, ...others] = await Promise.all(Object.values(setups).map((start) => start('ru')))
  expect(sharedOptions(first!)).toMatchObject({ fallbackLng: ['zh-CN'], load: 'currentOnly' })
  for (const other of others) expect(sharedOptions(other!)).toEqual(sharedOptions(first!))
})

test('a plural, a number, a value with markup and a missing key read the same in every set-up', async () => {
  for (const [name, start] of Object.entries(setups)) {
    const instance = await start('ru')
    expect({ name, ...probe(instance) }).toEqual({
      name,
      one: 'Остался 21 день',
      few: 'Осталось 3 дня',
      many: 'Осталось 5 дней',
      number: `${new Intl.NumberFormat('ru').format(1000)} запросов в день`,
      // Not escaped by i18next: React escapes what it renders, so escaping here would show `&lt;` on screen.
      raw: 'Меню аккаунта <b>&"me"</b>',
      missing: 'nowhere.toBeFound',
    })
  }
})

test('the app’s i18next never returns null for a message and suspends until a namespace is in (the libraries’ defaults)', async () => {
  const { options } = await setups.app!('en')
  expect(options.returnNull).toBe(false)
  expect({ ...getDefaults(), ...options.react }).toMatchObject({ useSuspense: true, bindI18nStore: 'added' })
})
