import { useMemo, useState, type ReactNode } from 'react'
import type { SWRConfiguration } from 'swr'
import type { i18n as I18n } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { placeRefusal, type ValidationIssue } from '#src/components/errors/refused-fields.ts'
import { useErrorMessage } from '#src/components/errors/use-error-message.ts'
import { ChartIcon } from '#src/components/icons/icons.tsx'
import { Button } from '#src/components/ui/button.tsx'
import { EmptyState } from '#src/components/ui/empty-state.tsx'
import { ErrorState } from '#src/components/ui/error-state.tsx'
import { preloadMessages, useLazyMessages } from '#src/lib/lazy-messages.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { useApiKeys } from '#src/lib/api/use-api-keys.ts'
import { useMySubscription } from '#src/lib/api/use-my-subscription.ts'
import { formatDateTime } from '#src/utils/format.ts'
import { useModels } from '#src/features/usage/api/use-models.ts'
import { isUsageUnsupported, useUsageSummary } from '#src/features/usage/api/use-usage-summary.ts'
import {
  readFilters,
  writeFilters,
  type UsageFilters,
  type UsageQuery,
} from '#src/features/usage/utils/filters.ts'
import {
  MAX_RANGE_DAYS,
  granularityOf,
  planMonthStart,
  rangeClock,
  resolveRange,
  userTimeZone,
  zonedDate,
  type RangeField,
  type RangeProblem,
} from '#src/features/usage/utils/range.ts'
import { CostBreakdown } from './cost-breakdown.tsx'
import { RequestLog } from './request-log.tsx'
import { RequestsOverTime } from './requests-over-time.tsx'
import { UsageFiltersForm, type FilterControl, type FilterOption } from './usage-filters.tsx'
import { UsageSkeleton } from './usage-skeleton.tsx'
import { UsageTotals } from './usage-totals.tsx'
import styles from './usage.module.css'

type Subscription = components['schemas']['Subscription']
type UsageSummary = components['schemas']['UsageSummary']

// The request log's messages too: it is rendered inside this tab.
const messageFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../locales/*/{usage,request-log}.json',
)

export type UsageTabProps = {
  /** How the summaries keep following live: the overview's `LIVE_QUERY`, given by the page (see there). */
  liveQuery: SWRConfiguration
  /** The request log below the charts, given the filters as the API takes them (tests look at what it gets). */
  renderLog?: (query: UsageQuery) => ReactNode
}

const NAMESPACES = ['usage', 'request-log']

/** For a page that expects the tab to open soon: its messages, which it would otherwise ask for as it renders. */
export function preloadUsageTab(i18n: I18n): void {
  preloadMessages(i18n, NAMESPACES, messageFiles)
}

/** The dashboard's Usage tab: a range and filters kept in the URL, the range's totals, cost by model and by key, requests over time. */
export default function UsageTab(props: UsageTabProps) {
  useLazyMessages(NAMESPACES, messageFiles)
  return <UsageView {...props} />
}

