import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { mockControlHttp, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { recordEmail, recordWebhook, setDelivery } from '#mocks/outbox.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { OutboxList } from './outbox-list.tsx'

test('an operator reads what the mock sent, newest first, and opens a message', async () => {
  recordEmail({
    to: 'demo@example.com',
    subject: 'Your code',
    body: 'Your code is 123456.',
    reason: 'verification',
  })
  const hook = recordWebhook({
    to: 'http://127.0.0.1:9000/hook',
    subject: 'Relay: 80 % of your daily quota used',
    body: '{"type":"quota.threshold"}',
    reason: 'quotaAlert',
  })
  setDelivery(hook.id, 'HTTP 204')
  renderWithProviders(<OutboxList />)

  const list = await screen.findByRole('list', { name: 'Outbox' })
  const [newest, oldest] = within(list).getAllByRole('listitem')
  expect(newest).toHaveTextContent(/Webhook · Quota alert · http:\/\/127\.0\.0\.1:9000\/hook/)
  expect(oldest).toHaveTextContent(/E-mail · Verification code · demo@example\.com · Your code/)

  await userEvent.click(within(oldest!).getByText('Your code'))
  expect(within(oldest!).getByText('Your code is 123456.')).toBeVisible()
  expect(within(newest!).getByText('Receiver’s answer: HTTP 204', { exact: false })).toBeInTheDocument()
})

test('an empty outbox says nothing was sent, and Refresh shows a message sent since', async () => {
  renderWithProviders(<OutboxList />)
  expect(await screen.findByText('Nothing sent yet.')).toBeInTheDocument()

  recordEmail({ to: 'demo@example.com', subject: 'A test', body: 'Test', reason: 'test' })
  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))

  expect(await screen.findByRole('list', { name: 'Outbox' })).toHaveTextContent('A test')
})

test('a failed outbox request shows the reason with Retry', async () => {
  server.use(
    mockControlHttp.get('/__mock/outbox', ({ response }) =>
      response.untyped(offContract.json({ error: 'boom' }, { status: 500 })),
    ),
  )
  renderWithProviders(<OutboxList />)
  expect(await screen.findByRole('alert')).toHaveTextContent(/Couldn’t load the outbox/)
  expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument()
})
