import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { http, offContract } from '#mocks/http.ts'
import { CODEX_ONLY_SUBSCRIPTION, activeSubscription, serveSubscription } from '#mocks/testing/fixtures.ts'
import { AppRoutes } from '#src/app/routes.tsx'
import type { components } from '#src/lib/api/schema.d.ts'

type Canvas = ReturnType<typeof within>
type ApiKey = components['schemas']['ApiKey']

const user = userEvent.setup({ delay: null })

const RELAY_MESSAGES = /\/api\/v1\/messages$/
const RELAY_GEMINI = /\/gemini\/v1beta\/models\/[^/]+:generateContent$/

/** A plan that covers Google's service only: its key's test goes over the Gemini API. */
const GEMINI_ONLY_SUBSCRIPTION = activeSubscription({
  plan: {
    id: 'gemini-monthly',
    name: 'Gemini',
    duration: { value: 1, unit: 'month' },
    serviceScope: 'gemini',
  },
})

/** The relay's refusal in the Anthropic Messages shape, its code at the end of the message as the relay sends it. */
function relayRefusal(status: number, code: string, retryAfterSeconds?: number) {
  return http.untyped.post(RELAY_MESSAGES, () =>
    offContract.json(
      { type: 'error', error: { type: 'permission_error', message: `Refused (${code})` } },
      {
        status,
        headers: retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) },
      },
    ),
  )
}

async function findKeyItem(canvas: Canvas, name: string) {
  const list = within(
    await canvas.findByRole('region', { name: i18next.t('api-keys:list.title') }, { timeout: 10_000 }),
  )
  await list.findByText(name)
  const item = list.getAllByRole('listitem').find((element) => within(element).queryByText(name))
  if (!item) throw new Error(`No key named ${name}`)
  return within(item)
}

async function sendTest(canvas: Canvas) {
  const item = await findKeyItem(canvas, 'Laptop')
  await user.click(item.getByRole('button', { name: i18next.t('api-keys:test.openFor', { name: 'Laptop' }) }))
  const dialog = within(
    await canvas.findByRole('dialog', { name: i18next.t('api-keys:test.title', { name: 'Laptop' }) }),
  )
  const send = dialog.getByRole('button', { name: i18next.t('api-keys:test.send') })
  // Enabled once the dialog knows the plan and the catalogue, which pick the API and the model.
  await waitFor(() => expect(send).toBeEnabled(), { timeout: 10_000 })
  await user.click(send)
  return dialog
}

async function openRotate(canvas: Canvas) {
  const item = await findKeyItem(canvas, 'Laptop')
  await user.click(
    item.getByRole('button', { name: i18next.t('api-keys:rotate.openFor', { name: 'Laptop' }) }),
  )
  return within(
    await canvas.findByRole('alertdialog', { name: i18next.t('api-keys:rotate.title', { name: 'Laptop' }) }),
  )
}

/** A key's Test and Rotate, on the dashboard's API keys tab of demo@example.com (the seeded mock). */
const meta = {
  title: 'Features/ApiKeys/KeyTools',
  component: AppRoutes,
  parameters: { route: '/dashboard?tab=keys', session: 'demo' },
} satisfies Meta<typeof AppRoutes>

export default meta
type Story = StoryObj<typeof meta>

/** The mock relay serves the test: status, model, time and cost. */
export const TestServed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await sendTest(within(canvasElement))
    await expect(await dialog.findByText(i18next.t('api-keys:test.served'))).toBeVisible()
    await expect(dialog.getByText('200')).toBeVisible()
  },
}

/** A plan that offers only the Gemini API: the test goes over it, and is served with its cost. */
export const TestServedOverGemini: Story = {
  parameters: { msw: { handlers: [serveSubscription(GEMINI_ONLY_SUBSCRIPTION)] } },
  play: async ({ canvasElement }) => {
    const dialog = await sendTest(within(canvasElement))
    await expect(await dialog.findByText(i18next.t('api-keys:test.served'))).toBeVisible()
    await expect(dialog.getByText('gemini-3.5-flash-lite')).toBeVisible()
    await expect(dialog.getByText(/^\$0\.\d+$/)).toBeVisible()
  },
}

/** A plan that offers only the OpenAI API: the test goes over the Responses API. */
export const TestServedOverOpenAi: Story = {
  parameters: { msw: { handlers: [serveSubscription(CODEX_ONLY_SUBSCRIPTION)] } },
  play: async ({ canvasElement }) => {
    const dialog = await sendTest(within(canvasElement))
    await expect(await dialog.findByText(i18next.t('api-keys:test.served'))).toBeVisible()
    await expect(dialog.getByText('gpt-5')).toBeVisible()
  },
}

