import { useId, useMemo, type Ref } from 'react'
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
import { ApiKeyItem } from './api-key-item.tsx'
import styles from './api-keys.module.css'
import { KEY_SORTS, parseKeySort, sortApiKeys, type KeySort } from './sort-keys.ts'

type ApiKey = components['schemas']['ApiKey']

/** The message key of each sort's option. */
const SORT_LABELS = {
  newest: 'list.sort.newest',
  'last-used': 'list.sort.lastUsed',
  'usage-today': 'list.sort.usageToday',
  name: 'list.sort.name',
} as const satisfies Record<KeySort, string>

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

/** The account's keys, sorted as `?sort=` says (so that the order survives a reload and can be shared). */
export function KeyList({ titleRef, notice, alert, onDelete }: KeyListProps) {
  const { t, i18n } = useTranslation(['api-keys', 'common'])
  const messageOf = useErrorMessage()
  const titleId = useId()
  const sortId = useId()
  const keys = useApiKeys()
  const [searchParams, setSearchParams] = useSearchParams()
  const sort = parseKeySort(searchParams.get('sort'))

  const list = keys.data
  const sortedKeys = useMemo(
    () => (list ? sortApiKeys(list.items, sort, i18n.language) : []),
    [list, sort, i18n.language],
  )
  const handleSortChange = (next: KeySort) => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous)
        // The default order needs no parameter: the URL stays as short as before.
        if (next === 'newest') params.delete('sort')
        else params.set('sort', next)
        return params
      },
      { replace: true },
    )
  }

  return (
    <section className={styles.listSection} aria-labelledby={titleId}>
      <div className={styles.listHeader}>
        <h3 id={titleId} ref={titleRef} tabIndex={-1} className={`${styles.subtitle} ${styles.listTitle}`}>
          {t('list.title')}
        </h3>
        {list && list.items.length > 1 ? (
          <div className={styles.sortField}>
            <label htmlFor={sortId}>{t('list.sortLabel')}</label>
            <select
              id={sortId}
              value={sort}
              onChange={(event) => handleSortChange(parseKeySort(event.target.value))}
            >
              {KEY_SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(SORT_LABELS[value])}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {/* Live regions stay mounted so that each new message is announced. */}
      <p className={styles.notice} role="status">
        {notice}
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
        ) : (
          <ul className={styles.list}>
            {sortedKeys.map((apiKey) => (
              <ApiKeyItem key={apiKey.id} apiKey={apiKey} onDelete={onDelete} />
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
    </section>
  )
}
