import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { afterEach, expect, onTestFinished, test } from 'vitest'
import { setMockControls } from '#mocks/controls.ts'
import { db } from '#mocks/db.ts'
import { http, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import {
  ACTIVATION_FAILURE_LIMIT,
  addDuration,
  countFailedActivation,
  currentSubscription,
} from '#mocks/rules.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import { seedSignedInUser } from '#mocks/seed.ts'
import { runtimeConfig } from '#src/config/runtime.ts'
import { recordRequests } from '#mocks/testing/requests.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { ActivationForm } from './activation-form.tsx'

afterEach(() => {
  runtimeConfig.purchaseUrl = ''
})

async function openForm(email = 'new@example.com') {
  const session = await seedSignedInUser(email)
  renderWithProviders(<ActivationForm overviewHref="?tab=overview" />, {
    route: '/dashboard?tab=activate',
    session,
  })
  return session
}

const codeField = () => screen.getByRole('textbox', { name: 'Activation code' })

async function submitCode(code: string) {
  if (code) await userEvent.type(codeField(), code)
  await userEvent.click(screen.getByRole('button', { name: 'Activate' }))
}

/** The review step shown before anything changes. */
const findReview = () => screen.findByRole('region', { name: 'Check before you activate' })

/** Submits a code and confirms it on the review step. */
async function activateCode(code: string) {
  await submitCode(code)
  await findReview()
  await userEvent.click(screen.getByRole('button', { name: 'Confirm activation' }))
}

test('an empty or blank code is refused inline without a request', async () => {
  await openForm()
  await submitCode('')
  expect(codeField()).toHaveAccessibleDescription(expect.stringContaining('Enter your activation code.'))
  expect(codeField()).toHaveAttribute('aria-invalid', 'true')
  expect(codeField()).toHaveFocus()

  await submitCode('   ')
  expect(codeField()).toHaveAccessibleDescription(expect.stringContaining('Enter your activation code.'))
  expect(screen.queryByText('Activation failed')).not.toBeInTheDocument()
  expect(screen.queryByText('Activation successful!')).not.toBeInTheDocument()
})

test.each([
  ['RELAY-NOPE-0000', 'This activation code doesn’t exist. Please check the code.'],
  ['RELAY-USED-0001', 'This activation code has already been used.'],
  ['RELAY-EXPIRED-0001', 'This activation code has expired.'],
])('the code %s is refused with its own message and stays in the field', async (code, message) => {
  await openForm()
  await submitCode(code)
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Activation failed')
  expect(alert).toHaveTextContent(message)
  expect(codeField()).toHaveValue(code)
})

test('a refusal without a specific reason falls back to the generic message', async () => {
  await openForm()
  setMockControls({ forceStatus: 400, pathIncludes: '/activate' })
  await activateCode('RELAY-MONTH-DEMO1')
  expect(await screen.findByRole('alert')).toHaveTextContent('Check the code and try again.')
})

test.each(['ja', 'ru'])(
  'a code the server finds too long reads in %s beside the field, and stays there',
  async (language) => {
    // A backend whose codes are shorter than the contract's 64 characters refuses what the field let through.
    server.use(
      http.post('/api/activation-codes/preview', ({ response }) =>
        response(400).json({
          error: 'code: must be at most 16 characters',
          code: 'VALIDATION_FAILED',
          details: [{ field: 'code', rule: 'maxLength', limit: 16 }],
        }),
      ),
    )
    await i18next.changeLanguage(language)
    onTestFinished(async () => {
      await i18next.changeLanguage('en')
    })
    await openForm()
    const field = screen.getByRole('textbox', { name: i18next.t('activation:form.label') })
    await userEvent.type(field, 'RELAY-MONTH-DEMO1-EXTRA')
    await userEvent.click(screen.getByRole('button', { name: i18next.t('activation:form.submit') }))
    const message = i18next.t('activation:tooLong', { count: 16 })
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    expect(field).toHaveValue('RELAY-MONTH-DEMO1-EXTRA')
    expect(screen.queryByText(/at most 16 characters/)).not.toBeInTheDocument()
  },
)

test('a server failure says so and keeps the code', async () => {
  await openForm()
  setMockControls({ forceStatus: 503, pathIncludes: '/activate' })
  await activateCode('RELAY-MONTH-DEMO1')
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The server ran into a problem. Please try again later.',
  )
  expect(codeField()).toHaveValue('RELAY-MONTH-DEMO1')
})

