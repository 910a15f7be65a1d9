import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { paths } from '#src/config/paths.ts'
import type { FailureExplanation } from '#src/lib/explain-failure.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { JA_NUMBER_SPACE, formatDateTime } from '#src/utils/format.ts'

type RelayApi = components['schemas']['RelayApi']

/** What a failure's explanation says, in the reader's language: what happened, when it resets, what to do. */
export type FailureText = {
  what: string
  reset: string | null
  todo: string
  link: { to: string; label: string } | null
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
  const text = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(
    Math.round(difference / size),
    unit,
  )
  return language.startsWith('ja') ? text.replace(JA_NUMBER_SPACE, '$1') : text
}

/**
 * The words of a refused or failed relay request, the same in the request log and in a key's test. The
 * messages are the `request-log` namespace's: a screen using this loads that namespace first.
 */
export function useFailureText(
  explanation: FailureExplanation,
  request: { api: RelayApi; model: string },
): FailureText {
  const { t, i18n } = useTranslation('request-log')
  const [now] = useState(Date.now)
  const language = i18n.language
  const plans = { to: paths.plans, label: t('failure.seePlans') }
  const keys = { to: `${paths.dashboard}?tab=keys`, label: t('failure.openKeys') }

  const resetText = (resetsAt: string | null) => {
    if (!resetsAt) return null
    const time = Date.parse(resetsAt)
    const values = { time: formatDateTime(language, time), relative: formatRelative(language, time, now) }
    return time > now ? t('failure.resetsAt', values) : t('failure.resetAt', values)
  }

  switch (explanation.kind) {
    case 'quota':
      return {
        what: t(`failure.quota.${explanation.quota}`),
        reset: resetText(explanation.resetsAt),
        todo: t('failure.quotaTodo'),
        link: plans,
      }
    case 'keyLimit':
      return {
        what: t(`failure.keyLimit.${explanation.limit}`),
        reset: resetText(explanation.resetsAt),
        todo: t('failure.keyLimitTodo'),
        link: keys,
      }
    case 'keyRefused':
    case 'keyDisabled':
    case 'keyExpired':
    case 'ipNotAllowed':
      return {
        what: t(`failure.${explanation.kind}`),
        reset: null,
        todo: t(`failure.${explanation.kind}Todo`),
        link: keys,
      }
    case 'modelNotAllowed':
      return {
        what: t('failure.modelNotAllowed', { model: request.model }),
        reset: null,
        todo: t('failure.modelNotAllowedTodo'),
        link: keys,
      }
    case 'noPlan':
      return { what: t('failure.noPlan'), reset: null, todo: t('failure.noPlanTodo'), link: plans }
    case 'apiNotInPlan':
      return {
        what: t('failure.apiNotInPlan', { api: t(`apis.${request.api}`) }),
        reset: null,
        todo: t('failure.apiNotInPlanTodo'),
        link: plans,
      }
    case 'unknownModel':
      return {
        what: t('failure.unknownModel', { model: request.model }),
        reset: null,
        todo: t('failure.unknownModelTodo'),
        link: null,
      }
    case 'unknown':
      return {
        what: explanation.code
          ? t('failure.unknownWithCode', { status: explanation.status, code: explanation.code })
          : t('failure.unknown', { status: explanation.status }),
        reset: null,
        todo: t('failure.unknownTodo'),
        link: null,
      }
    default:
      return {
        what: t(`failure.${explanation.kind}`),
        reset: null,
        todo: t(`failure.${explanation.kind}Todo`),
        link: null,
      }
  }
}
