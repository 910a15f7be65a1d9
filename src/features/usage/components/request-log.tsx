import { useCallback, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '#src/components/errors/use-error-message.ts'
import { ClockIcon } from '#src/components/icons/icons.tsx'
import { Button } from '#src/components/ui/button.tsx'
import { EmptyState } from '#src/components/ui/empty-state.tsx'
import { ErrorState } from '#src/components/ui/error-state.tsx'
import { SkeletonText } from '#src/components/ui/skeleton.tsx'
import { useLazyMessages } from '#src/lib/lazy-messages.ts'
import { formatNumber, joinSentences } from '#src/utils/format.ts'
import {
  filtersOf,
  type LogFilters,
  type UsageQuery,
  type UsageRequest,
} from '#src/features/usage/utils/usage-query.ts'
import { isUsageUnsupported } from '#src/features/usage/api/use-usage-summary.ts'
import { CsvExportButton } from './csv-export-button.tsx'
import { RequestLogDetails } from './request-log-details.tsx'
import { RequestLogGrid } from './request-log-grid.tsx'
import { useRequestLogPages } from './request-log-pages.ts'
import styles from './request-log.module.css'

// Not in the start-up loader's files, where each namespace costs /home bytes (src/lib/i18n.ts).
const messageFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../locales/*/request-log.json',
)

/**
 * The account's requests for the Usage tab's filters, newest first, loaded page by page as the reader scrolls;
 * a row opens its details. A new set of filters starts a new list (and a new scroll position).
 */
export function RequestLog({ query }: { query: UsageQuery }) {
  useLazyMessages(['request-log'], messageFiles)
  const filters = filtersOf(query)
  return <RequestLogFor key={JSON.stringify(filters)} filters={filters} />
}

function RequestLogFor({ filters }: { filters: LogFilters }) {
  const { t, i18n } = useTranslation('request-log')
  const messageOf = useErrorMessage()
  const titleId = useId()
  const hintId = useId()
  const log = useRequestLogPages(filters)
  const [openId, setOpenId] = useState<string | null>(null)
  const opened = openId === null ? null : (log.rows.find((row) => row.id === openId) ?? null)
  const handleOpen = useCallback((request: UsageRequest) => setOpenId(request.id), [])
  const { loadMore } = log

  if (isUsageUnsupported(log.error)) {
    return <p className={styles.unsupported}>{t('unsupported')}</p>
  }

  const hasRows = log.rows.length > 0
  const isFiltered = Boolean(filters.keyId || filters.model || filters.outcome)
  let body
  if (hasRows) {
    body = (
      <>
        <p id={hintId} className={styles.hint}>
          {t('keyboardHint')}
        </p>
        <RequestLogGrid
          rows={log.rows}
          hasMore={log.hasMore}
          canLoadMore={log.hasMore && !log.isLoadingMore && !log.error}
          onLoadMore={loadMore}
          onOpen={handleOpen}
          labelledBy={titleId}
          describedBy={hintId}
        />
        <ListEnd
          log={log}
          count={log.rows.length}
          language={i18n.language}
          errorMessage={log.error ? messageOf(log.error) : null}
        />
      </>
    )
  } else if (log.error) {
    body = <ErrorState message={messageOf(log.error)} onRetry={log.retry} />
  } else if (log.isLoading) {
    body = <SkeletonText lines={6} />
  } else {
    body = (
      <EmptyState
        icon={<ClockIcon />}
        title={t('empty.title')}
        description={isFiltered ? t('empty.filtered') : t('empty.plain')}
      />
    )
  }

  return (
    <section className={styles.log} aria-labelledby={titleId} aria-busy={log.isLoading}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        <CsvExportButton filters={filters} />
      </div>
      {body}
      <RequestLogDetails request={opened} onClose={() => setOpenId(null)} />
    </section>
  )
}

type ListEndProps = {
  log: ReturnType<typeof useRequestLogPages>
  count: number
  language: string
  errorMessage: string | null
}

/** Below the rows: the next page coming, its failure with Retry (the rows stay), or the end of the list. */
function ListEnd({ log, count, language, errorMessage }: ListEndProps) {
  const { t } = useTranslation('request-log')
  if (errorMessage) {
    return (
      <div className={styles.listEnd} role="alert">
        <p>{joinSentences(language, [t('loadMoreFailed'), errorMessage])}</p>
        <Button variant="secondary" size="small" onClick={log.retry}>
          {t('actions.retry', { ns: 'common' })}
        </Button>
      </div>
    )
  }
  return (
    <p className={styles.listEnd} role="status">
      {log.isLoadingMore ? t('loadingMore') : null}
      {!log.hasMore ? t('allShown', { count, rows: formatNumber(language, count) }) : null}
    </p>
  )
}
