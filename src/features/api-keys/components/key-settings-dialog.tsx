import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { placeRefusal } from '#src/components/errors/refused-fields.ts'
import { useErrorMessage } from '#src/components/errors/use-error-message.ts'
import { Button } from '#src/components/ui/button.tsx'
import { Dialog } from '#src/components/ui/dialog.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { useApiQuery } from '#src/lib/api/swr.ts'
import { MAX_ALLOWED_IP_LENGTH, MAX_ALLOWED_IPS } from '#src/lib/ip-allow-list.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import { formatCurrency, formatDate, formatNumber, sentenceSpace } from '#src/utils/format.ts'
import { isUpdateUnsupported, useUpdateApiKey } from '#src/features/api-keys/api/use-update-api-key.ts'
import styles from './api-keys.module.css'
import { LIMIT_FIELDS, useLimitText, type LimitField } from './key-state.tsx'
import { checkAllowList, isAllowedBy, type AllowListCheck } from './allow-list-check.ts'

type ApiKey = components['schemas']['ApiKey']
type UpdateApiKeyRequest = components['schemas']['UpdateApiKeyRequest']
type Limits = NonNullable<UpdateApiKeyRequest['limits']>

const EXPIRY_DAYS = [7, 30, 90] as const
type Expiry = 'keep' | 'never' | `${(typeof EXPIRY_DAYS)[number]}` | 'date'
type Field = 'expiry' | LimitField | 'ips' | 'models'

export type KeySettingsDialogProps = {
  /** The key whose settings are edited; the dialog is open while it is set. */
  apiKey: ApiKey | null
  onClose: () => void
  /** Saved: what changed, in a sentence for the list to announce. */
  onSaved: (notice: string) => void
  /** Where focus goes when the element that opened the dialog is gone. */
  fallbackFocus: () => HTMLElement | null
}

/** A key's settings: on/off, expiry, limits, allowed addresses and models. Loaded with the first opening only. */
export function KeySettingsDialog({ apiKey, onClose, onSaved, fallbackFocus }: KeySettingsDialogProps) {
  const { t } = useTranslation(['api-keys', 'common'])
  const update = useUpdateApiKey()
  const formId = useId()

  const close = () => {
    // Closing while the request is in flight would hide its outcome: wait for it.
    if (!update.isMutating) onClose()
  }

  return (
    <Dialog
      open={apiKey !== null}
      title={apiKey ? t('settings.title', { name: apiKey.name }) : ''}
      description={<p>{t('settings.intro')}</p>}
      onClose={close}
      fallbackFocus={fallbackFocus}
      actions={
        <>
          <Button variant="secondary" disabled={update.isMutating} onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={update.isMutating}>
            {update.isMutating ? t('settings.pending') : t('settings.save')}
          </Button>
        </>
      }
    >
      {apiKey ? (
        <SettingsForm key={apiKey.id} id={formId} apiKey={apiKey} update={update} onSaved={onSaved} />
      ) : null}
    </Dialog>
  )
}

type SettingsFormProps = {
  id: string
  apiKey: ApiKey
  update: ReturnType<typeof useUpdateApiKey>
  onSaved: (notice: string) => void
}

/** The decimal separator of `language` ("," in Russian), so that a limit can be typed the way it is read. */
function decimalSeparator(language: string): string {
  return (
    new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  )
}

type ParsedLimit =
  { ok: true; value: number | null } | { ok: false; problem: 'notNumber' | 'negative' | 'notWhole' }

/** Empty is no limit; a point or the language's own decimal separator both work; spaces are ignored. */
export function parseLimit(text: string, language: string, isWhole: boolean): ParsedLimit {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '')
  if (compact === '') return { ok: true, value: null }
  const normalized = compact.replace(decimalSeparator(language), '.')
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalized)) return { ok: false, problem: 'notNumber' }
  const value = Number(normalized)
  if (value < 0) return { ok: false, problem: 'negative' }
  if (isWhole && !Number.isInteger(value)) return { ok: false, problem: 'notWhole' }
  return { ok: true, value }
}

