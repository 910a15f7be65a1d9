import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Header } from '#src/app/layouts/header.tsx'

// Names come from the current language's messages, so each play works whatever the toolbar language.
const accountMenu = () => i18next.t('header.accountMenu', { email: 'demo@example.com' })

const meta = {
  title: 'App/Header',
  component: Header,
  parameters: { route: '/home' },
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = canvas.getByRole('navigation', { name: i18next.t('nav.label') })
    await expect(within(nav).getByRole('link', { name: i18next.t('nav.home') })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getAllByRole('link', { name: i18next.t('header.login') })[0]).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: i18next.t('header.register') })[0]).toBeVisible()
  },
}

export const SignedIn: Story = {
  parameters: { session: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: accountMenu() })).toHaveTextContent('D')
    await expect(canvas.queryByRole('link', { name: i18next.t('header.login') })).not.toBeInTheDocument()
  },
}

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('header.openMenu') }))
    const menu = canvas.getByRole('navigation', { name: i18next.t('header.mobileNav') })
    await expect(menu).toBeVisible()
    await expect(within(menu).getByRole('link', { name: i18next.t('nav.pricing') })).toBeVisible()
    await expect(canvas.getByRole('button', { name: i18next.t('header.closeMenu') })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  },
}

export const MobileMenuOpenSignedIn: Story = {
  ...MobileMenuOpen,
  parameters: { session: 'demo' },
}

export const DropdownOpen: Story = {
  parameters: { session: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: accountMenu() }))
    // The popover opens, and its first item takes focus, on the browser's toggle event: a task after the click.
    const menu = await canvas.findByRole('menu')
    await expect(within(menu).getByText('demo@example.com')).toBeVisible()
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: i18next.t('header.dashboard') })).toHaveFocus(),
    )
    await expect(within(menu).getByRole('menuitem', { name: i18next.t('header.logout') })).toBeVisible()
  },
}

/** The open menu, a popover in the top layer, in the dark theme. */
export const DropdownOpenDark: Story = { ...DropdownOpen, globals: { theme: 'dark' } }

/** A visitor picks Русский in the language select: the navigation turns Russian. */
export const SwitchLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: i18next.t('language.label') }),
      'Русский',
    )
    const nav = await canvas.findByRole('navigation', { name: 'Основное меню' })
    await expect(within(nav).getByRole('link', { name: 'Тарифы' })).toBeVisible()
    await expect(document.documentElement.lang).toBe('ru')
  },
}

export const Russian: Story = { globals: { locale: 'ru' } }

export const Dark: Story = { globals: { theme: 'dark' }, parameters: { session: 'demo' } }
