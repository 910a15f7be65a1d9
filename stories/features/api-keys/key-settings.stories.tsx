import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, userEvent, within } from 'storybook/test'
import { http } from '#mocks/http.ts'
import { AppRoutes } from '#src/app/routes.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { DAY_MS } from '#src/lib/time-units.ts'

type ApiKey = components['schemas']['ApiKey']
type Canvas = ReturnType<typeof within>

const user = userEvent.setup({ delay: null })
const NO_LIMITS = { dailyUsd: null, weeklyUsd: null, monthlyUsd: null, dailyRequests: null }
// Relative to the story's load, so that "expires in" reads the same whenever it is opened.
const NOW = Date.now()

function storyKey(index: number, name: string, extra: Partial<ApiKey> = {}): ApiKey {
  return {
    id: `key_state${index}`,
    name,
    remark: '',
    key: `cr_${'abcdefghjkmnpqrstuvwxyz23456789ABCDEFGHJKLMNPQRS'.slice(index)}${'x'.repeat(index)}`,
    createdAt: '2026-01-05T09:30:00Z',
    lastUsedAt: null,
    enabled: true,
    expiresAt: null,
    limits: NO_LIMITS,
    allowedIps: [],
    allowedModels: [],
    ...extra,
  }
}

/** One key in each state the list shows. */
const STATE_KEYS: ApiKey[] = [
  storyKey(0, 'Laptop', {
    lastUsedAt: new Date(NOW - 3_600_000).toISOString(),
    lastUsedIp: '203.0.113.7',
    allowedIps: ['203.0.113.7', '10.0.0.0/8'],
  }),
  storyKey(1, 'CI runner', {
    limits: { ...NO_LIMITS, dailyUsd: 0.1, dailyRequests: 500 },
    limitUse: [
      {
        kind: 'daily',
        unit: 'usd',
        limit: 0.1,
        used: 0.1,
        remaining: 0,
        resetsAt: new Date(NOW + 6 * 3_600_000).toISOString(),
      },
      {
        kind: 'requests',
        unit: 'requests',
        limit: 500,
        used: 12,
        remaining: 488,
        resetsAt: new Date(NOW + 6 * 3_600_000).toISOString(),
      },
    ],
  }),
  storyKey(2, 'Contractor', {
    expiresAt: new Date(NOW + 3 * DAY_MS + 60_000).toISOString(),
    allowedModels: ['claude-sonnet-4-5'],
  }),
  storyKey(3, 'Old desktop', { enabled: false }),
  storyKey(4, 'Trial', { expiresAt: new Date(NOW - 2 * DAY_MS).toISOString() }),
]

const keyList = (items: ApiKey[]) =>
  http.get('/api/user/api-keys', ({ response }) => response(200).json({ items, limit: 10 }))

async function findListSection(canvas: Canvas) {
  return canvas.findByRole('region', { name: i18next.t('api-keys:list.title') }, { timeout: 10_000 })
}

async function openSettings(canvas: Canvas, name: string) {
  const list = within(await findListSection(canvas))
  await user.click(
    await list.findByRole('button', { name: i18next.t('api-keys:state.settingsFor', { name }) }),
  )
  return canvas.findByRole(
    'dialog',
    { name: i18next.t('api-keys:settings.title', { name }) },
    { timeout: 10_000 },
  )
}

/** The keys tab (/dashboard?tab=keys) of demo@example.com, with keys in every state. */
const meta = {
  title: 'Features/ApiKeys/KeySettings',
  component: AppRoutes,
  parameters: { route: '/dashboard?tab=keys', session: 'demo', msw: { handlers: [keyList(STATE_KEYS)] } },
} satisfies Meta<typeof AppRoutes>

export default meta
type Story = StoryObj<typeof meta>

/** Each key's state in words and icons: on, off, expiring, expired, limited (one used up), restricted. */
export const States: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findListSection(canvas)
    const laptop = await canvas.findByRole('list', {
      name: i18next.t('api-keys:state.label', { name: 'Laptop' }),
    })
    await expect(laptop).toHaveTextContent(i18next.t('api-keys:state.on'))
    await expect(
      canvas.getByRole('list', { name: i18next.t('api-keys:state.label', { name: 'Old desktop' }) }),
    ).toHaveTextContent(i18next.t('api-keys:state.off'))
  },
}

/** Filtered to the keys that are off. */
export const FilteredOff: Story = {
  parameters: { route: '/dashboard?tab=keys&filter=off' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await findListSection(canvas))
    await expect(await list.findByText('Old desktop')).toBeVisible()
    await expect(list.queryByText('Laptop')).not.toBeInTheDocument()
  },
}

/** A filter no key matches. */
export const FilteredNone: Story = {
  parameters: {
    route: '/dashboard?tab=keys&filter=expired',
    msw: { handlers: [keyList(STATE_KEYS.slice(0, 2))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await findListSection(canvas))
    await expect(await list.findByText(i18next.t('api-keys:filter.none'))).toBeVisible()
  },
}

/** The settings of a key that allows two addresses, last used from one of them. */
export const Settings: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openSettings(within(canvasElement), 'Laptop'))
    await expect(dialog.getByRole('checkbox', { name: i18next.t('api-keys:settings.enabled') })).toBeChecked()
    await expect(dialog.getByRole('textbox', { name: i18next.t('api-keys:settings.ips.label') })).toHaveValue(
      '203.0.113.7\n10.0.0.0/8',
    )
    await expect(
      dialog.getByText(i18next.t('api-keys:settings.ips.lastSeen', { ip: '203.0.113.7' })),
    ).toBeVisible()
  },
}

/** Wrong lines in the allow-list and a negative limit, each with its reason beside its field. */
export const SettingsInvalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openSettings(within(canvasElement), 'Laptop'))
    const ips = dialog.getByRole('textbox', { name: i18next.t('api-keys:settings.ips.label') })
    await user.clear(ips)
    await user.type(ips, '192.168.1.1{Enter}010.0.0.1{Enter}10.0.0.0/33')
    await user.type(
      dialog.getByRole('textbox', { name: i18next.t('api-keys:settings.limits.dailyUsd') }),
      '-1',
    )
    await expect(ips).toHaveAttribute('aria-invalid', 'true')
    await expect(
      dialog.getByText(i18next.t('api-keys:settings.ips.lastSeenOutside', { ip: '203.0.113.7' }), {
        exact: false,
      }),
    ).toBeVisible()
  },
}

/** A backend without key settings: no state, no filter, no Settings button. */
export const WithoutSettings: Story = {
  parameters: {
    msw: {
      handlers: [
        keyList(
          STATE_KEYS.slice(0, 2).map(
            ({ enabled: _e, expiresAt: _x, limits: _l, allowedIps: _i, allowedModels: _m, ...rest }) => rest,
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await findListSection(canvas))
    await expect(await list.findByText('Laptop')).toBeVisible()
    await expect(
      list.queryByRole('button', { name: i18next.t('api-keys:state.settingsFor', { name: 'Laptop' }) }),
    ).not.toBeInTheDocument()
  },
}
