import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#src/components/ui/button.tsx'
import { runtimeConfig } from '#src/config/runtime.ts'
import { useAuth } from '#src/lib/auth/auth-provider.tsx'
import type { MockControlsState } from '#src/features/admin/api/mock-request.ts'
import { useResetMockData } from '#src/features/admin/api/use-reset-mock-data.ts'
import styles from './admin.module.css'
import { MockControlsForm } from './mock-controls-form.tsx'
import { OutboxList } from './outbox-list.tsx'
import { SeedLists } from './seed-lists.tsx'
import { useMockFailureReason } from './use-mock-failure-reason.ts'

type MockPanelProps = { controls: MockControlsState }

type ResetResult = { kind: 'done'; signedOut: boolean } | { kind: 'failed'; reason: string }

/** Drives the mock backend: controls, reset to the seed, and the demo data. Loaded only when a mock answers. */
export function MockPanel({ controls }: MockPanelProps) {
  const { t } = useTranslation('admin')
  const reasonOf = useMockFailureReason()
  const { isAuthenticated, logout } = useAuth()
  const reset = useResetMockData()
  const [formVersion, setFormVersion] = useState(0)
  const [resetResult, setResetResult] = useState<ResetResult | null>(null)

  const handleReset = async () => {
    if (reset.isMutating) return
    setResetResult(null)
    try {
      await reset.trigger()
    } catch (error) {
      setResetResult({ kind: 'failed', reason: reasonOf(error) })
      return
    }
    // The reset ended every session: a stored token would only bounce the next request to /login.
    const signedOut = isAuthenticated && logout()
    setFormVersion((version) => version + 1)
    setResetResult({ kind: 'done', signedOut })
  }

  return (
    <section className={styles.section} aria-labelledby="admin-mock">
      <h2 id="admin-mock">{t('mock.title')}</h2>
      <p className={styles.muted}>{t('mock.description', { origin: runtimeConfig.apiOrigin })}</p>

      <h3>{t('mock.controls.title')}</h3>
      <MockControlsForm key={formVersion} initial={controls} />

      <h3>{t('mock.reset.title')}</h3>
      <p className={styles.muted}>{t('mock.reset.description')}</p>
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => void handleReset()} isLoading={reset.isMutating}>
          {reset.isMutating ? t('mock.reset.running') : t('mock.reset.run')}
        </Button>
        <p className={styles.status} role="status">
          {resetResult?.kind === 'done'
            ? resetResult.signedOut
              ? t('mock.reset.doneSignedOut')
              : t('mock.reset.done')
            : ''}
        </p>
        <p className={styles.alert} role="alert">
          {resetResult?.kind === 'failed' ? t('mock.reset.failed', { reason: resetResult.reason }) : ''}
        </p>
      </div>

      <h3>{t('seed.title')}</h3>
      <SeedLists />

      <h3>{t('outbox.title')}</h3>
      <p className={styles.muted}>{t('outbox.description')}</p>
      <OutboxList />
    </section>
  )
}
