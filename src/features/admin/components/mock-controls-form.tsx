import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#src/components/ui/button.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import type { MockControlsState } from '#src/features/admin/api/mock-request.ts'
import { useUpdateMockControls } from '#src/features/admin/api/use-update-mock-controls.ts'
import styles from './admin.module.css'
import { useMockFailureReason } from './use-mock-failure-reason.ts'

const STATUSES = [400, 401, 403, 404, 409, 429, 500, 502, 503]
const MAX_LATENCY_MS = 60_000
const MAX_FAIL_NEXT = 1_000

type FormValues = {
  latencyMs: string
  failureRatePercent: string
  forceStatus: string
  pathIncludes: string
  failNextCount: string
  failNextStatus: string
  registrationCodeRequired: boolean
  loginCodeRequired: boolean
}

type FieldErrors = Partial<Record<'latencyMs' | 'failureRatePercent' | 'failNextCount', string>>

function toFormValues(state: MockControlsState): FormValues {
  return {
    latencyMs: String(state.latencyMs),
    failureRatePercent: String(Math.round(state.failureRate * 1000) / 10),
    forceStatus: state.forceStatus === null ? '' : String(state.forceStatus),
    pathIncludes: state.pathIncludes ?? '',
    failNextCount: String(state.failNextCount),
    failNextStatus: String(state.failNextStatus),
    registrationCodeRequired: state.registrationCodeRequired,
    loginCodeRequired: state.loginCodeRequired,
  }
}

function wholeNumber(text: string, max: number): number | null {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return null
  const value = Number(trimmed)
  return value <= max ? value : null
}

function percentage(text: string): number | null {
  const value = Number(text.trim())
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 100 ? value : null
}

function withCurrent(statuses: number[], current: string): number[] {
  const value = Number(current)
  return current !== '' && Number.isInteger(value) && !statuses.includes(value)
    ? [...statuses, value]
    : statuses
}

type SelectFieldProps = {
  label: string
  hint?: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}

function SelectField({ label, hint, value, onChange, children }: SelectFieldProps) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className={styles.muted}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}

type MockControlsFormProps = { initial: MockControlsState }

/** Latency, simulated failures and email verification of the mock backend. */
export function MockControlsForm({ initial }: MockControlsFormProps) {
  const { t } = useTranslation('admin')
  const reasonOf = useMockFailureReason()
  const update = useUpdateMockControls()
  const [values, setValues] = useState(() => toFormValues(initial))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [result, setResult] = useState<{ kind: 'saved' } | { kind: 'failed'; reason: string } | null>(null)

  const set = <K extends keyof FormValues>(name: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors((current) => ({ ...current, [name]: undefined }))
    setResult(null)
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (update.isMutating) return
    const latencyMs = wholeNumber(values.latencyMs, MAX_LATENCY_MS)
    const failureRate = percentage(values.failureRatePercent)
    const failNextCount = wholeNumber(values.failNextCount, MAX_FAIL_NEXT)
    const nextErrors: FieldErrors = {
      latencyMs:
        latencyMs === null ? t('mock.controls.wholeNumber', { min: 0, max: MAX_LATENCY_MS }) : undefined,
      failureRatePercent: failureRate === null ? t('mock.controls.percentage') : undefined,
      failNextCount:
        failNextCount === null ? t('mock.controls.wholeNumber', { min: 0, max: MAX_FAIL_NEXT }) : undefined,
    }
    setErrors(nextErrors)
    if (latencyMs === null || failureRate === null || failNextCount === null) return
    try {
      const saved = await update.trigger({
        latencyMs,
        failureRate: failureRate / 100,
        forceStatus: values.forceStatus === '' ? null : Number(values.forceStatus),
        pathIncludes: values.pathIncludes.trim() === '' ? null : values.pathIncludes.trim(),
        failNextCount,
        failNextStatus: values.failNextStatus === 'network' ? 'network' : Number(values.failNextStatus),
        registrationCodeRequired: values.registrationCodeRequired,
        loginCodeRequired: values.loginCodeRequired,
      })
      setValues(toFormValues(saved))
      setResult({ kind: 'saved' })
    } catch (error) {
      setResult({ kind: 'failed', reason: reasonOf(error) })
    }
  }

  return (
    <form noValidate className={styles.form} onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label={t('mock.controls.latency')}
        hint={t('mock.controls.latencyHint')}
        inputMode="numeric"
        value={values.latencyMs}
        error={errors.latencyMs}
        onChange={(event) => set('latencyMs', event.target.value)}
      />
      <TextField
        label={t('mock.controls.failureRate')}
        hint={t('mock.controls.failureRateHint')}
        inputMode="decimal"
        value={values.failureRatePercent}
        error={errors.failureRatePercent}
        onChange={(event) => set('failureRatePercent', event.target.value)}
      />
      <SelectField
        label={t('mock.controls.forceStatus')}
        hint={t('mock.controls.forceStatusHint')}
        value={values.forceStatus}
        onChange={(value) => set('forceStatus', value)}
      >
        <option value="">{t('mock.controls.normal')}</option>
        {withCurrent(STATUSES, values.forceStatus).map((status) => (
          <option key={status} value={status}>
            {t('mock.controls.statusOption', { status })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('mock.controls.failNextCount')}
        hint={t('mock.controls.failNextCountHint')}
        inputMode="numeric"
        value={values.failNextCount}
        error={errors.failNextCount}
        onChange={(event) => set('failNextCount', event.target.value)}
      />
      <SelectField
        label={t('mock.controls.failNextStatus')}
        value={values.failNextStatus}
        onChange={(value) => set('failNextStatus', value)}
      >
        {withCurrent(STATUSES, values.failNextStatus === 'network' ? '' : values.failNextStatus).map(
          (status) => (
            <option key={status} value={status}>
              {t('mock.controls.statusOption', { status })}
            </option>
          ),
        )}
        <option value="network">{t('mock.controls.networkError')}</option>
      </SelectField>
      <TextField
        label={t('mock.controls.pathIncludes')}
        hint={t('mock.controls.pathIncludesHint')}
        value={values.pathIncludes}
        spellCheck={false}
        autoCapitalize="off"
        onChange={(event) => set('pathIncludes', event.target.value)}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('mock.controls.emailTitle')}</legend>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={values.registrationCodeRequired}
            onChange={(event) => set('registrationCodeRequired', event.target.checked)}
          />
          {t('mock.controls.registrationCode')}
        </label>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={values.loginCodeRequired}
            onChange={(event) => set('loginCodeRequired', event.target.checked)}
          />
          {t('mock.controls.loginCode')}
        </label>
      </fieldset>
      <div className={`${styles.actions} ${styles.formActions}`}>
        <Button type="submit" isLoading={update.isMutating}>
          {update.isMutating ? t('mock.controls.applying') : t('mock.controls.apply')}
        </Button>
        <p className={styles.status} role="status">
          {result?.kind === 'saved' ? t('mock.controls.applied') : ''}
        </p>
        <p className={styles.alert} role="alert">
          {result?.kind === 'failed' ? t('mock.controls.failed', { reason: result.reason }) : ''}
        </p>
      </div>
    </form>
  )
}
