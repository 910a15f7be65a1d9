import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { useErrorMessage } from '#src/components/errors/use-error-message.ts'
import { CheckIcon } from '#src/components/icons/icons.tsx'
import { Button, buttonClass } from '#src/components/ui/button.tsx'
import { paths } from '#src/config/paths.ts'
import { useCountdown } from '#src/hooks/use-countdown.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { useAuth } from '#src/lib/auth/auth-provider.tsx'
import { useClaimBenefitPackage } from '#src/features/benefits/api/use-claim-benefit-package.ts'
import { CLAIM_BLOCK_CODE, claimBlock, type ClaimBlock } from '#src/features/benefits/utils/claim-block.ts'
import styles from './benefits.module.css'

/** Seconds between a successful claim and the move to the dashboard. */
export const REDIRECT_SECONDS = 3

/** Claiming refused for good: asking again cannot change the answer. */
const FINAL_REFUSALS = new Set<string>(Object.values(CLAIM_BLOCK_CODE))

/** Reasons that belong to the account: its dashboard is where to go next. */
const ACCOUNT_BLOCKS = new Set<ClaimBlock>(['already_claimed', 'not_eligible'])

/** Claim, disabled, with the reason beside it (and read as the button's description). */
function ClaimBlocked({ block }: { block: ClaimBlock }) {
  const { t } = useTranslation('benefits')
  const { t: tErrors } = useTranslation('errors')
  const reasonId = useId()
  return (
    <div className={styles.action}>
      <Button disabled aria-describedby={reasonId}>
        {t('claim.submit')}
      </Button>
      <p id={reasonId} className={styles.reason}>
        {tErrors(CLAIM_BLOCK_CODE[block])}
      </p>
      {ACCOUNT_BLOCKS.has(block) ? (
        <p className={styles.reasonAction}>
          <Link to={paths.dashboard}>{t('claim.toDashboard')}</Link>
        </p>
      ) : null}
    </div>
  )
}

function LoginRequired({ packageId }: { packageId: string }) {
  const { t } = useTranslation('benefits')
  const returnTo = encodeURIComponent(paths.claimHref(packageId))
  return (
    <div className={styles.login}>
      <p className={styles.loginTitle}>{t('claim.loginRequired')}</p>
      <p>{t('claim.loginHint')}</p>
      <div className={styles.action}>
        <Link className={buttonClass()} to={`${paths.login}?returnTo=${returnTo}`}>
          {t('claim.login')}
        </Link>
        <Link className={buttonClass({ variant: 'secondary' })} to={`${paths.register}?returnTo=${returnTo}`}>
          {t('claim.register')}
        </Link>
      </div>
    </div>
  )
}

function ClaimSucceeded({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation('benefits')
  return (
    <div className={styles.success}>
      <div role="status">
        <p className={styles.successTitle}>
          <CheckIcon />
          {t('success.claimed')}
        </p>
        <p>{t('success.redirecting')}</p>
      </div>
      <p>
        <span className={styles.countdown}>{t('success.countdown', { count: secondsLeft })}</span>
      </p>
      <p>
        <Link to={paths.dashboard} replace>
          {t('success.goNow')}
        </Link>
      </p>
    </div>
  )
}

type ClaimPanelProps = {
  /** The package code as it appears in the page's URL. */
  packageId: string
  /** The package's details, which tell whether (and why not) it can be claimed now. */
  benefitPackage: components['schemas']['BenefitPackage']
}

export function ClaimPanel({ packageId, benefitPackage }: ClaimPanelProps) {
  const { t } = useTranslation('benefits')
  const messageOf = useErrorMessage()
  const navigate = useNavigate()
  const { isAuthenticated } = useAuth()
  const claim = useClaimBenefitPackage(packageId)
  const { secondsLeft, start } = useCountdown()
  const [isClaimed, setIsClaimed] = useState(false)
  const [now] = useState(() => Date.now())

  useEffect(() => {
    if (isClaimed && secondsLeft === 0) void navigate(paths.dashboard, { replace: true })
  }, [isClaimed, secondsLeft, navigate])

  const handleClaim = async () => {
    if (claim.isMutating || isClaimed) return
    try {
      await claim.trigger()
    } catch {
      // Shown from `claim.error`.
      return
    }
    setIsClaimed(true)
    start(REDIRECT_SECONDS)
  }

  const errorCode = claim.error?.code
  const block = isClaimed || claim.error ? undefined : claimBlock(benefitPackage, now)
  // Ended and not started hold for everyone: no point in logging in first.
  if (block && (isAuthenticated || !ACCOUNT_BLOCKS.has(block))) return <ClaimBlocked block={block} />
  if (!isAuthenticated || errorCode === 'UNAUTHORIZED') return <LoginRequired packageId={packageId} />
  if (isClaimed) return <ClaimSucceeded secondsLeft={secondsLeft} />

  const isRefused = errorCode !== undefined && FINAL_REFUSALS.has(errorCode)
  const failure = claim.error
    ? isRefused
      ? messageOf(claim.error)
      : t('claim.failed', { reason: messageOf(claim.error) })
    : ''
  return (
    <div className={styles.action}>
      <p className={styles.alert} role="alert">
        {failure}
      </p>
      {isRefused ? (
        <Link className={buttonClass({ variant: 'secondary' })} to={paths.dashboard}>
          {t('claim.toDashboard')}
        </Link>
      ) : (
        <Button onClick={() => void handleClaim()} isLoading={claim.isMutating}>
          {claim.isMutating ? t('claim.pending') : t('claim.submit')}
        </Button>
      )}
    </div>
  )
}
