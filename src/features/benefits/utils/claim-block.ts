import type { components } from '#src/lib/api/schema.d.ts'

type BenefitPackage = components['schemas']['BenefitPackage']

/** Why a package cannot be claimed now; each has its own reason beside the disabled Claim button. */
export type ClaimBlock = 'ended' | 'not_started' | 'already_claimed' | 'not_eligible'

/** The error code a claim refused for that reason answers with, whose translation is the reason shown. */
export const CLAIM_BLOCK_CODE = {
  ended: 'PACKAGE_ENDED',
  not_started: 'PACKAGE_NOT_STARTED',
  already_claimed: 'PACKAGE_ALREADY_CLAIMED',
  not_eligible: 'PACKAGE_NOT_ELIGIBLE',
} as const satisfies Record<ClaimBlock, components['schemas']['ErrorCode']>

/**
 * `claimStatus` decides when sent; a backend may not send it, and a visitor gets none, so the dates still
 * tell `not_started` and `ended` (and catch a deadline passed since the details were loaded).
 */
export function claimBlock(benefitPackage: BenefitPackage, now: number): ClaimBlock | undefined {
  const { claimStatus, availableFrom, availableUntil } = benefitPackage
  if (claimStatus === 'already_claimed' || claimStatus === 'not_eligible') return claimStatus
  if (claimStatus === 'not_started' || (availableFrom != null && now < Date.parse(availableFrom))) {
    return 'not_started'
  }
  if (claimStatus === 'ended' || (availableUntil !== null && Date.parse(availableUntil) <= now))
    return 'ended'
  return undefined
}
