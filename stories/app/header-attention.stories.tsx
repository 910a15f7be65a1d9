import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, within } from 'storybook/test'
import { Header } from '#src/app/layouts/header.tsx'
import { ATTENTION_STORAGE_KEY_PREFIX } from '#src/config/storage-keys.ts'
import { readStoredSession } from '#src/lib/auth/session.ts'

/**
 * The header of demo@example.com while the dashboard has left a notice undismissed: a dot on the avatar, and the
 * button's name says so in words. The flag is what the dashboard stores; the header fetches nothing for it.
 */
const meta = {
  title: 'App/Header/Attention',
  component: Header,
  parameters: { route: '/home', session: 'demo' },
  beforeEach: () => {
    const key = ATTENTION_STORAGE_KEY_PREFIX + (readStoredSession()?.user.id ?? '')
    localStorage.setItem(key, String(Date.now() + 60 * 60_000))
    return () => localStorage.removeItem(key)
  },
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

export const NeedsAttention: Story = {
  play: async ({ canvasElement }) => {
    const name = i18next.t('header.accountMenuAttention', { email: 'demo@example.com' })
    await expect(await within(canvasElement).findByRole('button', { name })).toBeVisible()
  },
}

export const NeedsAttentionDark: Story = { ...NeedsAttention, globals: { theme: 'dark' } }
