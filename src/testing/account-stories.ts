/**
 * What the stories of the account and its sign-in share: the backend states every section has
 * (never answering, failing, lacking the operation), and accounts set up on the mock as a person would have left
 * them. The backend is always the mock's own handlers; these only put a story's answers in front of them.
 */
import { delay } from 'msw'
import { Secret, TOTP } from 'otpauth'
import { db } from '#mocks/db.ts'
import { http, offContract } from '#mocks/http.ts'
import { findUserByEmail } from '#mocks/rules.ts'
import { buildSession } from '#mocks/seed.ts'
import { enableTwoFactor, startTwoFactorSetup } from '#mocks/two-factor.ts'
import type { paths } from '#src/lib/api/schema.d.ts'

type ReadPath = { [Path in keyof paths]: paths[Path] extends { get: object } ? Path : never }[keyof paths]

/** The section's data never arrives: it stays loading. */
export function neverAnswered(path: ReadPath) {
  return http.get(path, async () => {
    await delay('infinite')
  })
}

/** The backend fails to read the section's data. */
export function failedToLoad(path: ReadPath) {
  return http.get(path, ({ response }) =>
    response.untyped(
      offContract.json({ error: 'Internal server error', code: 'INTERNAL_ERROR' }, { status: 500 }),
    ),
  )
}

/** A backend without the (optional) operation answers 405, outside the contract. */
export function notOffered(path: ReadPath) {
  return http.get(path, ({ response }) => response.untyped(offContract.body(null, { status: 405 })))
}

function seededAccount(email: string) {
  const user = findUserByEmail(email)
  if (!user) throw new Error(`${email} is not seeded`)
  return user
}

/** Turns two-step sign-in on for a seeded account; the authenticator's codes come from `totp`. */
export async function turnOnTwoFactor(email: string): Promise<{ totp: TOTP; recoveryCodes: string[] }> {
  const user = seededAccount(email)
  const { secret } = startTwoFactorSetup(user.id, user.email)
  const totp = new TOTP({ secret: Secret.fromBase32(secret) })
  const recoveryCodes = await enableTwoFactor(user.id, totp.generate(), Date.now())
  if (!recoveryCodes) throw new Error('The first code did not turn two-step sign-in on')
  return { totp, recoveryCodes }
}

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/**
 * The account is also signed in on a phone (an hour ago) and a laptop (two days ago), and the story's own session
 * is this browser's.
 */
export function signedInElsewhere(email: string): void {
  const user = seededAccount(email)
  const now = Date.now()
  for (const session of db.sessions.values()) {
    if (session.userId === user.id) session.userAgent = navigator.userAgent
  }
  for (const [userAgent, ipAddress, ago] of [
    [PHONE, '203.0.113.24', 3_600_000],
    [LAPTOP, '198.51.100.7', 2 * 86_400_000],
  ] as const) {
    const session = buildSession({ userId: user.id, userAgent, ipAddress, createdAt: now - ago })
    db.sessions.set(session.token, session)
  }
}
