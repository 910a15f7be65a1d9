import { expect, test } from 'vitest'
import { formatCurrency, formatDuration, formatNumber } from './format.ts'

test('durations use the plural rules of each language', () => {
  expect(formatDuration('en', 1, 'month')).toBe('1 month')
  expect(formatDuration('en', 3, 'year')).toBe('3 years')
  expect(formatDuration('ru', 1, 'month')).toBe('1 месяц')
  expect(formatDuration('ru', 3, 'month')).toBe('3 месяца')
  expect(formatDuration('ru', 5, 'month')).toBe('5 месяцев')
  expect(formatDuration('ja', 7, 'day')).toBe('7 日')
})

test('numbers and currencies follow the language', () => {
  expect(formatNumber('en', 1234567)).toBe('1,234,567')
  expect(formatCurrency('en', 39, 'USD')).toBe('$39.00')
  expect(formatCurrency('zh-CN', 39, 'USD')).toBe('US$39.00')
})
