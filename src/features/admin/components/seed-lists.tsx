import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Badge, type BadgeTone } from '#src/components/ui/badge.tsx'
import { ErrorState } from '#src/components/ui/error-state.tsx'
import { SkeletonText } from '#src/components/ui/skeleton.tsx'
import { paths } from '#src/config/paths.ts'
import { formatDuration } from '#src/utils/format.ts'
import { useMockSeed } from '#src/features/admin/api/use-mock-seed.ts'
import styles from './admin.module.css'
import { useMockFailureReason } from './use-mock-failure-reason.ts'

const stateTones: Record<string, BadgeTone> = { unused: 'success', used: 'neutral', expired: 'warning' }

/** The demo accounts, activation codes and benefit packages of the mock's seed (`GET /__mock/seed`). */
export function SeedLists() {
  const { t, i18n } = useTranslation('admin')
  const reasonOf = useMockFailureReason()
  const seed = useMockSeed()

  if (seed.error && !seed.data) {
    return (
      <ErrorState
        message={t('seed.failed', { reason: reasonOf(seed.error) })}
        onRetry={() => void seed.mutate()}
        isRetrying={seed.isValidating}
      />
    )
  }
  if (!seed.data) {
    return (
      <>
        <p className="visually-hidden" role="status">
          {t('seed.loading')}
        </p>
        <SkeletonText lines={6} />
      </>
    )
  }
  const { accounts, activationCodes, benefitPackages, password, verificationCode } = seed.data
  const stateLabel = (state: string) =>
    state === 'unused' || state === 'used' || state === 'expired' ? t(`seed.states.${state}`) : state

  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('seed.password')}</dt>
        <dd>
          <code>{password}</code>
        </dd>
        <dt>{t('seed.verificationCode')}</dt>
        <dd>
          <code>{verificationCode}</code>
        </dd>
      </dl>

      <h3 id="admin-seed-accounts">{t('seed.accounts')}</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table} role="table" aria-labelledby="admin-seed-accounts">
          <thead>
            <tr role="row">
              <th scope="col" role="columnheader">
                {t('seed.email')}
              </th>
              <th scope="col" role="columnheader">
                {t('seed.about')}
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.email} role="row">
                <th scope="row" role="rowheader" data-label={t('seed.email')}>
                  <code>{account.email}</code>
                </th>
                <td role="cell" data-label={t('seed.about')} lang="en">
                  {account.description}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 id="admin-seed-codes">{t('seed.activationCodes')}</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table} role="table" aria-labelledby="admin-seed-codes">
          <thead>
            <tr role="row">
              <th scope="col" role="columnheader">
                {t('seed.code')}
              </th>
              <th scope="col" role="columnheader">
                {t('seed.plan')}
              </th>
              <th scope="col" role="columnheader">
                {t('seed.state')}
              </th>
            </tr>
          </thead>
          <tbody>
            {activationCodes.map((item) => (
              <tr key={item.code} role="row">
                <th scope="row" role="rowheader" data-label={t('seed.code')}>
                  <code>{item.code}</code>
                </th>
                <td role="cell" data-label={t('seed.plan')}>
                  <code>{item.planId}</code>
                </td>
                <td role="cell" data-label={t('seed.state')}>
                  <Badge tone={stateTones[item.state] ?? 'neutral'}>{stateLabel(item.state)}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 id="admin-seed-packages">{t('seed.packages')}</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table} role="table" aria-labelledby="admin-seed-packages">
          <thead>
            <tr role="row">
              <th scope="col" role="columnheader">
                {t('seed.code')}
              </th>
              <th scope="col" role="columnheader">
                {t('seed.duration')}
              </th>
              <th scope="col" role="columnheader">
                {t('seed.note')}
              </th>
            </tr>
          </thead>
          <tbody>
            {benefitPackages.map((item) => (
              <tr key={item.code} role="row">
                <th scope="row" role="rowheader" data-label={t('seed.code')}>
                  <Link to={paths.claimHref(item.code)} aria-label={t('seed.openClaim', { code: item.code })}>
                    <code>{item.code}</code>
                  </Link>
                </th>
                <td role="cell" data-label={t('seed.duration')}>
                  {formatDuration(i18n.language, item.durationDays, 'day')}
                </td>
                <td role="cell" data-label={t('seed.note')} lang="en">
                  {item.note}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
