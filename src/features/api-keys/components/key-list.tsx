import { Suspense, lazy, useEffect, useId, useMemo, useState, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { useErrorMessage } from '#src/components/errors/use-error-message.ts'
import { KeyIcon } from '#src/components/icons/icons.tsx'
import { EmptyState } from '#src/components/ui/empty-state.tsx'
import { ErrorState } from '#src/components/ui/error-state.tsx'
import { Skeleton } from '#src/components/ui/skeleton.tsx'
import { paths } from '#src/config/paths.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { useApiKeys } from '#src/lib/api/use-api-keys.ts'
import { Button } from '#src/components/ui/button.tsx'
import { sentenceSpace } from '#src/utils/format.ts'
import { ApiKeyItem } from './api-key-item.tsx'
import styles from './api-keys.module.css'
import {
  KEY_FILTERS,
  hasKeySettings,
  matchesKeyFilter,
  parseKeyFilter,
  type KeyFilter,
} from './key-state.tsx'
import { KEY_SORTS, parseKeySort, sortApiKeys, type KeySort } from './sort-keys.ts'

type ApiKey = components['schemas']['ApiKey']

/** The message key of each sort's option. */
const SORT_LABELS = {
  newest: 'list.sort.newest',
  'last-used': 'list.sort.lastUsed',
  'usage-today': 'list.sort.usageToday',
  name: 'list.sort.name',
  state: 'list.sort.state',
} as const satisfies Record<KeySort, string>

// Its own chunk, with the address parser: the list alone never needs them.
const KeySettingsDialog = lazy(() =>
  import('./key-settings-dialog.tsx').then((module) => ({ default: module.KeySettingsDialog })),
)

/** The time, once a minute: "expires in 5 minutes" and the expired filter follow the clock. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** Sets `name` to `value` in the URL, or removes it for the default, keeping the URL as short as before. */
function withParam(previous: URLSearchParams, name: string, value: string, defaultValue: string) {
  const params = new URLSearchParams(previous)
  if (value === defaultValue) params.delete(name)
  else params.set(name, value)
  return params
}

export type KeyListProps = {
  /** Takes focus once a deleted key's own Delete button is gone. */
  titleRef: Ref<HTMLHeadingElement>
  /** What the last action on the list did, read out politely. */
  notice: string
  /** What the last action on the list could not do, read out at once. */
  alert: string
  /** Asks to delete a key; no Delete buttons without it. */
  onDelete?: (apiKey: ApiKey) => void
}

/**
 * The account's keys, sorted as `?sort=` says and filtered by state as `?filter=` says (so that both survive a
 * reload and can be shared), each with its settings when the backend offers them.
 */
export function KeyList({ titleRef, notice, alert, onDelete }: KeyListProps) {
  const { t, i18n } = useTranslation(['api-keys', 'common'])
  const messageOf = useErrorMessage()
  const titleId = useId()
  const sortId = useId()
  const filterId = useId()
  const keys = useApiKeys()
  const [searchParams, setSearchParams] = useSearchParams()
  const sort = parseKeySort(searchParams.get('sort'))
  const [settingsKey, setSettingsKey] = useState<ApiKey | null>(null)
  // Mounted from the first opening on, so that the dialog can hand focus back when it closes.
  const [hasOpenedSettings, setHasOpenedSettings] = useState(false)
  const [settingsNotice, setSettingsNotice] = useState('')
  const list = keys.data
  const now = useMinuteClock()

  const hasSettings = list ? list.items.some(hasKeySettings) : false
  // Without settings there is no filter control, so a shared `?filter=` must not hide keys.
  const filter = hasSettings ? parseKeyFilter(searchParams.get('filter')) : 'all'
  const sortedKeys = useMemo(
    () =>
      list
        ? sortApiKeys(list.items, sort, i18n.language, now).filter((apiKey) =>
            matchesKeyFilter(apiKey, filter, now),
          )
        : [],
    [list, sort, filter, i18n.language, now],
  )
  const handleSortChange = (next: KeySort) => {
    setSearchParams((previous) => withParam(previous, 'sort', next, 'newest'), { replace: true })
  }
  const handleFilterChange = (next: KeyFilter) => {
    setSearchParams((previous) => withParam(previous, 'filter', next, 'all'), { replace: true })
  }
  const handleSettings = (apiKey: ApiKey) => {
    setSettingsNotice('')
    setHasOpenedSettings(true)
    setSettingsKey(apiKey)
  }

  return (
    <section className={styles.listSection} aria-labelledby={titleId}>
      <div className={styles.listHeader}>
        <h3 id={titleId} ref={titleRef} tabIndex={-1} className={`${styles.subtitle} ${styles.listTitle}`}>
          {t('list.title')}
        </h3>
        {list && list.items.length > 1 ? (
          <div className={styles.listControls}>
            {hasSettings ? (
              <div className={styles.sortField}>
                <label htmlFor={filterId}>{t('filter.label')}</label>
                <select
                  id={filterId}
                  value={filter}
                  onChange={(event) => handleFilterChange(parseKeyFilter(event.target.value))}
                >
                  {KEY_FILTERS.map((value) => (
                    <option key={value} value={value}>
                      {t(`filter.${value}`)}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className={styles.sortField}>
              <label htmlFor={sortId}>{t('list.sortLabel')}</label>
              <select
                id={sortId}
                value={sort}
                onChange={(event) => handleSortChange(parseKeySort(event.target.value))}
              >
                {KEY_SORTS.filter((value) => value !== 'state' || hasSettings).map((value) => (
                  <option key={value} value={value}>
                    {t(SORT_LABELS[value])}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ) : null}
      </div>
      {/* Live regions stay mounted so that each new message is announced. */}
      <p className={styles.notice} role="status">
        {settingsNotice || notice}
      </p>
      <p className={styles.alert} role="alert">
        {alert}
      </p>
      {list ? (
        list.items.length === 0 ? (
          <EmptyState
            icon={<KeyIcon />}
            title={t('empty.title')}
            description={t('empty.body')}
            action={<Link to={paths.docs}>{t('empty.docs')}</Link>}
          />
        ) : sortedKeys.length === 0 ? (
          <p className={styles.muted}>
            {t('filter.none')}
            {sentenceSpace(i18n.language)}
            <Button variant="ghost" size="small" onClick={() => handleFilterChange('all')}>
              {t('filter.showAll')}
            </Button>
          </p>
        ) : (
          <ul className={styles.list}>
            {sortedKeys.map((apiKey) => (
              <ApiKeyItem
                key={apiKey.id}
                apiKey={apiKey}
                now={now}
                onDelete={
                  onDelete &&
                  ((target) => {
                    setSettingsNotice('')
                    onDelete(target)
                  })
                }
                onSettings={handleSettings}
              />
            ))}
          </ul>
        )
      ) : keys.error ? (
        <ErrorState
          message={messageOf(keys.error)}
          onRetry={() => void keys.mutate()}
          isRetrying={keys.isValidating}
        />
      ) : (
        <div className={styles.loading} role="status">
          <span className="visually-hidden">{t('list.loading')}</span>
          <Skeleton className={styles.rowSkeleton} />
          <Skeleton className={styles.rowSkeleton} />
        </div>
      )}
      {hasOpenedSettings ? (
        <Suspense fallback={null}>
          <KeySettingsDialog
            apiKey={settingsKey}
            onClose={() => setSettingsKey(null)}
            onSaved={(text) => {
              setSettingsKey(null)
              setSettingsNotice(text)
            }}
            fallbackFocus={() => (typeof titleRef === 'object' ? (titleRef?.current ?? null) : null)}
          />
        </Suspense>
      ) : null}
    </section>
  )
}
