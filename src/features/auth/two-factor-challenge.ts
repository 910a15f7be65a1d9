import type { components } from '#src/lib/api/schema.d.ts'

export type TwoFactorChallenge = components['schemas']['TwoFactorChallenge']

/** A sign-in answer that asks for the second step instead of starting a session. */
export function isTwoFactorChallenge(answer: unknown): answer is TwoFactorChallenge {
  if (typeof answer !== 'object' || answer === null) return false
  const { twoFactorRequired, challengeToken } = answer as Partial<Record<string, unknown>>
  return twoFactorRequired === true && typeof challengeToken === 'string' && challengeToken.length > 0
}
