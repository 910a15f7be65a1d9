import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '#src/components/errors/use-error-message.ts'
import { Button } from '#src/components/ui/button.tsx'
import { formatNumber } from '#src/utils/format.ts'
import { csvFileName } from '#src/features/usage/utils/csv.ts'
import { exportRequestsCsv, type FetchPage } from '#src/features/usage/utils/csv-export.ts'
import type { LogFilters } from '#src/features/usage/utils/usage-query.ts'
import styles from './request-log.module.css'
import { saveFile } from '#src/utils/save-file.ts'

type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; rows: number }
  | { phase: 'done'; rows: number }
  | { phase: 'cancelled' }
  | { phase: 'failed'; reason: string }

type CsvExportButtonProps = {
  filters: LogFilters
  /** Tests and stories may page from elsewhere; the app reads the API. */
  fetchPage?: FetchPage
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError'
}

/** Exports every request the filters select as CSV, with the rows counted as they come in and Cancel. */
export function CsvExportButton({ filters, fetchPage }: CsvExportButtonProps) {
  const { t, i18n } = useTranslation('request-log')
  const messageOf = useErrorMessage()
  const [state, setState] = useState<ExportState>({ phase: 'idle' })
  // Set before the first await: a double click reaches here twice before React renders the button disabled.
  const controllerRef = useRef<AbortController | null>(null)

  useEffect(() => () => controllerRef.current?.abort(), [])

  const handleExport = async () => {
    if (controllerRef.current) return
    const controller = new AbortController()
    controllerRef.current = controller
    setState({ phase: 'running', rows: 0 })
    try {
      const { blob, rows } = await exportRequestsCsv({
        filters,
        signal: controller.signal,
        onProgress: (count) => setState({ phase: 'running', rows: count }),
        ...(fetchPage ? { fetchPage } : {}),
      })
      saveFile(blob, csvFileName(filters))
      setState({ phase: 'done', rows })
    } catch (error) {
      if (controller.signal.aborted || isAbort(error)) setState({ phase: 'cancelled' })
      else setState({ phase: 'failed', reason: messageOf(error) })
    } finally {
      controllerRef.current = null
    }
  }

  const isRunning = state.phase === 'running'
  return (
    <div className={styles.export}>
      {/* Not `disabled`: the button keeps the focus, and Cancel sits beside it, not under the second click. */}
      <Button variant="secondary" aria-disabled={isRunning} onClick={() => void handleExport()}>
        {t('csv.export')}
      </Button>
      {isRunning ? (
        <Button variant="ghost" onClick={() => controllerRef.current?.abort()}>
          {t('csv.cancel')}
        </Button>
      ) : null}
      <p role="status" className={styles.exportStatus}>
        {state.phase === 'running'
          ? t('csv.exporting', { count: state.rows, rows: formatNumber(i18n.language, state.rows) })
          : null}
        {state.phase === 'done'
          ? t('csv.done', { count: state.rows, rows: formatNumber(i18n.language, state.rows) })
          : null}
        {state.phase === 'cancelled' ? t('csv.cancelled') : null}
        {state.phase === 'failed' ? t('csv.failed', { reason: state.reason }) : null}
      </p>
    </div>
  )
}
