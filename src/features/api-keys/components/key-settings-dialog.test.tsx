import { expect, test } from 'vitest'
import { parseLimit } from './key-settings-dialog.tsx'

test('a limit is typed with a point or the language’s own decimal comma; empty is no limit', () => {
  expect(parseLimit('', 'en', false)).toEqual({ ok: true, value: null })
  expect(parseLimit('  ', 'ru', false)).toEqual({ ok: true, value: null })
  expect(parseLimit('0.10', 'en', false)).toEqual({ ok: true, value: 0.1 })
  expect(parseLimit('0,10', 'ru', false)).toEqual({ ok: true, value: 0.1 })
  expect(parseLimit('1 000,5', 'ru', false)).toEqual({ ok: true, value: 1000.5 })
  expect(parseLimit('0', 'en', true)).toEqual({ ok: true, value: 0 })
})

test('a negative, non-numeric or fractional request limit is a field error, never a value', () => {
  expect(parseLimit('-1', 'en', false)).toEqual({ ok: false, problem: 'negative' })
  expect(parseLimit('five', 'en', false)).toEqual({ ok: false, problem: 'notNumber' })
  expect(parseLimit('1e3', 'en', false)).toEqual({ ok: false, problem: 'notNumber' })
  expect(parseLimit('1.2.3', 'en', false)).toEqual({ ok: false, problem: 'notNumber' })
  expect(parseLimit('2.5', 'en', true)).toEqual({ ok: false, problem: 'notWhole' })
})