test('a user held after too many refused codes is told when to try again and keeps the code', async () => {
  const { user } = await openForm()
  for (let refused = 0; refused < ACTIVATION_FAILURE_LIMIT.max; refused += 1) {
    countFailedActivation(user.id, Date.now())
  }
  await submitCode('RELAY-MONTH-DEMO1')
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.')
  expect(codeField()).toHaveValue('RELAY-MONTH-DEMO1')
  expect(codeField()).toHaveFocus()
})

test('a valid code with surrounding spaces activates and shows the plan and the new expiry', async () => {
  const session = await openForm()
  await activateCode('  RELAY-MONTH-DEMO1  ')
  const status = await screen.findByRole('status')
  expect(await screen.findByText('Activation successful!')).toBeInTheDocument()
  expect(status).toHaveTextContent('Pro · 1 month')
  expect(status).toHaveTextContent('Valid until')
  expect(screen.getByRole('link', { name: 'View your subscription' })).toHaveAttribute(
    'href',
    '/dashboard?tab=overview',
  )
  expect(codeField()).toHaveValue('')
  expect(db.activationCodes.get('RELAY-MONTH-DEMO1')?.usedByUserId).toBe(session.user.id)
})

test('a double click on Activate checks a code once', async () => {
  await openForm()
  const requests = recordRequests()
  // The check stays in flight while both clicks land; then the mock answers it.
  let answer = () => {}
  const held = new Promise<void>((resolve) => (answer = resolve))
  server.use(
    http.post('/api/activation-codes/preview', async () => {
      await held
    }),
  )
  await userEvent.type(codeField(), 'RELAY-MONTH-DEMO1')
  await userEvent.dblClick(screen.getByRole('button', { name: 'Activate' }))
  answer()
  await findReview()
  expect(requests.filter((path) => path === '/api/activation-codes/preview')).toHaveLength(1)
})

test('a double click on Confirm activates a code once', async () => {
  await openForm()
  const requests = recordRequests()
  await submitCode('RELAY-MONTH-DEMO1')
  await findReview()
  await userEvent.dblClick(screen.getByRole('button', { name: 'Confirm activation' }))
  expect(await screen.findByText('Activation successful!')).toBeInTheDocument()
  expect(screen.queryByText('Activation failed')).not.toBeInTheDocument()
  expect(requests.filter((path) => path === '/api/activation-codes/activate')).toHaveLength(1)
})

test('a Pro user sees the switch to Basic, the days credited and the new expiry before anything changes', async () => {
  const session = await openForm('demo@example.com')
  const pro = currentSubscription(session.user.id)
  await submitCode('RELAY-MONTH-DEMO2')
  const review = await findReview()
  expect(review).toHaveFocus()
  expect(review).toHaveTextContent('Your Pro plan is replaced by Basic, starting now')
  expect(review).toHaveTextContent('Basic · 1 month')
  expect(review).toHaveTextContent('Days credited118 days')
  expect(review).toHaveTextContent('Valid until')
  expect(db.activationCodes.get('RELAY-MONTH-DEMO2')?.usedAt).toBeNull()
  expect(currentSubscription(session.user.id)).toBe(pro)

  await userEvent.click(screen.getByRole('button', { name: 'Confirm activation' }))
  expect(await screen.findByText('Activation successful!')).toBeInTheDocument()
  const basic = currentSubscription(session.user.id)
  expect(basic?.plan.id).toBe('basic-monthly')
  expect(basic?.expiresAt).toBe(
    addDuration(basic?.activeSince ?? 0, { value: 1, unit: 'month' }) + 118 * DAY_MS,
  )
  expect(screen.queryByRole('region', { name: 'Check before you activate' })).not.toBeInTheDocument()
})

