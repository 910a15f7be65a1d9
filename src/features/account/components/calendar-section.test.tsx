import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import ICAL from 'ical.js'
import { afterEach, expect, test, vi } from 'vitest'
import { server } from '#mocks/node.ts'
import { seedSignedInUser } from '#mocks/seed.ts'
import { activeSubscription, serveSubscription, UNKNOWN_SUBSCRIPTION } from '#mocks/testing/fixtures.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import { captureDownloads } from '#src/testing/downloads.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { CalendarSection } from './calendar-section.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function renderSection() {
  const user = userEvent.setup()
  const session = await seedSignedInUser('demo@example.com')
  renderWithProviders(<CalendarSection />, { route: '/account', session })
  return { user }
}

test('a user adds the plan’s end to the calendar: an event at the end, with the reminder chosen', async () => {
  const expiresAt = new Date(Math.floor((Date.now() + 20 * DAY_MS) / 1000) * 1000).toISOString()
  server.use(serveSubscription(activeSubscription({ expiresAt })))
  const { user } = await renderSection()
  const saved = captureDownloads()

  expect(await screen.findByText(/^Your plan “Pro” ends /)).toBeInTheDocument()
  await user.selectOptions(screen.getByLabelText('Remind me'), '1 day before')
  await user.click(screen.getByRole('button', { name: 'Add the plan’s end to my calendar' }))

  expect(saved.map(({ name }) => name)).toEqual(['relay-plan-end.ics'])
  expect(saved[0]?.blob.type).toBe('text/calendar;charset=utf-8')
  const text = (await saved[0]?.blob.text()) ?? ''
  const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')
  expect(event?.getFirstPropertyValue('summary')).toBe('Relay Portal: your plan “Pro” ends')
  expect(event?.getFirstPropertyValue('description')).toBe(
    `Your plan “Pro” on Relay Portal ends now. Renew it or choose another plan: ${window.location.origin}/plans`,
  )
  expect((event?.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(expiresAt)
  expect(event?.getFirstPropertyValue('uid')).toMatch(/^plan-end-pro-monthly-\d{8}T\d{6}Z@/)
  const alarm = event?.getFirstSubcomponent('valarm')
  expect((alarm?.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-DAY_MS / 1000)
  expect(alarm?.getFirstPropertyValue('description')).toBe('Your plan “Pro” on Relay Portal ends in 1 day.')
})

test('the reminder is a week ahead unless the user picks another', async () => {
  const { user } = await renderSection()
  const saved = captureDownloads()
  await user.click(await screen.findByRole('button', { name: 'Add the plan’s end to my calendar' }))
  const text = (await saved[0]?.blob.text()) ?? ''
  const alarm = new ICAL.Component(ICAL.parse(text))
    .getFirstSubcomponent('vevent')
    ?.getFirstSubcomponent('valarm')
  expect((alarm?.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe((-7 * DAY_MS) / 1000)
})

test('an account without a plan, or whose backend cannot tell, has nothing to add', async () => {
  server.use(serveSubscription(UNKNOWN_SUBSCRIPTION))
  await renderSection()
  expect(await screen.findByText('You have no plan with an end date yet.')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Add the plan’s end to my calendar' })).not.toBeInTheDocument()
})

test('a plan that has ended is not offered for the calendar', async () => {
  server.use(
    serveSubscription(
      activeSubscription({ status: 'expired', expiresAt: new Date(Date.now() - DAY_MS).toISOString() }),
    ),
  )
  await renderSection()
  expect(await screen.findByText('Your plan “Pro” has ended.')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Add the plan’s end to my calendar' })).not.toBeInTheDocument()
})
