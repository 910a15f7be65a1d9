import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import jsQR from 'jsqr'
import { Secret, TOTP } from 'otpauth'
import { afterEach, expect, test, vi } from 'vitest'
import { http, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { seedSignedInUser } from '#mocks/seed.ts'
import { enableTwoFactor, isTwoFactorOn, startTwoFactorSetup } from '#mocks/two-factor.ts'
import { captureDownloads } from '#src/testing/downloads.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { TwoFactorSection } from './two-factor-section.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function totpOf(secret: string) {
  return new TOTP({ secret: Secret.fromBase32(secret) })
}

/** A six-digit code none of the steps the mock accepts (now, one before, one after) would take. */
function wrongCodeFor(secret: string): string {
  const totp = totpOf(secret)
  const now = Date.now()
  const accepted = new Set([-1, 0, 1].map((step) => totp.generate({ timestamp: now + step * 30_000 })))
  for (let guess = 0; ; guess += 1) {
    const code = String(guess).padStart(6, '0')
    if (!accepted.has(code)) return code
  }
}

/** Reads the QR code as a phone would: draws the SVG's modules as pixels and decodes them. */
function decodeQr(svg: Element): string | undefined {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2])
  // eslint-disable-next-line testing-library/no-node-access -- the drawing itself is what a camera reads
  const drawing = svg.querySelector('path')?.getAttribute('d') ?? ''
  const dark = new Set([...drawing.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => `${x},${y}`))
  const scale = 4
  const width = size * scale
  const pixels = new Uint8ClampedArray(width * width * 4)
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const value = dark.has(`${Math.floor(x / scale)},${Math.floor(y / scale)}`) ? 0 : 255
      pixels.set([value, value, value, 255], (y * width + x) * 4)
    }
  }
  return jsQR(pixels, width, width)?.data
}

function expectNowhereStored(secret: string) {
  for (const storage of [localStorage, sessionStorage]) {
    expect(Object.values(storage).some((value) => String(value).includes(secret))).toBe(false)
  }
  expect(window.location.href).not.toContain(secret)
}

async function renderSection(email = 'demo@example.com') {
  // The Clipboard API is only offered to secure contexts; jsdom reports none.
  vi.stubGlobal('isSecureContext', true)
  const user = userEvent.setup()
  const session = await seedSignedInUser(email)
  renderWithProviders(<TwoFactorSection />, { route: '/account', session })
  return { user, session }
}

test('a user turns two-step sign-in on from the QR code, and gets the recovery codes once to copy and download', async () => {
  const { user, session } = await renderSection()
  const saved = captureDownloads()
  expect(await screen.findByText('Off: sign-in asks only for your password.')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }))

  const qr = await screen.findByRole('img', { name: 'QR code to add Relay Portal to your authenticator app' })
  const uri = new URL(decodeQr(qr) ?? 'missing:')
  expect(uri.protocol).toBe('otpauth:')
  const secret = uri.searchParams.get('secret') ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  // The key as text is the QR code's, in groups of four.
  expect(screen.getByText(secret.match(/.{1,4}/g)?.join(' ') ?? '')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Copy key' }))
  expect(await navigator.clipboard.readText()).toBe(secret)

  await user.type(screen.getByLabelText('Code from the app'), totpOf(secret).generate())
  await user.click(screen.getByRole('button', { name: 'Turn on' }))

  const codesTitle = await screen.findByRole('heading', { name: 'Save your recovery codes' })
  expect(codesTitle).toHaveFocus()
  const codes = within(screen.getByRole('list', { name: 'Recovery codes' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
  expect(codes).toHaveLength(10)
  expect(isTwoFactorOn(session.user.id)).toBe(true)

  await user.click(screen.getByRole('button', { name: 'Copy codes' }))
  expect(await navigator.clipboard.readText()).toBe(codes.join('\n'))
  await user.click(screen.getByRole('button', { name: 'Download as a text file' }))
  expect(saved.map(({ name }) => name)).toEqual(['relay-recovery-codes.txt'])
  const file = await saved[0]?.blob.text()
  expect(file?.split('\r\n')).toEqual([
    'Relay Portal recovery codes for demo@example.com. Each one works once.',
    '',
    ...codes,
    '',
  ])
  for (const value of [secret, ...codes]) expectNowhereStored(value)

  await user.click(screen.getByRole('button', { name: 'I’ve saved them' }))
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Two-step sign-in is on. You’ll be asked for a code the next time you sign in.',
  )
  expect(screen.queryByText(codes[0] ?? 'missing')).not.toBeInTheDocument()
  expect(screen.getByText('On: sign-in asks for a code from your authenticator app.')).toBeInTheDocument()
})

test('a wrong first code is refused beside the field, which keeps it; a right one then turns it on', async () => {
  const { user, session } = await renderSection()
  await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }))
  const qr = await screen.findByRole('img', { name: /QR code/ })
  const secret = new URL(decodeQr(qr) ?? 'missing:').searchParams.get('secret') ?? ''
  const field = screen.getByLabelText('Code from the app')

  await user.type(field, 'abc')
  await user.click(screen.getByRole('button', { name: 'Turn on' }))
  expect(field).toHaveAccessibleDescription(
    expect.stringContaining('Enter the 6 digits your authenticator app'),
  )
  expect(field).toHaveValue('abc')

  const wrong = wrongCodeFor(secret)
  await user.clear(field)
  await user.type(field, wrong)
  await user.click(screen.getByRole('button', { name: 'Turn on' }))
  await vi.waitFor(() =>
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'That code isn’t valid. Check your authenticator app, or use an unused recovery code.',
      ),
    ),
  )
  expect(field).toHaveValue(wrong)
  expect(field).toHaveFocus()
  expect(isTwoFactorOn(session.user.id)).toBe(false)

  await user.clear(field)
  await user.type(field, totpOf(secret).generate())
  await user.click(screen.getByRole('button', { name: 'Turn on' }))
  expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument()
})

