import { expect, test } from 'vitest'
import { readFilters, writeFilters, type UsageFilters } from './filters.ts'

const ALL: UsageFilters = {
  range: 'custom',
  from: '2026-10-01',
  to: '2026-10-31',
  key: 'key_1a2b3c4d5e6f',
  model: 'claude-sonnet-4-5',
  outcome: 'error',
}

test('every filter goes into the URL and comes back out the same', () => {
  const params = writeFilters(new URLSearchParams('tab=usage'), ALL)
  expect(params.toString()).toBe(
    'tab=usage&range=custom&from=2026-10-01&to=2026-10-31&key=key_1a2b3c4d5e6f&model=claude-sonnet-4-5&outcome=error',
  )
  expect(readFilters(new URLSearchParams(params.toString()))).toEqual(ALL)
})

test.each([
  ['today', 'range=today'],
  ['7d', ''],
  ['30d', 'range=30d'],
  ['plan', 'range=plan'],
] as const)('the %s preset round-trips, the default one without a parameter', (range, search) => {
  const filters: UsageFilters = { range, from: '', to: '' }
  const params = writeFilters(new URLSearchParams(), filters)
  expect(params.toString()).toBe(search)
  expect(readFilters(params)).toEqual({ ...filters, key: undefined, model: undefined, outcome: undefined })
})

test.each([
  ['key', { key: 'key_7a8b9c0d1e2f' }, 'key=key_7a8b9c0d1e2f'],
  ['model', { model: 'gpt-5-codex' }, 'model=gpt-5-codex'],
  ['outcome', { outcome: 'success' }, 'outcome=success'],
] as const)('the %s filter round-trips alone', (_name, filter, search) => {
  const filters: UsageFilters = { range: '7d', from: '', to: '', ...filter }
  const params = writeFilters(new URLSearchParams(), filters)
  expect(params.toString()).toBe(search)
  expect(readFilters(params)).toMatchObject(filter)
})

test('clearing a filter takes its parameter out, and the other tabs’ parameters stay', () => {
  const params = writeFilters(new URLSearchParams('tab=usage&sort=name&key=key_1&outcome=error'), {
    range: '30d',
    from: '',
    to: '',
  })
  expect(params.toString()).toBe('tab=usage&sort=name&range=30d')
})

test('dates count only with a custom range, and unknown values are not filters', () => {
  expect(readFilters(new URLSearchParams('range=30d&from=2026-10-01&to=2026-10-02'))).toMatchObject({
    range: '30d',
    from: '',
    to: '',
  })
  expect(readFilters(new URLSearchParams('range=fortnight&outcome=maybe'))).toMatchObject({
    range: '7d',
    outcome: undefined,
  })
  expect(readFilters(new URLSearchParams(`key=${'k'.repeat(65)}&model=`))).toMatchObject({
    key: undefined,
    model: undefined,
  })
  // A custom range keeps what was typed, even half of it: the form says what is missing.
  expect(readFilters(new URLSearchParams('range=custom&from=2026-10-01'))).toMatchObject({
    from: '2026-10-01',
    to: '',
  })
  expect(readFilters(new URLSearchParams('range=custom&from=2026-02-31&to=2026-3-1'))).toMatchObject({
    from: '',
    to: '',
  })
})

test('the filters are written in one order, whatever order the URL had them in', () => {
  const params = new URLSearchParams(
    'outcome=error&to=2026-10-31&tab=usage&key=k&from=2026-10-01&range=custom',
  )
  expect(writeFilters(params, readFilters(params)).toString()).toBe(
    'tab=usage&range=custom&from=2026-10-01&to=2026-10-31&key=k&outcome=error',
  )
})
