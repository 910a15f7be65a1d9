import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ClockIcon } from '#src/components/icons/icons.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { formatDateTime, formatDuration, formatDurationList } from '#src/utils/format.ts'
import toolStyles from './key-tools.module.css'

type ApiKey = components['schemas']['ApiKey']

const SECOND_MS = 1_000
const MINUTE_MS = 60 * SECOND_MS

/** "1 hour, 5 minutes", "12 minutes", "40 seconds": to the minute above one, to the second below. */
export function formatRemaining(language: string, ms: number): string {
  if (ms < MINUTE_MS) {
    const seconds = Math.max(1, Math.ceil(ms / SECOND_MS))
    return formatDuration(language, seconds, 'second')
  }
  const totalMinutes = Math.ceil(ms / MINUTE_MS)
  const hours = Math.floor(totalMinutes / 60)
  const minutes = totalMinutes % 60
  const parts = [
    ...(hours > 0 ? [formatDuration(language, hours, 'hour')] : []),
    ...(minutes > 0 ? [formatDuration(language, minutes, 'minute')] : []),
  ]
  return formatDurationList(language, parts)
}

type PreviousSecretNoteProps = {
  apiKey: Pick<ApiKey, 'previousKeyValidUntil'>
  /** Say so once the old secret has stopped working, rather than show nothing. */
  showEnded?: boolean
}

/**
 * "Old secret valid until 15:04 (remaining: 59 minutes)", counting down each second, while a rotated key's
 * previous secret still works.
 */
export function PreviousSecretNote({ apiKey, showEnded = false }: PreviousSecretNoteProps) {
  const { t, i18n } = useTranslation('api-keys')
  const [now, setNow] = useState(Date.now)
  const until = apiKey.previousKeyValidUntil ? Date.parse(apiKey.previousKeyValidUntil) : Number.NaN
  const isValid = until > now

  useEffect(() => {
    if (!isValid) return
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS)
    return () => clearInterval(timer)
  }, [isValid])

  if (!isValid) {
    return showEnded ? <p className={toolStyles.previousSecret}>{t('rotate.oldEnded')}</p> : null
  }
  const language = i18n.language
  return (
    <p className={toolStyles.previousSecret}>
      <ClockIcon width={16} height={16} aria-hidden="true" />
      <span>
        {t('rotate.oldValidUntil', {
          time: formatDateTime(language, until),
          duration: formatRemaining(language, until - now),
        })}
      </span>
    </p>
  )
}
