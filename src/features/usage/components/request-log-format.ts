import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatNumber } from '#src/utils/format.ts'
import { formatCost, totalTokens } from '#src/features/usage/utils/request-cost.ts'
import type { UsageRequest } from '#src/features/usage/utils/usage-query.ts'

/** A duration the way a log reads it: 830 ms, 4.2 s, 1 min 5 s would need more than one unit, so 65 s. */
export function formatMilliseconds(language: string, ms: number): string {
  return ms < 1_000
    ? formatNumber(language, ms, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' })
    : formatNumber(language, ms / 1_000, {
        style: 'unit',
        unit: 'second',
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      })
}

/** The cells' texts in the reader's language and time zone. */
export function useRequestFormat() {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useMemo(
    () => ({
      language,
      time: (request: UsageRequest) =>
        formatDateTime(language, request.at, { dateStyle: 'short', timeStyle: 'medium' }),
      tokens: (request: UsageRequest) => formatNumber(language, totalTokens(request.tokens)),
      number: (value: number) => formatNumber(language, value),
      cost: (amount: number) => formatCost(language, amount),
      duration: (ms: number) => formatMilliseconds(language, ms),
    }),
    [language],
  )
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
]

/** "in 3 hours", "2 days ago": the largest unit that fits, rounded. */
export function formatRelative(language: string, time: number, now: number): string {
  const difference = time - now
  const [unit, size] =
    RELATIVE_UNITS.find(([, length]) => Math.abs(difference) >= length) ?? RELATIVE_UNITS[3]!
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(
    Math.round(difference / size),
    unit,
  )
}
