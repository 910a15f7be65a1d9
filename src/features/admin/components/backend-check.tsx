import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertIcon, CheckIcon } from '#src/components/icons/icons.tsx'
import { Badge, type BadgeTone } from '#src/components/ui/badge.tsx'
import { Button } from '#src/components/ui/button.tsx'
import { runtimeConfig } from '#src/config/runtime.ts'
import { useAuth } from '#src/lib/auth/auth-provider.tsx'
import { formatNumber } from '#src/utils/format.ts'
import {
  CHECK_TIMEOUT_MS,
  checkEndpoint,
  checkedOperations,
  optionalOperations,
  type CheckOutcome,
  type ContractIssue,
  type ContractOperation,
} from '#src/features/admin/contract/check-endpoint.ts'
import styles from './admin.module.css'

type RowState = { kind: 'idle' } | { kind: 'pending' } | { kind: 'skipped' } | CheckOutcome

const MAX_ISSUES_SHOWN = 8

function statusTone(status: number): BadgeTone {
  if (status < 300) return 'success'
  if (status < 500) return 'warning'
  return 'danger'
}

function IssueList({ issues }: { issues: ContractIssue[] }) {
  const { t } = useTranslation('admin')
  const hidden = issues.length - MAX_ISSUES_SHOWN
  return (
    <ul className={styles.issues}>
      {issues.slice(0, MAX_ISSUES_SHOWN).map((issue, index) => (
        <li key={index}>
          {t(`check.issue.${issue.keyword}`, {
            path: issue.path,
            ...issue.params,
            // The length and item limits agree with their noun («1 символа», «5 символов»).
            count: issue.params.limit === undefined ? undefined : Number(issue.params.limit),
          })}
        </li>
      ))}
      {hidden > 0 ? <li>{t('check.moreIssues', { count: hidden })}</li> : null}
    </ul>
  )
}

/** Calls only operations that change nothing: every GET, and the ones with a safe `x-check-body`. */
export function BackendCheck() {
  const { t, i18n } = useTranslation('admin')
  const { token, isAuthenticated } = useAuth()
  const [rows, setRows] = useState<Record<string, RowState>>({})
  const [isRunning, setIsRunning] = useState(false)
  const sessionToken = isAuthenticated ? token : null

  const handleRun = async () => {
    if (isRunning) return
    setIsRunning(true)
    setRows(
      Object.fromEntries(
        checkedOperations.map((operation) => [
          operation.operationId,
          { kind: operation.secured && !sessionToken ? 'skipped' : 'pending' },
        ]),
      ),
    )
    // One at a time, so that each latency is the backend's alone and failures hit a predictable endpoint.
    for (const operation of checkedOperations) {
      if (operation.secured && !sessionToken) continue
      const outcome = await checkEndpoint(runtimeConfig.apiOrigin, operation, sessionToken)
      setRows((current) => ({ ...current, [operation.operationId]: outcome }))
    }
    setIsRunning(false)
  }

  const answered = Object.values(rows).filter((row) => row.kind === 'answered')
  // An optional operation the backend does not offer is neither a success nor a fault.
  const checked = Object.values(rows).filter(
    (row) => row.kind !== 'skipped' && row.kind !== 'idle' && row.kind !== 'notOffered',
  ).length
  const conforming = answered.filter((row) => row.issues.length === 0).length
  const hasResults = checked > 0 && !isRunning

  const latency = (row: RowState) =>
    'latencyMs' in row
      ? t('check.latencyValue', { ms: formatNumber(i18n.language, Math.round(row.latencyMs)) })
      : '—'

  const statusCell = (row: RowState) => {
    switch (row.kind) {
      case 'idle':
        return '—'
      case 'pending':
        return t('check.pending')
      case 'skipped':
        return t('check.skipped')
      case 'network':
        return t('check.network')
      case 'timeout':
        return t('check.timeout', { seconds: CHECK_TIMEOUT_MS / 1000 })
      case 'answered':
        return <Badge tone={statusTone(row.status)}>{row.status}</Badge>
      case 'notOffered':
        return <Badge tone="neutral">{row.status}</Badge>
    }
  }

  const contractCell = (operation: ContractOperation, row: RowState) => {
    if (row.kind === 'notOffered') return t('check.notOffered')
    if (row.kind !== 'answered') return '—'
    if (row.issues.length === 0) {
      return (
        <>
          <Badge tone="success" icon={<CheckIcon />}>
            {t('check.conforms')}
          </Badge>
          {
            // A 401 to a probe credential nobody was issued is how a backend shows that it offers the operation.
            operation.headers && operation.optional && row.status === 401 ? (
              <span className={styles.muted}> {t('check.offeredProbe')}</span>
            ) : null
          }
        </>
      )
    }
    return (
      <>
        <Badge tone="danger" icon={<AlertIcon />}>
          {t('check.violates')}
        </Badge>
        <IssueList issues={row.issues} />
      </>
    )
  }

  return (
    <section className={styles.section} aria-labelledby="admin-check">
      <h2 id="admin-check">{t('check.title')}</h2>
      <p className={styles.muted}>{t('check.description')}</p>
      {sessionToken ? null : <p>{t('check.signedOutNote')}</p>}
      <div className={styles.actions}>
        {/* Off in the shell page, painted before the app can run the check. */}
        <Button onClick={() => void handleRun()} isLoading={isRunning} disabled={import.meta.env.SSR}>
          {isRunning ? t('check.running') : t('check.run')}
        </Button>
        <p className={styles.status} role="status">
          {hasResults ? t('check.summary', { conforming, checked }) : ''}
        </p>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table} role="table">
          <caption className="visually-hidden">{t('check.caption')}</caption>
          <thead>
            <tr role="row">
              <th scope="col" role="columnheader">
                {t('check.endpoint')}
              </th>
              <th scope="col" role="columnheader">
                {t('check.status')}
              </th>
              <th scope="col" role="columnheader">
                {t('check.latency')}
              </th>
              <th scope="col" role="columnheader">
                {t('check.contract')}
              </th>
            </tr>
          </thead>
          <tbody>
            {checkedOperations.map((operation) => {
              const row = rows[operation.operationId] ?? { kind: 'idle' }
              return (
                <tr key={operation.operationId} role="row">
                  <th scope="row" role="rowheader" data-label={t('check.endpoint')}>
                    <span className={styles.endpoint}>
                      <code>{`${operation.method ?? 'GET'} ${operation.path}`}</code>
                      <span className={styles.muted}>
                        {operation.headers
                          ? t('check.probeKey')
                          : operation.secured
                            ? t('check.needsSession')
                            : t('check.public')}
                        {operation.optional ? ` · ${t('check.optional')}` : null}
                      </span>
                    </span>
                  </th>
                  <td role="cell" data-label={t('check.status')}>
                    {statusCell(row)}
                  </td>
                  <td role="cell" data-label={t('check.latency')}>
                    {latency(row)}
                  </td>
                  <td role="cell" data-label={t('check.contract')}>
                    {contractCell(operation, row)}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {optionalOperations.length > 0 ? (
        <section aria-labelledby="admin-check-optional">
          <h3 id="admin-check-optional">{t('check.optionalTitle')}</h3>
          <p className={styles.muted}>{t('check.optionalDescription')}</p>
          <ul className={styles.optionalList}>
            {optionalOperations.map((operation) => (
              <li key={operation.operationId}>
                <code>{`${operation.method} ${operation.path}`}</code>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  )
}
