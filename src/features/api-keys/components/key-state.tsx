import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  AlertIcon,
  ChartIcon,
  CheckIcon,
  ClockIcon,
  LayersIcon,
  MinusCircleIcon,
  ShieldIcon,
  XCircleIcon,
} from '#src/components/icons/icons.tsx'
import { Badge, type BadgeTone } from '#src/components/ui/badge.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '#src/lib/time-units.ts'
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDuration,
  formatNumber,
} from '#src/utils/format.ts'
import styles from './api-keys.module.css'

type ApiKey = components['schemas']['ApiKey']

/** The states the keys list filters by; `?filter=` in the URL. */
export const KEY_FILTERS = ['all', 'on', 'off', 'expired', 'restricted', 'limited'] as const
export type KeyFilter = (typeof KEY_FILTERS)[number]

export function parseKeyFilter(value: string | null): KeyFilter {
  return (KEY_FILTERS as readonly string[]).includes(value ?? '') ? (value as KeyFilter) : 'all'
}

/** A backend without `updateApiKey` sends none of the settings: the portal then shows no state and no controls. */
export function hasKeySettings(apiKey: ApiKey): boolean {
  return apiKey.enabled !== undefined
}

export function isKeyExpired(apiKey: ApiKey, now: number): boolean {
  return apiKey.expiresAt ? Date.parse(apiKey.expiresAt) <= now : false
}

export function isKeyRestricted(apiKey: ApiKey): boolean {
  return (apiKey.allowedIps?.length ?? 0) > 0 || (apiKey.allowedModels?.length ?? 0) > 0
}

export const LIMIT_FIELDS = ['dailyUsd', 'weeklyUsd', 'monthlyUsd', 'dailyRequests'] as const
export type LimitField = (typeof LIMIT_FIELDS)[number]

export function isKeyLimited(apiKey: ApiKey): boolean {
  const { limits } = apiKey
  return limits ? LIMIT_FIELDS.some((field) => limits[field] !== null) : false
}

/** A key that is off is off whether or not it has also expired: the filters "off" and "expired" overlap. */
export function matchesKeyFilter(apiKey: ApiKey, filter: KeyFilter, now: number): boolean {
  switch (filter) {
    case 'all':
      return true
    case 'on':
      return apiKey.enabled !== false && !isKeyExpired(apiKey, now)
    case 'off':
      return apiKey.enabled === false
    case 'expired':
      return isKeyExpired(apiKey, now)
    case 'restricted':
      return isKeyRestricted(apiKey)
    case 'limited':
      return isKeyLimited(apiKey)
  }
}

/** Working keys first, then the ones turned off, then the expired ones. */
export function keyStateRank(apiKey: ApiKey, now: number): number {
  if (isKeyExpired(apiKey, now)) return 2
  return apiKey.enabled === false ? 1 : 0
}

/** The largest whole unit left, rounded down, so that "in 1 day" never stands for 47 hours. */
function timeLeft(ms: number): [number, 'day' | 'hour' | 'minute'] {
  if (ms >= DAY_MS) return [Math.floor(ms / DAY_MS), 'day']
  if (ms >= HOUR_MS) return [Math.floor(ms / HOUR_MS), 'hour']
  return [Math.max(1, Math.floor(ms / MINUTE_MS)), 'minute']
}

const LIMIT_KIND = {
  dailyUsd: 'daily',
  weeklyUsd: 'weekly',
  monthlyUsd: 'monthly',
  dailyRequests: 'requests',
} as const satisfies Record<LimitField, components['schemas']['ApiKeyLimitKind']>

/** One set limit in words ("Limited to $5.00 a day"), in the language's number and currency formats. */
export function useLimitText() {
  const { t, i18n } = useTranslation('api-keys')
  const language = i18n.language
  return (field: LimitField, value: number) =>
    field === 'dailyRequests'
      ? t('state.dailyRequests', { count: value, value: formatNumber(language, value) })
      : t(`state.${field}`, { amount: formatCurrency(language, value, 'USD') })
}

type Entry = { id: string; tone: BadgeTone; icon: ReactNode; text: ReactNode }

export type KeyStateProps = { apiKey: ApiKey; now: number }

/** The key's settings at a glance, each in words with an icon: the tone is never the only sign. */
export function KeyState({ apiKey, now }: KeyStateProps) {
  const { t, i18n } = useTranslation('api-keys')
  const limitText = useLimitText()
  if (!hasKeySettings(apiKey)) return null
  const language = i18n.language
  const isExpired = isKeyExpired(apiKey, now)
  const entries: Entry[] = []

  if (apiKey.enabled === false) {
    entries.push({ id: 'off', tone: 'neutral', icon: <MinusCircleIcon />, text: t('state.off') })
  } else if (!isExpired) {
    entries.push({ id: 'on', tone: 'success', icon: <CheckIcon />, text: t('state.on') })
  }
  if (apiKey.expiresAt) {
    const expiresAt = Date.parse(apiKey.expiresAt)
    const [value, unit] = timeLeft(expiresAt - now)
    entries.push(
      isExpired
        ? {
            id: 'expiry',
            tone: 'danger',
            icon: <XCircleIcon />,
            text: t('state.expiredOn', { date: formatDate(language, expiresAt) }),
          }
        : {
            id: 'expiry',
            tone: expiresAt - now < 7 * DAY_MS ? 'warning' : 'neutral',
            icon: <ClockIcon />,
            text: (
              <time dateTime={apiKey.expiresAt} title={formatDateTime(language, expiresAt)}>
                {t('state.expiresIn', { duration: formatDuration(language, value, unit) })}
              </time>
            ),
          },
    )
  }
  const { limits } = apiKey
  for (const field of LIMIT_FIELDS) {
    const limit = limits?.[field]
    if (limit === null || limit === undefined) continue
    const use = apiKey.limitUse?.find((entry) => entry.kind === LIMIT_KIND[field])
    const isUsedUp = use !== undefined && use.remaining <= 0
    entries.push({
      id: field,
      tone: isUsedUp ? 'danger' : 'info',
      icon: isUsedUp ? <AlertIcon /> : <ChartIcon />,
      text: limitText(field, limit),
    })
    if (isUsedUp) {
      entries.push({
        id: `${field}-reached`,
        tone: 'danger',
        icon: <ClockIcon />,
        text: t('state.limitReached', { time: formatDateTime(language, use.resetsAt) }),
      })
    }
  }
  const ipCount = apiKey.allowedIps?.length ?? 0
  if (ipCount > 0) {
    entries.push({
      id: 'ips',
      tone: 'accent',
      icon: <ShieldIcon />,
      text: t('state.ipRestricted', { count: ipCount }),
    })
  }
  const modelCount = apiKey.allowedModels?.length ?? 0
  if (modelCount > 0) {
    entries.push({
      id: 'models',
      tone: 'accent',
      icon: <LayersIcon />,
      text: t('state.modelRestricted', { count: modelCount }),
    })
  }

  return (
    <ul className={styles.states} aria-label={t('state.label', { name: apiKey.name })}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Badge tone={entry.tone} icon={entry.icon}>
            {entry.text}
          </Badge>
        </li>
      ))}
    </ul>
  )
}