/** A refusal in the Gemini API's shape: its code read from the error's details. */
export const TestRefusedOverGemini: Story = {
  parameters: {
    msw: {
      handlers: [
        serveSubscription(GEMINI_ONLY_SUBSCRIPTION),
        http.untyped.post(RELAY_GEMINI, () =>
          offContract.json(
            {
              error: {
                code: 403,
                message: 'This key is turned off.',
                status: 'PERMISSION_DENIED',
                details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'KEY_DISABLED' }],
              },
            },
            { status: 403 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await sendTest(within(canvasElement))
    await expect(await dialog.findByText(i18next.t('request-log:failure.keyDisabled'))).toBeVisible()
  },
}

/** The key is off: the refusal by its code, with what to do. */
export const TestRefusedKeyOff: Story = {
  parameters: { msw: { handlers: [relayRefusal(403, 'KEY_DISABLED')] } },
  play: async ({ canvasElement }) => {
    const dialog = await sendTest(within(canvasElement))
    await expect(await dialog.findByText(i18next.t('request-log:failure.keyDisabled'))).toBeVisible()
    await expect(dialog.getByText(i18next.t('request-log:failure.keyDisabledTodo'))).toBeVisible()
  },
}

/** The key's own daily limit is spent: the refusal says when it resets. */
export const TestRefusedKeyLimit: Story = {
  parameters: { msw: { handlers: [relayRefusal(429, 'KEY_DAILY_LIMIT_REACHED', 3 * 3600)] } },
  play: async ({ canvasElement }) => {
    const dialog = await sendTest(within(canvasElement))
    await expect(await dialog.findByText(i18next.t('request-log:failure.keyLimit.daily'))).toBeVisible()
    await expect(dialog.getByText(/\(in 3 hours\)/)).toBeVisible()
  },
}

/** The browser cannot reach the relay (down, or CORS): the same request as a curl command. */
export const TestUnreachable: Story = {
  parameters: {
    msw: { handlers: [http.untyped.post(RELAY_MESSAGES, () => offContract.networkError())] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await sendTest(within(canvasElement))
    await expect(await dialog.findByText(/^curl /)).toBeVisible()
    await expect(dialog.getByRole('button', { name: i18next.t('api-keys:test.copyCurl') })).toBeVisible()
  },
}

/** The confirmation names the grace period, one hour by default. */
export const RotateConfirm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRotate(within(canvasElement))
    await expect(
      dialog.getByRole('combobox', { name: i18next.t('api-keys:rotate.graceLabel') }),
    ).toBeVisible()
    await expect(dialog.getByText(/1 hour/, { selector: 'p' })).toBeVisible()
  },
}

/** Rotated: the new secret with Copy and the setup commands, the old one counting down. */
export const Rotated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const confirm = await openRotate(canvas)
    await user.click(confirm.getByRole('button', { name: i18next.t('api-keys:rotate.confirm') }))
    const done = within(
      await canvas.findByRole('dialog', { name: i18next.t('api-keys:rotate.doneTitle', { name: 'Laptop' }) }),
    )
    await expect(done.getByRole('button', { name: i18next.t('api-keys:rotate.copySecret') })).toBeVisible()
    await expect(done.getByText(/\(remaining: /)).toBeVisible()
  },
}

/** A backend with key settings but without the optional rotate operation: said once, then no Rotate anywhere. */
export const RotateUnsupported: Story = {
  parameters: {
    msw: {
      handlers: [
        http.untyped.post(/\/api\/user\/api-keys\/[^/]+\/rotate$/, () =>
          offContract.body(null, { status: 405 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRotate(within(canvasElement))
    await user.click(dialog.getByRole('button', { name: i18next.t('api-keys:rotate.confirm') }))
    await expect(await dialog.findByText(i18next.t('api-keys:rotate.unsupported'))).toBeVisible()
    await expect(
      dialog.queryByRole('button', { name: i18next.t('api-keys:rotate.confirm') }),
    ).not.toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: i18next.t('common:actions.close') }))
    const item = await findKeyItem(within(canvasElement), 'Laptop')
    await expect(
      item.queryByRole('button', { name: i18next.t('api-keys:rotate.openFor', { name: 'Laptop' }) }),
    ).not.toBeInTheDocument()
  },
}

const ROTATED_KEY: ApiKey = {
  id: 'key_story_rotated',
  name: 'Laptop',
  remark: 'Claude Code on my MacBook',
  key: `cr_${'Rt7'.repeat(16)}`,
  createdAt: '2026-09-02T14:05:00Z',
  lastUsedAt: null,
  previousKeyValidUntil: null,
}

/** The list after a rotation: "Old secret valid until …", counting down. */
export const OldSecretCountingDown: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/user/api-keys', ({ response }) =>
          response(200).json({
            items: [
              { ...ROTATED_KEY, previousKeyValidUntil: new Date(Date.now() + 45 * 60_000).toISOString() },
            ],
            limit: 10,
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const item = await findKeyItem(within(canvasElement), 'Laptop')
    await expect(item.getByText(/\(remaining: 45 minutes\)/)).toBeVisible()
  },
}