function UsageView({ liveQuery, renderLog = (query) => <RequestLog query={query} /> }: UsageTabProps) {
  const { t, i18n } = useTranslation('usage')
  const messageOf = useErrorMessage()
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = readFilters(searchParams)
  const filtersId = writeFilters(new URLSearchParams(), filters).toString()
  // A new visit to the tab starts from the time it opens.
  const [clocks] = useState(() => new Map<string, number>())
  const now = rangeClock(clocks, filtersId)
  const timeZone = useMemo(() => userTimeZone(), [])

  const subscription = useMySubscription(filters.range === 'plan')
  const range = resolveRange(filters, {
    now,
    timeZone,
    planStart: filters.range === 'plan' ? planStartOf(subscription.data, subscription.error, now) : null,
  })
  const query = range.status === 'ready' ? toQuery(filters, range) : null
  const granularity = range.status === 'ready' ? granularityOf(range, now) : 'day'

  const byModel = useUsageSummary(query && { ...query, groupBy: 'model' }, liveQuery)
  const byKey = useUsageSummary(query && { ...query, groupBy: 'key' }, liveQuery)
  const overTime = useUsageSummary(
    query && { ...query, groupBy: granularity, ...(granularity === 'day' ? { timeZone } : {}) },
    liveQuery,
  )
  // The choices of a filter are what the range holds under the other filters: choosing a model must not hide the rest.
  const modelChoices = useUsageSummary(
    query?.model ? { ...withoutField(query, 'model'), groupBy: 'model' } : null,
  )
  const keyChoices = useUsageSummary(
    query?.keyId ? { ...withoutField(query, 'keyId'), groupBy: 'key' } : null,
  )
  const keys = useApiKeys()
  const models = useModels()

  const summaries = [byModel, byKey, overTime]
  // A poll that fails after an answer leaves the answer on screen; SWR tries again at the next poll.
  const error = summaries.find((summary) => summary.error && !summary.data)?.error
  const isUnsupported = isUsageUnsupported(error)
  const refusal = error ? placeRefusal(error, describeRefusal(filters, t)) : undefined
  const controlErrors: Partial<Record<FilterControl, string>> = {
    ...refusal,
    ...(range.status === 'invalid' ? rangeProblems(range.problems, t) : {}),
  }

  // Typing a date replaces the entry; any other choice adds one, so Back returns to the view before it.
  const change = (next: UsageFilters, mode: 'push' | 'replace') => {
    const params = writeFilters(searchParams, next)
    if (params.toString() === searchParams.toString()) return
    setSearchParams(params, { replace: mode === 'replace' })
  }
  const chooseRange = (preset: UsageFilters['range']) => {
    // A custom range starts as the range on screen, so the dates only need adjusting.
    const shown =
      preset === 'custom' && range.status === 'ready'
        ? { from: zonedDate(range.from, timeZone), to: zonedDate((range.to ?? now) - 1, timeZone) }
        : { from: filters.from, to: filters.to }
    change({ ...filters, range: preset, ...shown }, 'push')
  }

  if (isUnsupported) {
    return (
      <div className={styles.usage}>
        <EmptyState
          icon={<ChartIcon />}
          title={t('unsupported.title')}
          description={t('unsupported.body')}
          action={
            <Link to={{ search: overviewSearch(searchParams) }} className={styles.textLink}>
              {t('unsupported.overview')}
            </Link>
          }
        />
      </div>
    )
  }

  const modelName = modelNamer(models.data?.items)
  const keyName = keyNamer(keys.data?.items, t)
  const totalsSource = byModel.data ?? byKey.data ?? overTime.data
  const isEmpty = totalsSource ? totalsSource.totals.requests + totalsSource.totals.failures === 0 : false
  const hasNarrowingFilters = Boolean(filters.key || filters.model || filters.outcome)
  const time = (ms: number) => formatDateTime(i18n.language, ms, { dateStyle: 'medium', timeStyle: 'short' })

  let body: ReactNode
  if (range.status === 'invalid' || refusal) body = null
  else if (error) {
    body = (
      <ErrorState
        message={messageOf(error)}
        onRetry={() => summaries.forEach((summary) => void summary.mutate())}
        isRetrying={summaries.some((summary) => summary.isValidating)}
      />
    )
  } else if (!totalsSource) body = <UsageSkeleton />
  else if (isEmpty) {
    body = (
      <EmptyState
        icon={<ChartIcon />}
        title={t('empty.title')}
        description={t('empty.body')}
        action={
          hasNarrowingFilters ? (
            <Button
              variant="secondary"
              onClick={() =>
                change({ ...filters, key: undefined, model: undefined, outcome: undefined }, 'push')
              }
            >
              {t('filters.clear')}
            </Button>
          ) : null
        }
      />
    )
  } else {
    const failuresSearch =
      filters.outcome === 'error' || totalsSource.totals.failures === 0
        ? null
        : `?${writeFilters(searchParams, { ...filters, outcome: 'error' }).toString()}`
    body = (
      <>
        <UsageTotals totals={totalsSource.totals} failuresSearch={failuresSearch} />
        <div className={styles.breakdowns}>
          <CostBreakdown
            kind="model"
            title={t('breakdown.byModel')}
            summary={byModel.data}
            nameOf={(group) => modelName(group.key, group.label)}
          />
          <CostBreakdown
            kind="key"
            title={t('breakdown.byKey')}
            summary={byKey.data}
            nameOf={(group) => keyName(group.key, group.label)}
          />
        </div>
        <RequestsOverTime
          summary={overTime.data?.groupBy === granularity ? overTime.data : undefined}
          range={range.status === 'ready' ? range : undefined}
          granularity={granularity}
          now={now}
          timeZone={timeZone}
        />
      </>
    )
  }

  const modelOptions = choicesOf(modelChoices.data ?? byModel.data, filters.model, (group) =>
    modelName(group.key, group.label),
  )
  const keyOptions = keyChoicesOf(keys.data?.items, keyChoices.data ?? byKey.data, filters.key, t)

  return (
    <div className={styles.usage} aria-busy={Boolean(query) && !totalsSource && !error}>
      <UsageFiltersForm
        filters={filters}
        timeZone={timeZone}
        keyOptions={keyOptions}
        modelOptions={modelOptions}
        errors={controlErrors}
        isPlanFallback={range.status === 'ready' && range.isPlanFallback === true}
        shown={
          range.status === 'ready'
            ? range.to === undefined
              ? t('filters.showingToNow', { from: time(range.from) })
              : t('filters.showing', { from: time(range.from), to: time(range.to) })
            : undefined
        }
        onRangeChange={chooseRange}
        onChange={change}
      />
      {body}
      {query && !error ? renderLog(query) : null}
    </div>
  )
}