/** The end of the chosen local day: "the last day the key works" includes that day. */
function endOfDay(date: string): number {
  return new Date(`${date}T23:59:59.999`).getTime()
}

function localDate(time: number): string {
  const date = new Date(time)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

function SettingsForm({ id, apiKey, update, onSaved }: SettingsFormProps) {
  const { t, i18n } = useTranslation(['api-keys', 'common'])
  const language = i18n.language
  const messageOf = useErrorMessage()
  const limitText = useLimitText()
  const models = useApiQuery('/api/models', {})
  const fieldId = useId()

  const [isEnabled, setIsEnabled] = useState(apiKey.enabled ?? true)
  const [expiry, setExpiry] = useState<Expiry>(apiKey.expiresAt ? 'keep' : 'never')
  const [expiryDate, setExpiryDate] = useState('')
  const [limits, setLimits] = useState<Record<LimitField, string>>(() => {
    const typed = (value: number | null | undefined) =>
      value === null || value === undefined
        ? ''
        : formatNumber(language, value, { useGrouping: false, maximumFractionDigits: 6 })
    return {
      dailyUsd: typed(apiKey.limits?.dailyUsd),
      weeklyUsd: typed(apiKey.limits?.weeklyUsd),
      monthlyUsd: typed(apiKey.limits?.monthlyUsd),
      dailyRequests: typed(apiKey.limits?.dailyRequests),
    }
  })
  const [ipsText, setIpsText] = useState((apiKey.allowedIps ?? []).join('\n'))
  const [allowedModels, setAllowedModels] = useState<string[]>(apiKey.allowedModels ?? [])
  const [refused, setRefused] = useState<Partial<Record<Field, string>>>({})
  const [message, setMessage] = useState('')
  // The day the dialog opened is "today" for the date picker; saving reads the clock again.
  const [openedAt] = useState(() => Date.now())

  const clearRefusal = (field: Field) => {
    setRefused((current) => {
      const { [field]: _dropped, ...rest } = current
      return rest
    })
    setMessage('')
  }

  const parsedLimits = Object.fromEntries(
    LIMIT_FIELDS.map((field) => [field, parseLimit(limits[field], language, field === 'dailyRequests')]),
  ) as Record<LimitField, ParsedLimit>
  const limitError = (field: LimitField): string | undefined => {
    const parsed = parsedLimits[field]
    if (parsed.ok) return refused[field]
    if (parsed.problem === 'notNumber') {
      return t('settings.limits.notNumber', {
        example: formatNumber(language, field === 'dailyRequests' ? 100 : 2.5),
      })
    }
    return t(`settings.limits.${parsed.problem}`)
  }

  const allowList: AllowListCheck = checkAllowList(ipsText)
  const ipErrors = [
    ...allowList.errors.map(({ line, reason }) =>
      t('settings.ips.lineError', {
        line,
        reason: t(`settings.ips.reason.${reason}`, { count: MAX_ALLOWED_IP_LENGTH }),
      }),
    ),
    ...(allowList.entries.length > MAX_ALLOWED_IPS
      ? [t('settings.ips.tooMany', { count: MAX_ALLOWED_IPS, listed: allowList.entries.length })]
      : []),
    ...(refused.ips ? [refused.ips] : []),
  ]

  const today = localDate(openedAt)
  const expiryError =
    refused.expiry ??
    (expiry === 'date' && expiryDate !== ''
      ? endOfDay(expiryDate) < openedAt
        ? t('settings.expiry.past')
        : undefined
      : undefined)

  const catalogue = models.data?.items
  // Ids the key allows that the catalogue no longer lists stay visible, so that they can be unticked.
  const modelChoices = catalogue
    ? [
        ...catalogue.map((model) => ({ id: model.id, name: model.name })),
        ...allowedModels
          .filter((modelId) => !catalogue.some((model) => model.id === modelId))
          .map((modelId) => ({ id: modelId, name: modelId })),
      ]
    : []

  const expiresAtOf = (now: number): string | null | undefined => {
    if (expiry === 'keep') return undefined
    if (expiry === 'never') return apiKey.expiresAt ? null : undefined
    const time = expiry === 'date' ? endOfDay(expiryDate) : now + Number(expiry) * DAY_MS
    return new Date(time).toISOString()
  }

  const changesOf = (now: number): UpdateApiKeyRequest | null => {
    const changes: UpdateApiKeyRequest = {}
    if (isEnabled !== (apiKey.enabled ?? true)) changes.enabled = isEnabled
    const expiresAt = expiresAtOf(now)
    if (expiresAt !== undefined) changes.expiresAt = expiresAt
    const changedLimits: Limits = {}
    for (const field of LIMIT_FIELDS) {
      const parsed = parsedLimits[field]
      if (parsed.ok && parsed.value !== (apiKey.limits?.[field] ?? null)) changedLimits[field] = parsed.value
    }
    if (Object.keys(changedLimits).length > 0) changes.limits = changedLimits
    const ips = allowList.entries.map((entry) => entry.value)
    if (!sameList(ips, apiKey.allowedIps ?? [])) changes.allowedIps = ips
    // With no catalogue there is no models control, so the key's list stays as it is.
    if (catalogue && !sameList([...allowedModels].sort(), [...(apiKey.allowedModels ?? [])].sort())) {
      changes.allowedModels = allowedModels
    }
    return Object.keys(changes).length > 0 ? changes : null
  }

  const describe = (changes: UpdateApiKeyRequest): string => {
    const parts: string[] = []
    if (changes.enabled !== undefined)
      parts.push(t(changes.enabled ? 'settings.changed.on' : 'settings.changed.off'))
    if (changes.expiresAt !== undefined) {
      parts.push(
        changes.expiresAt === null
          ? t('settings.changed.neverExpires')
          : t('settings.changed.expiresOn', { date: formatDate(language, changes.expiresAt) }),
      )
    }
    for (const field of LIMIT_FIELDS) {
      const value = changes.limits?.[field]
      if (value === undefined) continue
      const none = {
        dailyUsd: 'settings.changed.noDailyUsd',
        weeklyUsd: 'settings.changed.noWeeklyUsd',
        monthlyUsd: 'settings.changed.noMonthlyUsd',
        dailyRequests: 'settings.changed.noDailyRequests',
      } as const
      parts.push(
        value === null
          ? t(none[field])
          : field === 'dailyRequests'
            ? t('settings.changed.dailyRequests', { count: value, value: formatNumber(language, value) })
            : t(`settings.changed.${field}`, { amount: formatCurrency(language, value, 'USD') }),
      )
    }
    if (changes.allowedIps) {
      const count = changes.allowedIps.length
      parts.push(count === 0 ? t('settings.changed.anyIp') : t('settings.changed.ips', { count }))
    }
    if (changes.allowedModels) {
      const count = changes.allowedModels.length
      parts.push(count === 0 ? t('settings.changed.anyModel') : t('settings.changed.models', { count }))
    }
    // A list of changes, not of units: "on, expires 1 Dec and $5.00 a day" (zh-CN 、, not run together).
    return new Intl.ListFormat(language, { type: 'conjunction' }).format(parts)
  }

  /** The server's `details` beside their fields; `undefined` when one of them has no field here. */
  const placeServerRefusal = (error: unknown, changes: UpdateApiKeyRequest) =>
    placeRefusal<Field, string>(error, (issue) => {
      const name = issue.field ?? ''
      if (name === 'expiresAt') {
        return ['expiry', t(issue.rule === 'future' ? 'settings.expiry.past' : 'settings.expiry.invalid')]
      }
      const limit = LIMIT_FIELDS.find((field) => name === `limits.${field}`)
      if (limit) {
        if (issue.rule === 'minimum') return [limit, t('settings.limits.negative')]
        return [limit, t('settings.limits.refused')]
      }
      if (name === 'allowedIps' && issue.rule === 'maxItems') {
        const listed = changes.allowedIps?.length ?? 0
        return ['ips', t('settings.ips.tooMany', { count: issue.limit ?? MAX_ALLOWED_IPS, listed })]
      }
      const ipIndex = /^allowedIps\.(\d+)$/.exec(name)?.[1]
      const ipLine = ipIndex === undefined ? undefined : allowList.entries[Number(ipIndex)]?.line
      if (ipLine !== undefined) return ['ips', t('settings.ips.refusedLine', { line: ipLine })]
      const modelIndex = /^allowedModels\.(\d+)$/.exec(name)?.[1]
      const model = modelIndex === undefined ? undefined : changes.allowedModels?.[Number(modelIndex)]
      if (model !== undefined && issue.rule === 'enum') {
        return ['models', t('settings.models.notInCatalogue', { model })]
      }
      if (name.startsWith('allowedModels')) return ['models', t('settings.models.refused')]
      return undefined
    })

  const hasErrors =
    ipErrors.length > 0 ||
    expiryError !== undefined ||
    LIMIT_FIELDS.some((field) => limitError(field) !== undefined) ||
    (expiry === 'date' && expiryDate === '')

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (update.isMutating) return
    if (expiry === 'date' && expiryDate === '') {
      setRefused((current) => ({ ...current, expiry: t('settings.expiry.invalid') }))
    }
    if (hasErrors) {
      setMessage(t('settings.invalid'))
      return
    }
    const changes = changesOf(new Date().getTime())
    if (!changes) {
      setMessage(t('settings.unchanged'))
      return
    }
    setMessage('')
    try {
      await update.trigger({ id: apiKey.id, changes })
      onSaved(t('settings.saved', { name: apiKey.name, changes: describe(changes) }))
    } catch (error) {
      const placed = placeServerRefusal(error, changes)
      if (placed) {
        setRefused(placed)
        setMessage(t('settings.invalid'))
      } else {
        setMessage(isUpdateUnsupported(error) ? t('settings.unsupported') : messageOf(error))
      }
    }
  }

  const lastIp = apiKey.lastUsedIp
  const isLastIpOutside =
    lastIp !== null && lastIp !== undefined && allowList.entries.length > 0 && !isAllowedBy(lastIp, allowList)
  const ipsHintId = `${fieldId}-ips-hint`
  const ipsErrorId = `${fieldId}-ips-error`
  const expiryErrorId = `${fieldId}-expiry-error`
  const modelsErrorId = `${fieldId}-models-error`

  return (
    <form id={id} className={styles.settingsForm} noValidate onSubmit={(event) => void handleSubmit(event)}>
      <label className={styles.settingsSwitch}>
        <input
          type="checkbox"
          checked={isEnabled}
          aria-describedby={`${fieldId}-enabled-hint`}
          onChange={(event) => {
            setIsEnabled(event.target.checked)
            setMessage('')
          }}
        />
        {t('settings.enabled')}
      </label>
      <p id={`${fieldId}-enabled-hint`} className={styles.hint}>
        {t('settings.enabledHint')}
      </p>

      <fieldset
        className={styles.settingsGroup}
        aria-describedby={expiryError ? expiryErrorId : undefined}
        aria-invalid={expiryError ? true : undefined}
      >
        <legend>{t('settings.expiry.label')}</legend>
        <div className={styles.settingsChoices}>
          {(
            [
              ...(apiKey.expiresAt ? (['keep'] as const) : []),
              'never',
              ...EXPIRY_DAYS.map((days) => `${days}` as const),
              'date',
            ] satisfies Expiry[]
          ).map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name={`${fieldId}-expiry`}
                value={choice}
                checked={expiry === choice}
                onChange={() => {
                  setExpiry(choice)
                  clearRefusal('expiry')
                }}
              />
              {choice === 'keep'
                ? t('settings.expiry.keep', { date: formatDate(language, apiKey.expiresAt ?? 0) })
                : choice === 'never'
                  ? t('settings.expiry.never')
                  : choice === 'date'
                    ? t('settings.expiry.date')
                    : t('settings.expiry.days', { count: Number(choice) })}
            </label>
          ))}
        </div>
        {expiry === 'date' ? (
          <TextField
            type="date"
            label={t('settings.expiry.dateLabel')}
            min={today}
            value={expiryDate}
            onChange={(event) => {
              setExpiryDate(event.target.value)
              clearRefusal('expiry')
            }}
          />
        ) : null}
        {expiryError ? (
          <p id={expiryErrorId} className={styles.error}>
            {expiryError}
          </p>
        ) : null}
      </fieldset>

      <fieldset className={styles.settingsGroup}>
        <legend>{t('settings.limits.legend')}</legend>
        <p className={styles.hint}>{t('settings.limits.hint')}</p>
        <div className={styles.settingsLimits}>
          {LIMIT_FIELDS.map((field) => {
            const parsed = parsedLimits[field]
            const error = limitError(field)
            return (
              <TextField
                key={field}
                label={t(`settings.limits.${field}`)}
                inputMode={field === 'dailyRequests' ? 'numeric' : 'decimal'}
                autoComplete="off"
                value={limits[field]}
                error={error}
                hint={
                  error || !parsed.ok
                    ? undefined
                    : parsed.value === null
                      ? t('settings.limits.none')
                      : limitText(field, parsed.value)
                }
                onChange={(event) => {
                  const { value } = event.target
                  setLimits((current) => ({ ...current, [field]: value }))
                  clearRefusal(field)
                }}
              />
            )
          })}
        </div>
      </fieldset>

      <div className={styles.settingsGroup}>
        <label className={styles.settingsLabel} htmlFor={`${fieldId}-ips`}>
          {t('settings.ips.label')}
        </label>
        <textarea
          id={`${fieldId}-ips`}
          className={styles.settingsIps}
          rows={4}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          value={ipsText}
          aria-invalid={ipErrors.length > 0 ? true : undefined}
          aria-describedby={[ipErrors.length > 0 ? ipsErrorId : '', ipsHintId].filter(Boolean).join(' ')}
          onChange={(event) => {
            setIpsText(event.target.value)
            clearRefusal('ips')
          }}
        />
        {ipErrors.length > 0 ? (
          <ul id={ipsErrorId} className={styles.settingsErrors}>
            {ipErrors.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
        <p id={ipsHintId} className={styles.hint}>
          {t('settings.ips.hint')}
        </p>
        {lastIp ? (
          <p className={isLastIpOutside ? styles.warning : styles.hint}>
            {isLastIpOutside
              ? t('settings.ips.lastSeenOutside', { ip: lastIp })
              : t('settings.ips.lastSeen', { ip: lastIp })}
            {sentenceSpace(i18n.language)}
            {isLastIpOutside ? (
              <Button
                variant="secondary"
                size="small"
                onClick={() => {
                  setIpsText((text) => `${text.replace(/\s+$/, '')}\n${lastIp}`)
                  clearRefusal('ips')
                }}
              >
                {t('settings.ips.addLastSeen', { ip: lastIp })}
              </Button>
            ) : null}
          </p>
        ) : null}
      </div>

      {catalogue ? (
        <fieldset
          className={styles.settingsGroup}
          aria-describedby={refused.models ? modelsErrorId : `${fieldId}-models-hint`}
        >
          <legend>{t('settings.models.legend')}</legend>
          <p id={`${fieldId}-models-hint`} className={styles.hint}>
            {t('settings.models.hint')}
          </p>
          <div className={styles.settingsModels}>
            {modelChoices.map((model) => (
              <label key={model.id}>
                <input
                  type="checkbox"
                  checked={allowedModels.includes(model.id)}
                  onChange={(event) => {
                    const { checked } = event.target
                    setAllowedModels((current) =>
                      checked ? [...current, model.id] : current.filter((modelId) => modelId !== model.id),
                    )
                    clearRefusal('models')
                  }}
                />
                {model.name}
              </label>
            ))}
          </div>
          {refused.models ? (
            <p id={modelsErrorId} className={styles.error}>
              {refused.models}
            </p>
          ) : null}
        </fieldset>
      ) : models.isLoading ? (
        <p className={styles.hint}>{t('settings.models.loading')}</p>
      ) : null}

      <p className={styles.dialogError} role="alert">
        {message}
      </p>
    </form>
  )
}
