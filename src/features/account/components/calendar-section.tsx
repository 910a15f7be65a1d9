import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '#src/components/errors/use-error-message.ts'
import { Button } from '#src/components/ui/button.tsx'
import { ErrorState } from '#src/components/ui/error-state.tsx'
import { paths } from '#src/config/paths.ts'
import { useMySubscription } from '#src/lib/api/use-my-subscription.ts'
import { formatDateTime } from '#src/utils/format.ts'
import { icsDateTime, planEndCalendar } from '#src/features/account/utils/plan-end-calendar.ts'
import { saveFile } from '#src/utils/save-file.ts'
import styles from './settings-section.module.css'

const REMINDER_DAYS = [1, 3, 7] as const

/**
 * "Add the plan's end to my calendar": an iCalendar file made here from the subscription, so it works against any
 * backend.
 */
export function CalendarSection() {
  const { t, i18n } = useTranslation('account')
  const messageOf = useErrorMessage()
  const titleId = useId()
  const reminderId = useId()
  const subscription = useMySubscription()
  const [reminderDays, setReminderDays] = useState<number>(7)
  const [now] = useState(() => Date.now())

  const plan = subscription.data?.plan
  const expiresAt = subscription.data?.expiresAt
  const end = expiresAt ? new Date(expiresAt) : null
  const hasEnded = end !== null && end.getTime() <= now

  const handleDownload = () => {
    if (!end || !plan) return
    const planUrl = new URL(paths.plans, window.location.origin).href
    const text = planEndCalendar({
      uid: `plan-end-${plan.id}-${icsDateTime(end)}@${window.location.hostname || 'relay-portal'}`,
      end,
      summary: t('calendar.event.summary', { plan: plan.name }),
      description: t('calendar.event.description', { plan: plan.name, url: planUrl }),
      reminder: t('calendar.event.reminder', { plan: plan.name, count: reminderDays }),
      reminderDays,
      now: new Date(),
    })
    saveFile(new Blob([text], { type: 'text/calendar;charset=utf-8' }), 'relay-plan-end.ics')
  }

  const body = (() => {
    if (subscription.error && !subscription.data) {
      return <ErrorState message={messageOf(subscription.error)} onRetry={() => void subscription.mutate()} />
    }
    if (!subscription.data) return <p role="status">{t('calendar.loading')}</p>
    if (!end || !plan) return <p className={styles.muted}>{t('calendar.noPlan')}</p>
    if (hasEnded) return <p className={styles.muted}>{t('calendar.ended', { plan: plan.name })}</p>
    return (
      <>
        <p>{t('calendar.ends', { plan: plan.name, date: formatDateTime(i18n.language, end) })}</p>
        <div className={styles.actions}>
          <label htmlFor={reminderId}>{t('calendar.reminder')}</label>
          <select
            id={reminderId}
            value={reminderDays}
            onChange={(event) => setReminderDays(Number(event.target.value))}
          >
            {REMINDER_DAYS.map((days) => (
              <option key={days} value={days}>
                {t('calendar.daysBefore', { count: days })}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <Button onClick={handleDownload}>{t('calendar.add')}</Button>
        </div>
        <p className={styles.muted}>{t('calendar.hint')}</p>
      </>
    )
  })()

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('calendar.title')}
      </h2>
      {body}
    </section>
  )
}
