import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { placeRefusal } from '#src/components/errors/refused-fields.ts'
import { useAttemptErrorMessage, useErrorMessage } from '#src/components/errors/use-error-message.ts'
import { Button } from '#src/components/ui/button.tsx'
import { CopyButton } from '#src/components/ui/copy-button.tsx'
import { ErrorState } from '#src/components/ui/error-state.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { isApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { useNotificationSettings } from '#src/features/account/api/use-notification-settings.ts'
import { useTestNotification } from '#src/features/account/api/use-test-notification.ts'
import { useUpdateNotificationSettings } from '#src/features/account/api/use-update-notification-settings.ts'
import { isUnsupported } from '#src/features/account/api/unsupported.ts'
import {
  formatNumberList,
  parseNumberList,
  refusedNumberListProblem,
  refusedWebhookUrlProblem,
  webhookUrlProblem,
  type NumberListProblem,
} from '#src/features/account/utils/notification-inputs.ts'
import styles from './settings-section.module.css'

type NotificationSettings = components['schemas']['NotificationSettings']
type UpdateRequest = components['schemas']['UpdateNotificationSettingsRequest']
type TestResult = components['schemas']['NotificationTestResult']
type Channel = TestResult['channel']

const QUOTAS = ['daily', 'weeklyOpus', 'monthly', 'requests'] as const
type Quota = (typeof QUOTAS)[number]

type Field = 'webhookUrl' | Quota | 'expiryReminderDays'
type FieldErrors = Partial<Record<Field, string>>

function isField(name: string): name is Field {
  return name === 'webhookUrl' || name === 'expiryReminderDays' || QUOTAS.some((quota) => quota === name)
}

type Draft = { email: boolean; webhookUrl: string } & Record<Quota | 'expiryReminderDays', string>

function draftOf(settings: NotificationSettings): Draft {
  return {
    email: settings.email,
    webhookUrl: settings.webhookUrl ?? '',
    daily: formatNumberList(settings.quotaThresholds.daily),
    weeklyOpus: formatNumberList(settings.quotaThresholds.weeklyOpus),
    monthly: formatNumberList(settings.quotaThresholds.monthly),
    requests: formatNumberList(settings.quotaThresholds.requests),
    expiryReminderDays: formatNumberList(settings.expiryReminderDays),
  }
}

/**
 * A save starts only from `editing`, and leaves it at once: a second click starts nothing. What was typed is the
 * draft's, which no failure touches.
 */
type Save = { kind: 'editing'; errors: FieldErrors; failure: string; saved: boolean } | { kind: 'saving' }

const EDITING: Extract<Save, { kind: 'editing' }> = { kind: 'editing', errors: {}, failure: '', saved: false }

/** Alerts outside the portal: e-mail, a signed webhook, quota thresholds and expiry reminders, and a test. */
export function NotificationsSection() {
  const { t } = useTranslation('account')
  const messageOf = useErrorMessage()
  const titleId = useId()
  const settings = useNotificationSettings()

  const body = (() => {
    if (settings.error && isUnsupported(settings.error)) {
      return <p className={styles.muted}>{t('notifications.unsupported')}</p>
    }
    if (settings.error && !settings.data) {
      return <ErrorState message={messageOf(settings.error)} onRetry={() => void settings.mutate()} />
    }
    if (!settings.data) return <p role="status">{t('notifications.loading')}</p>
    return <NotificationsForm settings={settings.data} />
  })()

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('notifications.title')}
      </h2>
      <p className={styles.muted}>{t('notifications.intro')}</p>
      {body}
    </section>
  )
}

function NotificationsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('account')
  const messageOf = useErrorMessage()
  const update = useUpdateNotificationSettings()
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings))
  const [save, setSave] = useState<Save>(EDITING)
  // Shown once, from the answer that made it; never cached or stored.
  const [secret, setSecret] = useState('')
  const errors = save.kind === 'editing' ? save.errors : {}

  const listProblem = (problem: NumberListProblem, max: number) =>
    problem === 'tooMany'
      ? t('notifications.errors.tooMany', { count: 5 })
      : t(`notifications.errors.${problem}`, { max })

  /** The request for what changed, or the fields' problems. */
  const check = (): { request: UpdateRequest } | { errors: FieldErrors } => {
    const found: FieldErrors = {}
    const request: UpdateRequest = {}
    if (draft.email !== settings.email) request.email = draft.email
    const url = draft.webhookUrl.trim()
    if (url !== (settings.webhookUrl ?? '')) {
      const problem = url ? webhookUrlProblem(url) : null
      if (problem) found.webhookUrl = t(`notifications.errors.webhook.${problem}`)
      else request.webhookUrl = url || null
    }
    const thresholds: NonNullable<UpdateRequest['quotaThresholds']> = {}
    for (const quota of QUOTAS) {
      const parsed = parseNumberList(draft[quota], 1, 100)
      if (!parsed.ok) found[quota] = listProblem(parsed.problem, 100)
      else thresholds[quota] = parsed.values
    }
    const days = parseNumberList(draft.expiryReminderDays, 1, 60)
    if (!days.ok) found.expiryReminderDays = listProblem(days.problem, 60)
    if (Object.keys(found).length > 0) return { errors: found }
    request.quotaThresholds = thresholds
    if (days.ok) request.expiryReminderDays = days.values
    return { request }
  }

  /** A backend's refusal in the form's words; for a rule it has none for, the backend's own sentence. */
  const describeRefusal = (name: Field, rule: string, error: unknown) => {
    if (name === 'webhookUrl') {
      const problem = refusedWebhookUrlProblem(rule, draft.webhookUrl)
      if (problem) return t(`notifications.errors.webhook.${problem}`)
    } else {
      const problem = refusedNumberListProblem(rule)
      if (problem) return listProblem(problem, name === 'expiryReminderDays' ? 60 : 100)
    }
    return t('notifications.errors.refused', { reason: messageText(error) })
  }

  const fail = (error: unknown) => {
    // A refusal the backend explains (a private address, say) reads beside its field.
    const refused = placeRefusal(error, ({ field, rule }) => {
      // A list's entry is refused by its path (`quotaThresholds.daily.2`): the field is the list.
      const name = field?.split('.').find(isField)
      return name ? ([name, describeRefusal(name, rule, error)] as const) : undefined
    })
    setSave(refused ? { ...EDITING, errors: refused } : { ...EDITING, failure: messageOf(error) })
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (save.kind !== 'editing') return
    const checked = check()
    if ('errors' in checked) {
      setSave({ ...EDITING, errors: checked.errors })
      return
    }
    setSave({ kind: 'saving' })
    try {
      const updated = await update.trigger(checked.request)
      setSecret(updated.webhookSecret ?? '')
      setDraft(draftOf(updated))
      setSave({ ...EDITING, saved: true })
    } catch (error) {
      fail(error)
    }
  }

  const handleRotate = async () => {
    if (save.kind !== 'editing') return
    setSave({ kind: 'saving' })
    try {
      const updated = await update.trigger({ rotateWebhookSecret: true })
      setSecret(updated.webhookSecret ?? '')
      setSave(EDITING)
    } catch (error) {
      fail(error)
    }
  }

  const field = (name: Quota | 'expiryReminderDays' | 'webhookUrl') => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
    error: errors[name],
  })

  return (
    <>
      <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.email}
            onChange={(event) => setDraft({ ...draft, email: event.target.checked })}
          />
          {t('notifications.email')}
        </label>
        <TextField
          label={t('notifications.webhookUrl')}
          hint={t('notifications.webhookHint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={2048}
          {...field('webhookUrl')}
        />
        <fieldset className={styles.fieldset}>
          <legend>{t('notifications.thresholds')}</legend>
          <p className={styles.muted}>{t('notifications.thresholdsHint')}</p>
          {QUOTAS.map((quota) => (
            <TextField
              key={quota}
              label={t(`notifications.quota.${quota}`)}
              inputMode="numeric"
              autoComplete="off"
              {...field(quota)}
            />
          ))}
        </fieldset>
        <TextField
          label={t('notifications.expiryDays')}
          hint={t('notifications.expiryDaysHint')}
          inputMode="numeric"
          autoComplete="off"
          {...field('expiryReminderDays')}
        />
        <p className={`${styles.failure} ${styles.live}`} role="alert">
          {save.kind === 'editing' && Object.keys(save.errors).length > 0
            ? t('notifications.errors.summary', { count: Object.keys(save.errors).length })
            : save.kind === 'editing'
              ? save.failure
              : ''}
        </p>
        <p className={`${styles.success} ${styles.live}`} role="status">
          {save.kind === 'editing' && save.saved ? t('notifications.saved') : ''}
        </p>
        <div className={styles.actions}>
          <Button type="submit" isLoading={save.kind === 'saving'}>
            {t('notifications.save')}
          </Button>
          {settings.webhookUrl ? (
            <Button variant="secondary" onClick={() => void handleRotate()} disabled={save.kind === 'saving'}>
              {t('notifications.rotate')}
            </Button>
          ) : null}
        </div>
      </form>
      {secret ? <WebhookSecret secret={secret} onDone={() => setSecret('')} /> : null}
      <TestButtons hasWebhook={Boolean(settings.webhookUrl)} />
    </>
  )
}

