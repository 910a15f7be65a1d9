import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { setMockControls } from '#mocks/controls.ts'
import { db } from '#mocks/db.ts'
import { seedSignedInUser } from '#mocks/seed.ts'
import { renderWithProviders } from '../../../testing/render.tsx'
import { ActivationForm } from './activation-form.tsx'

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

test('an empty or blank code is refused inline without a request', async () => {
  await openForm()
  await submitCode('')
  expect(codeField()).toHaveAccessibleDescription(expect.stringContaining('Please enter activation code'))
  expect(codeField()).toHaveAttribute('aria-invalid', 'true')
  expect(codeField()).toHaveFocus()

  await submitCode('   ')
  expect(codeField()).toHaveAccessibleDescription(expect.stringContaining('Please enter activation code'))
  expect(screen.queryByText('Activation Failed')).not.toBeInTheDocument()
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
  expect(alert).toHaveTextContent('Activation Failed')
  expect(alert).toHaveTextContent(message)
  expect(codeField()).toHaveValue(code)
})

test('a refusal without a specific reason falls back to the generic message', async () => {
  await openForm()
  setMockControls({ forceStatus: 400, pathIncludes: '/activate' })
  await submitCode('RELAY-MONTH-DEMO1')
  expect(await screen.findByRole('alert')).toHaveTextContent('Activation failed, please check the code')
})

test('a server failure says so and keeps the code', async () => {
  await openForm()
  setMockControls({ forceStatus: 503, pathIncludes: '/activate' })
  await submitCode('RELAY-MONTH-DEMO1')
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The server ran into a problem. Please try again later.',
  )
  expect(codeField()).toHaveValue('RELAY-MONTH-DEMO1')
})

test('a valid code with surrounding spaces activates and shows the plan and the new expiry', async () => {
  const session = await openForm()
  await submitCode('  RELAY-MONTH-DEMO1  ')
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

test('a double click activates a code once', async () => {
  await openForm()
  await userEvent.type(codeField(), 'RELAY-MONTH-DEMO1')
  await userEvent.dblClick(screen.getByRole('button', { name: 'Activate' }))
  expect(await screen.findByText('Activation successful!')).toBeInTheDocument()
  expect(screen.queryByText('Activation Failed')).not.toBeInTheDocument()
})
