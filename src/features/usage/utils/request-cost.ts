import type { components } from '#src/lib/api/schema.d.ts'
import { formatNumber } from '#src/utils/format.ts'

type TokenCounts = components['schemas']['TokenCounts']
type ModelPrices = components['schemas']['ModelPrices']

export const TOKEN_KINDS = [
  'input',
  'output',
  'cacheWrite',
  'cacheRead',
] as const satisfies readonly (keyof TokenCounts)[]

export type TokenKind = (typeof TOKEN_KINDS)[number]

export type CostLine = { kind: TokenKind; tokens: number; pricePerMillion: number; cost: number }

/** Costs are kept in micro-dollars by the relay: sums are rounded there, so 0.1 + 0.2 reads 0.3. */
const roundMicros = (amount: number) => Math.round(amount * 1_000_000) / 1_000_000

export function totalTokens(tokens: TokenCounts): number {
  return TOKEN_KINDS.reduce((sum, kind) => sum + tokens[kind], 0)
}

/** The contract's rule: each kind's tokens × its price per million ÷ 1,000,000, added up, rounded once. */
export function costBreakdown(
  tokens: TokenCounts,
  prices: ModelPrices,
): { lines: CostLine[]; total: number } {
  const lines = TOKEN_KINDS.map((kind) => ({
    kind,
    tokens: tokens[kind],
    pricePerMillion: prices[kind],
    cost: (tokens[kind] * prices[kind]) / 1_000_000,
  }))
  return { lines, total: roundMicros(lines.reduce((sum, line) => sum + line.cost, 0)) }
}

/** Differences below half a micro-dollar are rounding, not a change of prices. */
export function isSameCost(a: number, b: number): boolean {
  return Math.abs(a - b) < 0.0000005
}

/**
 * Dollars as the dashboard writes them; a single request often costs a fraction of a cent, which two decimals
 * would show as $0.00, so amounts under a cent keep up to four.
 */
export function formatCost(language: string, amount: number): string {
  const isFraction = amount !== 0 && Math.abs(amount) < 0.01
  return formatNumber(language, amount, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: isFraction ? 4 : 2,
  })
}

/**
 * Dollars to the micro-dollar the relay bills in ($0.30, $0.075, $0.00525): a computation whose lines add up to
 * its total as written, and prices per million as they are listed.
 */
export function formatExactCost(language: string, amount: number): string {
  return formatNumber(language, amount, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  })
}
