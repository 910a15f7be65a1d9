import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { delay } from 'msw'
import { expect, within } from 'storybook/test'
import { http } from '#mocks/http.ts'
import { SessionsSection } from '#src/features/account/components/sessions-section.tsx'
import { failedToLoad, notOffered, signedInElsewhere } from '#src/testing/account-stories.ts'
import { type Canvas, user } from '../../play.ts'

const SESSIONS_URL = '/api/user/sessions'

async function findSessions(canvas: Canvas) {
  const list = await canvas.findByRole('list', {}, { timeout: 10_000 })
  return within(list).getAllByRole('listitem')
}

const revokeOthersButton = (canvas: Canvas) =>
  canvas.getByRole('button', { name: i18next.t('account:sessions.revokeOthers') })

/** The account page's sessions section, signed in as demo@example.com on the seeded mock. */
const meta = {
  title: 'Features/Account/SessionsSection',
  component: SessionsSection,
  parameters: { route: '/account', session: 'demo' },
} satisfies Meta<typeof SessionsSection>

export default meta
type Story = StoryObj<typeof meta>

/** This browser, marked, and a phone and a laptop, each with a button to sign it out. */
export const Several: Story = {
  beforeEach: () => signedInElsewhere('demo@example.com'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [first, ...others] = await findSessions(canvas)
    await expect(others).toHaveLength(2)
    await expect(first).toHaveTextContent(i18next.t('account:sessions.current'))
    for (const other of others) {
      await expect(within(other).getByRole('button')).toHaveTextContent(i18next.t('account:sessions.revoke'))
    }
    await expect(revokeOthersButton(canvas)).toBeVisible()
  },
}

/** Signed in only here: nothing to sign out. */
export const One: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await findSessions(canvas)).toHaveLength(1)
    await expect(canvas.getByText(i18next.t('account:sessions.onlyThis'))).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** Signing one out: its button is busy until the relay answers. */
export const Revoking: Story = {
  beforeEach: () => signedInElsewhere('demo@example.com'),
  parameters: {
    msw: {
      handlers: [
        http.delete('/api/user/sessions/{id}', async () => {
          await delay('infinite')
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [, phone] = await findSessions(canvas)
    const button = within(phone ?? canvasElement).getByRole('button')
    await user.click(button)
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

/** Every other session signed out: said, and only this one is left. */
export const RevokedOthers: Story = {
  beforeEach: () => signedInElsewhere('demo@example.com'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findSessions(canvas)
    await user.click(revokeOthersButton(canvas))
    await expect(
      await canvas.findByText(i18next.t('account:sessions.revokedOthers', { count: 2 })),
    ).toHaveAttribute('role', 'status')
    await expect(await canvas.findByText(i18next.t('account:sessions.onlyThis'))).toBeVisible()
  },
}

/** A backend without the (optional) sessions list: the section says so. */
export const Unsupported: Story = {
  parameters: { msw: { handlers: [notOffered(SESSIONS_URL)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(i18next.t('account:sessions.unsupported'), {}, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

export const Error: Story = {
  parameters: { msw: { handlers: [failedToLoad(SESSIONS_URL)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      i18next.t('errors:INTERNAL_ERROR'),
    )
  },
}
