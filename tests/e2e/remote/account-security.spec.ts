import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { TOKEN_STORAGE_KEY } from '#src/config/storage-keys.ts'

/**
 * Password reset, two-step sign-in and sessions against the mock HTTP server (`npm run mock:server`), as another
 * backend would serve them: codes from the outbox, TOTP codes computed from the shown secret with `otpauth`.
 */
const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_API_PORT}`
const EMAIL = 'demo@example.com'
const STEP_MS = 30_000

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${API_ORIGIN}/__mock/reset`)).ok()).toBe(true)
})

async function logIn(page: Page, password = DEMO_PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(EMAIL)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard/)
}

async function post(request: APIRequestContext, path: string, data?: unknown, token?: string) {
  return request.post(`${API_ORIGIN}${path}`, {
    ...(data === undefined ? {} : { data }),
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
  })
}

test('a forgotten password is reset with the e-mailed code, and the new password signs in', async ({
  page,
  request,
}) => {
  const started = await post(request, '/api/auth/password-reset', { email: EMAIL })
  expect(started.status()).toBe(202)
  const outbox = (await (await request.get(`${API_ORIGIN}/__mock/outbox`)).json()) as {
    items: { to: string; reason: string; body: string }[]
  }
  const mail = outbox.items.find((item) => item.reason === 'passwordReset' && item.to === EMAIL)
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? ''
  const confirmed = await post(request, '/api/auth/password-reset/confirm', {
    email: EMAIL,
    code,
    newPassword: 'New-pass-2026',
  })
  expect(confirmed.status()).toBe(204)
  const old = await post(request, '/api/auth/login', { email: EMAIL, password: DEMO_PASSWORD })
  expect(old.status()).toBe(401)
  await logIn(page, 'New-pass-2026')
})

test('two-step sign-in: on with a code computed from the shown secret; a code and once a recovery code sign in', async ({
  request,
}) => {
  const signedIn = (await (
    await post(request, '/api/auth/login', { email: EMAIL, password: DEMO_PASSWORD })
  ).json()) as {
    token: string
  }
  const setup = (await (
    await post(request, '/api/user/two-factor/setup', undefined, signedIn.token)
  ).json()) as {
    secret: string
  }
  const totp = new TOTP({ secret: Secret.fromBase32(setup.secret) })
  const enabled = await post(
    request,
    '/api/user/two-factor/enable',
    { code: totp.generate() },
    signedIn.token,
  )
  expect(enabled.status()).toBe(200)
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] }
  expect(recoveryCodes).toHaveLength(10)

  const challenge = async () => {
    const answer = await post(request, '/api/auth/login', { email: EMAIL, password: DEMO_PASSWORD })
    const body = (await answer.json()) as {
      twoFactorRequired?: boolean
      challengeToken: string
      token?: string
    }
    expect(body.twoFactorRequired).toBe(true)
    expect(body.token).toBeUndefined()
    return body.challengeToken
  }
  const verify = async (code: string) =>
    post(request, '/api/auth/two-factor', { challengeToken: await challenge(), code })

  // The enabling code's step is used: the next step's code is the one an authenticator shows next.
  const byCode = await verify(totp.generate({ timestamp: Date.now() + STEP_MS }))
  expect(byCode.status()).toBe(200)
  const { token } = (await byCode.json()) as { token: string }
  const profile = await request.get(`${API_ORIGIN}/api/user/profile`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(((await profile.json()) as { twoFactorEnabled: boolean }).twoFactorEnabled).toBe(true)

  const [recovery = ''] = recoveryCodes
  expect((await verify(recovery)).status()).toBe(200)
  const reused = await verify(recovery)
  expect(reused.status()).toBe(400)
  expect(((await reused.json()) as { code: string }).code).toBe('TWO_FACTOR_CODE_INVALID')
})

test('signing out every other session sends the other browser to /login, and this one stays', async ({
  page,
  browser,
  request,
}) => {
  await logIn(page)
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await logIn(otherPage)

  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)
  const sessions = (await (
    await request.get(`${API_ORIGIN}/api/user/sessions`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { items: { current: boolean; userAgent: string | null }[] }
  expect(sessions.items).toHaveLength(2)
  expect(sessions.items.filter((session) => session.current)).toHaveLength(1)
  expect(sessions.items[0]?.userAgent).toContain('Chrome')

  const revoked = await post(request, '/api/user/sessions/revoke-others', undefined, token ?? '')
  expect(await revoked.json()).toEqual({ revoked: 1 })

  // The other browser may already be on its way out (the dashboard polls); opening a page makes sure it asks.
  await otherPage.goto('/dashboard?tab=keys')
  await expect(otherPage).toHaveURL(/\/login$/)
  await expect
    .poll(() => otherPage.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY))
    .toBeNull()
  await page.getByRole('tab', { name: 'API keys' }).click()
  await expect(page).toHaveURL(/\/dashboard\?tab=keys$/)
  await other.close()
})
