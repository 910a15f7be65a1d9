import { expect, test } from 'vitest'
import { costBreakdown, formatCost, formatExactCost, isSameCost, totalTokens } from './request-cost.ts'

const SONNET = { currency: 'USD', input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 } as const

test('a request costs each kind of token times its price per million, added up', () => {
  const { lines, total } = costBreakdown(
    { input: 1_200, output: 350, cacheWrite: 2_000, cacheRead: 42_000 },
    SONNET,
  )
  expect(lines.map(({ kind, tokens, pricePerMillion }) => [kind, tokens, pricePerMillion])).toEqual([
    ['input', 1_200, 3],
    ['output', 350, 15],
    ['cacheWrite', 2_000, 3.75],
    ['cacheRead', 42_000, 0.3],
  ])
  expect(lines.map((line) => line.cost)).toEqual([0.0036, 0.00525, 0.0075, 0.0126])
  expect(total).toBe(0.02895)
})

test('the total is rounded once, to the micro-dollar the relay bills in', () => {
  // 1 × 0.3 + 1 × 0.3 micro-dollars = 0.6, which the relay rounds to 1.
  expect(costBreakdown({ input: 0, output: 0, cacheWrite: 0, cacheRead: 2 }, SONNET).total).toBe(0.000001)
  expect(costBreakdown({ input: 0, output: 0, cacheWrite: 0, cacheRead: 1 }, SONNET).total).toBe(0)
})

test('tokens of every kind count in the total', () => {
  expect(totalTokens({ input: 1, output: 20, cacheWrite: 300, cacheRead: 4_000 })).toBe(4_321)
})

test('a cost under a cent keeps up to four decimals; larger ones two', () => {
  expect(formatCost('en', 0.0042)).toBe('$0.0042')
  expect(formatCost('en', 0.00525)).toBe('$0.0053')
  expect(formatCost('en', 0)).toBe('$0.00')
  expect(formatCost('en', 0.021)).toBe('$0.02')
  expect(formatCost('en', 1234.5)).toBe('$1,234.50')
  expect(formatExactCost('en', 0.3)).toBe('$0.30')
  expect(formatExactCost('en', 0.075)).toBe('$0.075')
  expect(formatExactCost('en', 0.00525)).toBe('$0.00525')
  expect(formatExactCost('en', 0.000001)).toBe('$0.000001')
})

test('costs the same up to half a micro-dollar', () => {
  expect(isSameCost(0.02895, 0.028950000001)).toBe(true)
  expect(isSameCost(0.02895, 0.028951)).toBe(false)
})