function planStartOf(subscription: Subscription | undefined, error: unknown, now: number) {
  if (!subscription) return error ? null : undefined
  const isRunning = subscription.status === 'active' || subscription.status === 'expiring_soon'
  return isRunning && subscription.activeSince ? planMonthStart(subscription.activeSince, now) : null
}

function toQuery(filters: UsageFilters, range: { from: number; to?: number }): UsageQuery {
  const query: UsageQuery = { from: new Date(range.from).toISOString() }
  if (range.to !== undefined) query.to = new Date(range.to).toISOString()
  if (filters.key) query.keyId = filters.key
  if (filters.model) query.model = filters.model
  if (filters.outcome) query.outcome = filters.outcome
  return query
}

function withoutField(query: UsageQuery, field: 'model' | 'keyId'): UsageQuery {
  const rest = { ...query }
  delete rest[field]
  return rest
}

function overviewSearch(params: URLSearchParams): string {
  const next = new URLSearchParams(params)
  next.set('tab', 'overview')
  return `?${next.toString()}`
}

type T = ReturnType<typeof useTranslation<'usage'>>['t']

function rangeProblems(problems: Partial<Record<RangeField, RangeProblem>>, t: T) {
  const errors: Partial<Record<FilterControl, string>> = {}
  for (const field of ['from', 'to'] as const) {
    const problem = problems[field]
    if (problem) errors[field] = t(`filters.problems.${problem}`, { count: MAX_RANGE_DAYS })
  }
  return errors
}

/** A refused filter beside its control; from and to beside the dates, or beside the range for a preset. */
function describeRefusal(filters: UsageFilters, t: T) {
  return (issue: ValidationIssue): readonly [FilterControl, string] | undefined => {
    const invalid = t('filters.refused.invalid')
    switch (issue.field) {
      case 'from':
      case 'to': {
        const control = filters.range === 'custom' ? issue.field : 'range'
        if (issue.rule === 'order') return [control, t('filters.problems.order')]
        if (issue.rule === 'maxDays') {
          return [control, t('filters.problems.maxDays', { count: issue.limit ?? MAX_RANGE_DAYS })]
        }
        return [control, invalid]
      }
      case 'keyId':
        return ['key', issue.rule === 'enum' ? t('filters.refused.unknownKey') : invalid]
      case 'model':
      case 'outcome':
        return [issue.field, invalid]
      default:
        return undefined
    }
  }
}

type Model = components['schemas']['Model']
type ApiKey = components['schemas']['ApiKey']
type UsageGroup = components['schemas']['UsageGroup']

/** The catalogue's name, else the summary's, else the id the requests named. */
function modelNamer(catalogue: Model[] | undefined) {
  const names = new Map(catalogue?.map((model) => [model.id, model.name]))
  return (id: string, label: string | null) => names.get(id) ?? label ?? id
}

/** A deleted key has no name left: its id's end tells several apart. */
function keyNamer(keys: ApiKey[] | undefined, t: T) {
  const names = new Map(keys?.map((key) => [key.id, key.name]))
  return (id: string, label: string | null) =>
    names.get(id) ?? label ?? t('filters.deletedKey', { id: shortId(id) })
}

function shortId(id: string): string {
  return id.length > 8 ? `…${id.slice(-6)}` : id
}

function choicesOf(
  summary: UsageSummary | undefined,
  selected: string | undefined,
  nameOf: (group: UsageGroup) => string,
): FilterOption[] {
  const options = (summary?.groups ?? []).map((group) => ({ value: group.key, label: nameOf(group) }))
  if (selected && !options.some((option) => option.value === selected)) {
    options.unshift({ value: selected, label: selected })
  }
  return options
}

/** The account's keys by name, then the deleted keys the range's requests were made with. */
function keyChoicesOf(
  keys: ApiKey[] | undefined,
  summary: UsageSummary | undefined,
  selected: string | undefined,
  t: T,
): FilterOption[] {
  const held = [...(keys ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((key) => ({ value: key.id, label: key.name }))
  const heldIds = new Set(held.map((option) => option.value))
  const deleted = (summary?.groups ?? [])
    .filter((group) => !heldIds.has(group.key))
    .map((group) => ({
      value: group.key,
      label: group.label ?? t('filters.deletedKey', { id: shortId(group.key) }),
    }))
  const options = [...held, ...deleted]
  if (selected && !options.some((option) => option.value === selected)) {
    options.push({ value: selected, label: selected })
  }
  return options
}