test('five wrong first codes lock the step, said beside the field with when to try again', async () => {
  const { user, session } = await renderSection()
  await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }))
  const qr = await screen.findByRole('img', { name: /QR code/ })
  const secret = new URL(decodeQr(qr) ?? 'missing:').searchParams.get('secret') ?? ''
  const field = screen.getByLabelText('Code from the app')
  await user.type(field, wrongCodeFor(secret))
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await user.click(screen.getByRole('button', { name: 'Turn on' }))
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Turn on' })).toBeEnabled())
  }
  // Even the right code waits now.
  await user.clear(field)
  await user.type(field, totpOf(secret).generate())
  await user.click(screen.getByRole('button', { name: 'Turn on' }))
  await vi.waitFor(() =>
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Too many wrong codes. This step is locked; try again in 10 minutes.'),
    ),
  )
  expect(isTwoFactorOn(session.user.id)).toBe(false)
})

test('a double click on Turn on sends one request: the codes show, not a "start again"', async () => {
  const { user } = await renderSection()
  await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }))
  const qr = await screen.findByRole('img', { name: /QR code/ })
  const secret = new URL(decodeQr(qr) ?? 'missing:').searchParams.get('secret') ?? ''
  await user.type(screen.getByLabelText('Code from the app'), totpOf(secret).generate())
  await user.dblClick(screen.getByRole('button', { name: 'Turn on' }))
  expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument()
  expect(screen.queryByText(/set-?up/i)).not.toBeInTheDocument()
})

test('a user turns two-step sign-in off with a recovery code', async () => {
  const { user, session } = await renderSectionWithTwoFactorOn()
  expect(
    await screen.findByText('On: sign-in asks for a code from your authenticator app.'),
  ).toBeInTheDocument()
  await user.type(
    screen.getByLabelText('Code from the app, or a recovery code'),
    session.recoveryCodes[3] ?? '',
  )
  await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }))
  expect(await screen.findByRole('status')).toHaveTextContent('Two-step sign-in is off.')
  expect(screen.getByRole('button', { name: 'Set up two-step sign-in' })).toBeInTheDocument()
  expect(isTwoFactorOn(session.user.id)).toBe(false)
})

test('turning it off with a wrong code keeps it on and keeps the code typed', async () => {
  const { user, session } = await renderSectionWithTwoFactorOn()
  const field = await screen.findByLabelText('Code from the app, or a recovery code')
  const wrong = wrongCodeFor(session.secret)
  await user.type(field, wrong)
  await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }))
  await vi.waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
  expect(field).toHaveValue(wrong)
  expect(isTwoFactorOn(session.user.id)).toBe(true)
})

test('a backend without two-step sign-in says so instead of offering it', async () => {
  server.use(
    http.get('/api/user/profile', ({ response }) =>
      response(200).json({
        id: 'usr_nofactor',
        email: 'demo@example.com',
        createdAt: '2026-01-01T00:00:00Z',
        emailVerified: true,
        apiKeyCount: 0,
        hasPackageHistory: false,
        subscriptionStatus: 'active',
      }),
    ),
  )
  await renderSection()
  expect(await screen.findByText('Your relay doesn’t offer two-step sign-in.')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Set up two-step sign-in' })).not.toBeInTheDocument()
})

test.each([404, 405])(
  'a set-up the backend answers with %i says the relay does not offer it',
  async (status) => {
    server.use(
      http.post('/api/user/two-factor/setup', ({ response }) =>
        response.untyped(offContract.json({ error: 'Not Found' }, { status })),
      ),
    )
    const { user } = await renderSection()
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }))
    expect(await screen.findByText('Your relay doesn’t offer two-step sign-in.')).toBeInTheDocument()
  },
)

/** An account whose two-step sign-in is already on, before the section asks the profile. */
async function renderSectionWithTwoFactorOn() {
  vi.stubGlobal('isSecureContext', true)
  const user = userEvent.setup()
  const session = await seedSignedInUser('demo@example.com')
  const { secret } = startTwoFactorSetup(session.user.id, session.user.email)
  const recoveryCodes = (await enableTwoFactor(session.user.id, totpOf(secret).generate(), Date.now())) ?? []
  renderWithProviders(<TwoFactorSection />, { route: '/account', session })
  return { user, session: { ...session, secret, recoveryCodes } }
}
