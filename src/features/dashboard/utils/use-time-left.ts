import { useTranslation } from 'react-i18next'
import { formatHoursMinutes, timeLeft, type TimeLeft } from './time.ts'

/** One wording for the subscription card and the plan's notice; null when there is no end or it passed. */
export function useTimeLeft(
  expiresAt: string | null | undefined,
  now: number,
): { left: TimeLeft | null; text: string | null } {
  const { t, i18n } = useTranslation('dashboard')
  const left = expiresAt ? timeLeft(expiresAt, now) : null
  const text =
    left === null || left.kind === 'ended'
      ? null
      : left.kind === 'days'
        ? t('subscription.daysLeft', { count: left.days })
        : t('subscription.timeLeft', { duration: formatHoursMinutes(i18n.language, left) })
  return { left, text }
}
