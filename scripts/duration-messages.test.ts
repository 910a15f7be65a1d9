import { createInstance } from 'i18next'
import { expect, test } from 'vitest'
import { formatRemaining } from '#src/features/api-keys/components/previous-secret-note.tsx'
import { formatHoursMinutes, formatUntil } from '#src/features/dashboard/utils/time.ts'
import { type DurationUnit, formatDuration } from '#src/utils/format.ts'
import { createBundledI18n } from '#src/lib/all-messages.ts'
import type { Language } from '#src/lib/languages.ts'

/**
 * Intl writes a duration in the nominative ("21 минута"), and a sentence cannot decline it: Russian needs the
 * accusative after «через» or «на» («через 21 минуту»). So every message that embeds a formatted duration puts
 * it where the nominative is right, after a colon or a slash («Осталось: 21 минута»). These are those messages,
 * with the options the screens pass (`duration` comes from formatDuration or formatHoursMinutes).
 */
const MESSAGES = [
  ['dashboard', 'subscription.timeLeft', {}],
  ['dashboard', 'quotas.resetsIn', {}],
  ['dashboard', 'attention.resetsOn', { time: '14:00' }],
  ['dashboard', 'attention.resetsDaily', { time: '14:00' }],
  ['dashboard', 'attention.resetsRolling', { time: '14:00', count: 7 }],
  ['dashboard', 'attention.resetsRolling', { time: '14:00', count: 1 }],
  ['activation', 'review.extend', { current: 'Pro' }],
  ['plans', 'card.forDuration', {}],
  ['api-keys', 'rotate.graceNote', {}],
  ['api-keys', 'rotate.oldValidUntil', { time: '14:00' }],
] as const

const NUMBERS = [1, 2, 5, 21, 22]
const UNITS: DurationUnit[] = ['year', 'month', 'day', 'hour', 'minute']

function durations(language: Language): string[] {
  return [
    ...NUMBERS.flatMap((value) => UNITS.map((unit) => formatDuration(language, value, unit))),
    ...NUMBERS.map((minutes) => formatHoursMinutes(language, { hours: 0, minutes })),
    ...NUMBERS.map((hours) => formatHoursMinutes(language, { hours, minutes: 21 })),
  ]
}

async function translator(language: Language) {
  const i18n = await createBundledI18n({ language, instance: createInstance() })
  // The keys are spelled as plain strings: the typed t() only takes literal keys.
  const t = i18n.t as unknown as (key: string, options: object) => string
  return (namespace: string, key: string, options: object) => t(key, { ns: namespace, ...options })
}

test('Russian sentences put a duration of any number and unit where its nominative form is grammatical', async () => {
  const t = await translator('ru')
  const wrong: string[] = []
  for (const [namespace, key, options] of MESSAGES) {
    for (const duration of durations('ru')) {
      const text = t(namespace, key, { ...options, duration })
      expect(text, `${namespace}:${key}`).toContain(duration)
      // After a colon or a slash the nominative is right; after «через», «на» or «за» it is not.
      if (!text.includes(`: ${duration}`) && !text.includes(`/ ${duration}`)) wrong.push(`${key}: ${text}`)
    }
  }
  expect(wrong).toEqual([])
})

test('Russian messages never say «через 21 минута» or «Осталось 21 минута»', async () => {
  const t = await translator('ru')
  const minute = formatDuration('ru', 21, 'minute')
  const texts = MESSAGES.map(([namespace, key, options]) =>
    t(namespace, key, { ...options, duration: minute }),
  )
  for (const text of texts) expect(text).not.toMatch(/(через|на|за|Осталось) 21 минута/)
})

test.each(['ja', 'zh-CN', 'zh-TW'] as const)(
  '%s sentences read right with a duration in any unit (no «24 時間間»)',
  async (language) => {
    const t = await translator(language)
    for (const [namespace, key, options] of MESSAGES) {
      for (const duration of durations(language)) {
        const text = t(namespace, key, { ...options, duration })
        expect(text, `${namespace}:${key}`).toContain(duration)
        expect(text, `${namespace}:${key}`).not.toMatch(/時間間|分間間|年間間/)
      }
    }
  },
)

/** A Japanese number and its counter with a space between (`7 日`), or two units set apart (`5時間 12分`). */
const JA_SPACED_DURATION =
  /\d[ \u00A0\u202F\u3000]+(?:日|時間|分|秒|か月|年|週)|(?:日|時間|分|秒|か月|年)[ \u00A0\u202F\u3000]+\d/u

/** Every way the screens write a Japanese duration: one unit, hours and minutes, a countdown, a grace period. */
function japaneseDurations(): string[] {
  const HOUR = 3_600_000
  return [
    ...durations('ja'),
    ...NUMBERS.map((value) => formatDuration('ja', value, 'second')),
    ...NUMBERS.flatMap((value) => [
      formatUntil('ja', value * HOUR + 21 * 60_000),
      formatUntil('ja', value * 24 * HOUR + 3 * HOUR),
    ]),
    ...NUMBERS.flatMap((value) => [
      formatRemaining('ja', value * 1_000),
      formatRemaining('ja', value * HOUR + 5 * 60_000),
    ]),
  ]
}

test('Japanese durations write each number straight before its counter, alone and in every sentence (7日, 5時間12分)', async () => {
  const t = await translator('ja')
  const spaced = japaneseDurations().filter((duration) => JA_SPACED_DURATION.test(duration))
  for (const [namespace, key, options] of MESSAGES) {
    for (const duration of japaneseDurations()) {
      const text = t(namespace, key, { ...options, duration })
      if (JA_SPACED_DURATION.test(text)) spaced.push(`${namespace}:${key}: ${text}`)
    }
  }
  expect(spaced).toEqual([])
})

test('the check finds a space inside a Japanese duration, not around it', () => {
  for (const text of ['7 日', '24\u00A0時間', '5時間 12分', '6日 3時間'])
    expect(JA_SPACED_DURATION.test(text), text).toBe(true)
  for (const text of ['7日', '5時間12分', '残り 6日3時間', '{{ms}} ms'])
    expect(JA_SPACED_DURATION.test(text), text).toBe(false)
})
