import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual'
import {
  memo,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react'
import { useTranslation } from 'react-i18next'
import type { UsageRequest } from '#src/features/usage/utils/usage-query.ts'
import { useRequestFormat } from './request-log-format.ts'
import { RequestOutcome } from './request-log-outcome.tsx'
import styles from './request-log.module.css'

const COLUMNS = ['time', 'key', 'model', 'tokens', 'cost', 'duration', 'outcome'] as const

/**
 * Every row has the height the style sheet gives it (one line on a wide screen, a three-line card on a phone):
 * measuring each drawn row would lay the page out again on every scrolled frame. This is that height until the
 * style sheet's is read.
 */
const ROW_ESTIMATE = 44

/** The next page is asked for when this few loaded rows are left below the last one in view. */
const NEAR_END_ROWS = 30

/** PageUp and PageDown move by about a screenful of the box. */
const PAGE_STEP = 10

type RequestLogGridProps = {
  rows: UsageRequest[]
  /** More rows may follow: the grid's row count is unknown until the last page. */
  hasMore: boolean
  /** The next page may be asked for now (none in flight, none failed). */
  canLoadMore: boolean
  onLoadMore: () => void
  onOpen: (request: UsageRequest) => void
  labelledBy: string
  describedBy: string
}

/**
 * The log as an ARIA grid that keeps its meaning while only the rows in view are on the page: the row count and
 * each row's index are given, one row is the tab stop, the arrow keys move between rows and Enter opens one.
 */
export function RequestLogGrid({
  rows,
  hasMore,
  canLoadMore,
  onLoadMore,
  onOpen,
  labelledBy,
  describedBy,
}: RequestLogGridProps) {
  const { t } = useTranslation('request-log')
  const format = useRequestFormat()
  const scrollRef = useRef<HTMLDivElement>(null)
  const [activeId, setActiveId] = useState<string | null>(null)
  const [rowHeight, setRowHeight] = useState(ROW_ESTIMATE)
  const shouldFocusRef = useRef(false)
  const activeIndex = activeId === null ? -1 : rows.findIndex((row) => row.id === activeId)

  // The build has no React Compiler, which is what the rule protects: the virtualizer re-renders through its state.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 2,
    // The focused row stays on the page while the wheel scrolls it out of view: removing it would drop the focus.
    rangeExtractor: (range) => {
      const drawn = defaultRangeExtractor(range)
      if (activeIndex < 0 || drawn.includes(activeIndex)) return drawn
      return [...drawn, activeIndex].sort((a, b) => a - b)
    },
    // A scroll renders in React's own time: a synchronous render per scroll event would block the page.
    useFlushSync: false,
  })
  const items = virtualizer.getVirtualItems()
  // The range in view, not the rows drawn: the focused row may be drawn far from it.
  const lastInView = virtualizer.range?.endIndex ?? -1

  useEffect(() => {
    if (canLoadMore && lastInView >= rows.length - NEAR_END_ROWS) onLoadMore()
  }, [canLoadMore, lastInView, rows.length, onLoadMore])

  // The style sheet's `--row-height` (registered as a length, so it reads in pixels) follows the box's width.
  useLayoutEffect(() => {
    const box = scrollRef.current
    if (!box || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      const height = Number.parseFloat(getComputedStyle(box).getPropertyValue('--row-height'))
      if (height > 0) setRowHeight(height)
    })
    observer.observe(box)
    return () => observer.disconnect()
  }, [])
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight])

  const isActiveDrawn = items.some((item) => item.index === activeIndex)
  const tabStop = isActiveDrawn ? activeIndex : (items[0]?.index ?? 0)

  // Rows that arrive on top push the others down: a reader scrolled into the list stays on the rows they read.
  const firstIdRef = useRef(rows[0]?.id)
  useLayoutEffect(() => {
    const previousFirst = firstIdRef.current
    firstIdRef.current = rows[0]?.id
    const box = scrollRef.current
    if (!box || box.scrollTop === 0 || previousFirst === undefined) return
    const added = rows.findIndex((row) => row.id === previousFirst)
    if (added > 0) box.scrollTop += added * rowHeight
  }, [rows, rowHeight])

  // After a key moved the active row, focus it once it is drawn (scrolling to it may take a frame).
  useLayoutEffect(() => {
    if (!shouldFocusRef.current || activeIndex < 0) return
    const row = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`)
    if (!row) return
    shouldFocusRef.current = false
    row.focus({ preventScroll: true })
  })

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index))
    const row = rows[target]
    if (!row) return
    shouldFocusRef.current = true
    setActiveId(row.id)
    virtualizer.scrollToIndex(target, { align: 'auto' })
  }

  // One listener for every row: a row's own props stay the same while the list scrolls, so it is not drawn again.
  const rowOf = (event: SyntheticEvent) => {
    const row = (event.target as Element).closest<HTMLElement>('[role="row"][data-index]')
    const index = row ? Number(row.dataset.index) : -1
    return { index, request: rows[index] }
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { index, request } = rowOf(event)
    if (!request) return
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + PAGE_STEP,
      PageUp: index - PAGE_STEP,
      Home: 0,
      End: rows.length - 1,
    }
    const target = moves[event.key]
    if (target !== undefined) {
      event.preventDefault()
      moveTo(target)
      return
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onOpen(request)
    }
  }

  return (
    <div
      role="grid"
      className={styles.grid}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-rowcount={hasMore ? -1 : rows.length + 1}
      aria-colcount={COLUMNS.length}
      aria-readonly="true"
    >
      <div role="rowgroup" className={styles.head}>
        <div role="row" aria-rowindex={1} className={styles.row}>
          {COLUMNS.map((column) => (
            <div role="columnheader" key={column} className={styles[column]}>
              {t(`columns.${column}`)}
            </div>
          ))}
        </div>
      </div>
      <div ref={scrollRef} className={styles.scroller}>
        <div
          role="rowgroup"
          className={styles.body}
          style={{ height: virtualizer.getTotalSize() }}
          onClick={(event) => {
            const { request } = rowOf(event)
            if (request) onOpen(request)
          }}
          onFocus={(event) => {
            const { request } = rowOf(event)
            if (request) setActiveId(request.id)
          }}
          onKeyDown={handleKeyDown}
        >
          {items.map((item) => {
            const request = rows[item.index]
            if (!request) return null
            return (
              <LogRow
                key={item.key}
                request={request}
                index={item.index}
                start={item.start}
                isTabStop={item.index === tabStop}
                format={format}
              />
            )
          })}
        </div>
      </div>
    </div>
  )
}

type LogRowProps = {
  request: UsageRequest
  index: number
  start: number
  isTabStop: boolean
  format: ReturnType<typeof useRequestFormat>
}

const LogRow = memo(function LogRow({ request, index, start, isTabStop, format }: LogRowProps) {
  const { t } = useTranslation('request-log')
  return (
    <div
      role="row"
      data-index={index}
      aria-rowindex={index + 2}
      tabIndex={isTabStop ? 0 : -1}
      className={styles.row}
      style={{ transform: `translateY(${start}px)` }}
    >
      <div role="gridcell" className={styles.time}>
        <time dateTime={request.at}>{format.time(request)}</time>
      </div>
      <div role="gridcell" className={styles.key}>
        {request.keyName ?? <em className={styles.muted}>{t('deletedKey')}</em>}
      </div>
      <div role="gridcell" className={styles.model}>
        {request.model}
      </div>
      <div role="gridcell" className={styles.tokens}>
        {format.tokens(request)}
      </div>
      <div role="gridcell" className={styles.cost}>
        {format.cost(request.cost.amount)}
      </div>
      <div role="gridcell" className={styles.duration}>
        {format.duration(request.durationMs)}
      </div>
      <div role="gridcell" className={styles.outcome}>
        <RequestOutcome request={request} />
      </div>
    </div>
  )
})
