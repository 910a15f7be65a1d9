import { expect, test, vi } from 'vitest'
import { dateTimeFormat, formatCurrency, formatDuration, formatNumber, formatUnitList } from './format.ts'

test('durations use the plural rules of each language', () => {
  expect(formatDuration('en', 1, 'month')).toBe('1 month')
  expect(formatDuration('en', 3, 'year')).toBe('3 years')
  expect(formatDuration('ru', 1, 'month')).toBe('1 месяц')
  expect(formatDuration('ru', 3, 'month')).toBe('3 месяца')
  expect(formatDuration('ru', 5, 'month')).toBe('5 месяцев')
  expect(formatDuration('ja', 7, 'day')).toBe('7日')
})

test('Japanese durations write the number and its counter without a space, as the locale files do', () => {
  expect(formatDuration('ja', 5, 'hour')).toBe('5時間')
  expect(formatDuration('ja', 3, 'month')).toBe('3か月')
  expect(formatDuration('ja', 1234, 'minute')).toBe('1,234分')
  for (const unit of ['year', 'month', 'day', 'hour', 'minute'] as const) {
    for (const value of [0, 1, 2, 24, 1000]) {
      expect(formatDuration('ja', value, unit)).not.toMatch(/\d[ \u00A0\u202F]/u)
    }
  }
  // Other languages keep their spaces.
  expect(formatDuration('en', 5, 'hour')).toBe('5 hours')
})

test('numbers and currencies follow the language', () => {
  expect(formatNumber('en', 1234567)).toBe('1,234,567')
  expect(formatCurrency('en', 39, 'USD')).toBe('$39.00')
  expect(formatCurrency('zh-CN', 39, 'USD')).toBe('US$39.00')
})

test('a formatter is built once per language and options, then reused', () => {
  const built = vi.spyOn(Intl, 'ListFormat')
  try {
    expect(formatUnitList('en', ['5 hours', '12 minutes'])).toBe('5 hours, 12 minutes')
    expect(formatUnitList('en', ['1 hour', '1 minute'])).toBe('1 hour, 1 minute')
    expect(formatUnitList('ru', ['5 часов', '12 минут'])).toBe('5 часов 12 минут')
    expect(built).toHaveBeenCalledTimes(2)
  } finally {
    built.mockRestore()
  }
  const zoned = dateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', day: 'numeric' })
  expect(dateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', day: 'numeric' })).toBe(zoned)
  expect(dateTimeFormat('en-US', { timeZone: 'UTC', day: 'numeric' })).not.toBe(zoned)
  expect(dateTimeFormat(undefined).resolvedOptions().timeZone).toBe(
    new Intl.DateTimeFormat().resolvedOptions().timeZone,
  )
})
