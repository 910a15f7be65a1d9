import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom'
import { LayersIcon } from '#src/components/icons/icons.tsx'
import { Button } from '#src/components/ui/button.tsx'
import { EmptyState } from '#src/components/ui/empty-state.tsx'
import { ErrorState } from '#src/components/ui/error-state.tsx'
import { Skeleton } from '#src/components/ui/skeleton.tsx'
import { useDeferredQuery } from '#src/lib/api/swr.ts'
import { isCatalogueUnsupported, useModels } from '#src/features/models/api/use-models.ts'
import {
  CODING_TOOLS,
  CODING_TOOL_NAMES,
  filterModels,
  readFilter,
  toolOf,
  writeFilter,
  type CatalogueFilter,
} from '#src/features/models/utils/catalogue-filter.ts'
import { ModelTable } from './model-table.tsx'
import styles from './models.module.css'

/** About the table's height: the page's length barely changes when the models arrive. */
const SKELETON_ROWS = 12

/** The price list with its filters, which a link carries (`?tool=codex&q=opus`). */
export function ModelCatalogue() {
  const { t } = useTranslation('models')
  const [searchParams, setSearchParams] = useSearchParams()
  const location = useLocation()
  const navigationType = useNavigationType()
  const query = useDeferredQuery(useModels())
  const toolId = useId()
  const searchId = useId()

  // The router applies a new address in a transition: the fields follow the user at once, and the address
  // only when another page, a link or Back changed it.
  const [filter, setFilter] = useState(() => readFilter(searchParams))
  const [seenKey, setSeenKey] = useState(location.key)
  if (location.key !== seenKey) {
    setSeenKey(location.key)
    if (navigationType !== 'REPLACE') setFilter(readFilter(searchParams))
  }

  const choose = (change: Partial<CatalogueFilter>) => {
    const next = { ...filter, ...change }
    setFilter(next)
    setSearchParams((current) => writeFilter(current, next), { replace: true })
  }

  const models = query.data?.items ?? []
  const shown = filterModels(models, filter)
  const isFiltered = Boolean(filter.tool || filter.query.trim())

  let body
  if (query.data) {
    body =
      models.length === 0 ? (
        <EmptyState icon={<LayersIcon />} title={t('list.emptyTitle')} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<LayersIcon />}
          title={t('list.noMatchTitle')}
          description={t('list.noMatchText')}
          action={
            <Button variant="secondary" onClick={() => choose({ tool: null, query: '' })}>
              {t('filter.clear')}
            </Button>
          }
        />
      ) : (
        <ModelTable models={shown} />
      )
  } else if (query.error) {
    body = isCatalogueUnsupported(query.error) ? (
      <EmptyState
        icon={<LayersIcon />}
        title={t('list.unsupportedTitle')}
        description={t('list.unsupportedText')}
      />
    ) : (
      <ErrorState
        message={t('list.error')}
        onRetry={() => void query.mutate()}
        isRetrying={query.isValidating}
      />
    )
  } else {
    body = (
      <div className={styles.placeholder} aria-busy="true">
        <p role="status" className="visually-hidden">
          {t('list.loading')}
        </p>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} className={styles.rowSkeleton} />
        ))}
      </div>
    )
  }

  return (
    <>
      <search className={styles.filters} aria-label={t('filter.label')}>
        <div className={styles.field}>
          <label htmlFor={toolId}>{t('filter.tool')}</label>
          <select
            id={toolId}
            value={filter.tool ?? ''}
            onChange={(event) => choose({ tool: toolOf(event.target.value) })}
          >
            <option value="">{t('filter.allTools')}</option>
            {CODING_TOOLS.map((tool) => (
              <option key={tool} value={tool}>
                {CODING_TOOL_NAMES[tool]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={searchId}>{t('filter.search')}</label>
          <input
            id={searchId}
            type="search"
            value={filter.query}
            onChange={(event) => choose({ query: event.target.value })}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <p className={styles.count} role="status">
          {query.data && models.length > 0
            ? isFiltered
              ? t('list.shown', { shown: shown.length, count: models.length })
              : t('list.all', { count: models.length })
            : null}
        </p>
      </search>
      {body}
    </>
  )
}