/** The server's own sentence (English): the contract puts a refused webhook URL's reason there. */
function messageText(error: unknown): string {
  return isApiError(error) ? error.message : ''
}

function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('account')
  const titleId = useId()
  return (
    <div className={styles.form} role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subtitle}>
        {t('notifications.secret.title')}
      </h3>
      <p>{t('notifications.secret.body')}</p>
      <p className={styles.secret}>{secret}</p>
      <div className={styles.actions}>
        <CopyButton text={secret} label={t('notifications.secret.copy')} size="medium" />
        <Button variant="secondary" onClick={onDone}>
          {t('notifications.secret.done')}
        </Button>
      </div>
    </div>
  )
}

type TestState = { kind: 'idle' } | { kind: 'sending'; channel: Channel } | { kind: 'done'; message: string }

function TestButtons({ hasWebhook }: { hasWebhook: boolean }) {
  const { t } = useTranslation('account')
  const messageOf = useAttemptErrorMessage()
  const test = useTestNotification()
  const [state, setState] = useState<TestState>({ kind: 'idle' })

  const describe = (result: TestResult) => {
    if (result.delivered) {
      if (result.channel === 'email') return t('notifications.test.emailSent')
      return result.status === null
        ? t('notifications.test.delivered')
        : t('notifications.test.webhookDelivered', { status: result.status })
    }
    const reason = result.error ?? (result.status === null ? null : `HTTP ${result.status}`)
    return reason ? t('notifications.test.failed', { reason }) : t('notifications.test.notDelivered')
  }

  const handleTest = async (channel: Channel) => {
    if (state.kind === 'sending') return
    setState({ kind: 'sending', channel })
    try {
      setState({ kind: 'done', message: describe(await test.trigger(channel)) })
    } catch (error) {
      setState({ kind: 'done', message: messageOf(error) })
    }
  }

  return (
    <div className={styles.form}>
      <h3 className={styles.subtitle}>{t('notifications.test.title')}</h3>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => void handleTest('email')}
          isLoading={state.kind === 'sending' && state.channel === 'email'}
          disabled={state.kind === 'sending'}
        >
          {t('notifications.test.email')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void handleTest('webhook')}
          isLoading={state.kind === 'sending' && state.channel === 'webhook'}
          disabled={state.kind === 'sending' || !hasWebhook}
        >
          {t('notifications.test.webhook')}
        </Button>
      </div>
      <p className={styles.live} role="status">
        {state.kind === 'done' ? state.message : ''}
      </p>
    </div>
  )
}
