import { formatNumber } from '#src/utils/format.ts'

/**
 * As the dashboard writes money, but a cost under a cent (a single cheap request, a model barely used) keeps up to
 * four decimals: $0.0042, not a misleading $0.00.
 */
export function formatCost(language: string, amount: number, currency: string): string {
  const isFraction = amount !== 0 && Math.abs(amount) < 0.01
  return formatNumber(language, amount, {
    style: 'currency',
    currency,
    ...(isFraction ? { minimumFractionDigits: 2, maximumFractionDigits: 4 } : {}),
  })
}
