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