test('a Pro user sees that a Pro code extends the current plan', async () => {
  await openForm('demo@example.com')
  await submitCode('RELAY-MONTH-DEMO1')
  const review = await findReview()
  expect(review).toHaveTextContent('Your Pro plan is extended by 1 month')
  expect(review).not.toHaveTextContent('Days credited')
})

test('a user without a plan sees that the plan starts now', async () => {
  await openForm()
  await submitCode('RELAY-YEAR-DEMO1')
  expect(await findReview()).toHaveTextContent('Pro Yearly starts now.')
})

test('Cancel changes nothing, keeps the code and returns to the field', async () => {
  const session = await openForm('demo@example.com')
  const pro = structuredClone(currentSubscription(session.user.id))
  const requests = recordRequests()
  await submitCode('RELAY-MONTH-DEMO2')
  await findReview()
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(screen.queryByRole('region', { name: 'Check before you activate' })).not.toBeInTheDocument()
  expect(codeField()).toHaveValue('RELAY-MONTH-DEMO2')
  expect(codeField()).toHaveFocus()
  expect(requests).not.toContain('/api/activation-codes/activate')
  expect(db.activationCodes.get('RELAY-MONTH-DEMO2')?.usedAt).toBeNull()
  expect(currentSubscription(session.user.id)).toEqual(pro)
})

test.each([404, 405])(
  'against a backend whose preview answers %i, the review warns that the plan may change and still asks',
  async (status) => {
    server.use(
      // A backend without the (optional) preview operation answers outside the contract.
      http.post('/api/activation-codes/preview', ({ response }) =>
        response.untyped(
          status === 404 ? offContract.body('Not Found', { status }) : offContract.body(null, { status }),
        ),
      ),
    )
    const session = await openForm('demo@example.com')
    await submitCode('RELAY-MONTH-DEMO2')
    const review = await findReview()
    expect(review).toHaveTextContent(
      'This server can’t tell in advance what the code will do. Activating it may change or replace your current plan.',
    )
    expect(db.activationCodes.get('RELAY-MONTH-DEMO2')?.usedAt).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Confirm activation' }))
    expect(await screen.findByText('Activation successful!')).toBeInTheDocument()
    expect(db.activationCodes.get('RELAY-MONTH-DEMO2')?.usedByUserId).toBe(session.user.id)
  },
)

test('a failed preview says so, keeps the code and activates nothing', async () => {
  await openForm()
  setMockControls({ forceStatus: 503, pathIncludes: '/preview' })
  await submitCode('RELAY-MONTH-DEMO1')
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The server ran into a problem. Please try again later.',
  )
  expect(screen.queryByRole('region', { name: 'Check before you activate' })).not.toBeInTheDocument()
  expect(codeField()).toHaveValue('RELAY-MONTH-DEMO1')
  expect(db.activationCodes.get('RELAY-MONTH-DEMO1')?.usedAt).toBeNull()
})

test('with a shop configured, the form links to it in a new tab', async () => {
  runtimeConfig.purchaseUrl = 'https://shop.example.com/relay'
  await openForm()
  const shop = screen.getByRole('link', { name: /^Buy one in the shop\s*\(opens in a new tab\)$/ })
  expect(shop).toHaveAttribute('href', 'https://shop.example.com/relay')
  expect(shop).toHaveAttribute('target', '_blank')
  expect(shop).toHaveAttribute('rel', 'noopener noreferrer')
  expect(screen.queryByText(/come from the operator/)).not.toBeInTheDocument()
})

test('without a shop, the form says that codes come from the relay’s operator', async () => {
  await openForm()
  expect(
    screen.getByText('Activation codes come from the operator of this relay: ask them for one.'),
  ).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: /shop/ })).not.toBeInTheDocument()
})
