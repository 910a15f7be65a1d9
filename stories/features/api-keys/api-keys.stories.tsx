import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { http, offContract } from '#mocks/http.ts'
import { CODEX_ONLY_SUBSCRIPTION, serveSubscription } from '#mocks/testing/fixtures.ts'
import { AppRoutes } from '#src/app/routes.tsx'
import { ApiKeysPanel } from '#src/features/api-keys/components/api-keys-panel.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { DAY_MS } from '#src/lib/time-units.ts'

type Canvas = ReturnType<typeof within>
type Schemas = components['schemas']
type ApiKey = Schemas['ApiKey']

const KEYS_URL = '/api/user/api-keys'
const KEY_URL = '/api/user/api-keys/{id}'
const REMARK_URL = '/api/user/api-keys/{id}/remark'

/** The per-account limit the mock answers (openapi.yaml `ApiKeyList.limit`). */
const LIMIT = 10

// Types without waiting between keystrokes: the stories stay quick to test.
const user = userEvent.setup({ delay: null })

const KEY_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
const NAMES = [
  'Laptop',
  'CI runner',
  'Desktop',
  'Build server',
  'Staging',
  'Home office',
  'Pairing station',
  'Release bot',
  'Tablet',
  'Spare',
]

/** A deterministic, contract-valid key (`cr_` and 48 letters or digits), so the story looks the same every time. */
function storyKey(index: number): ApiKey {
  const createdAt = Date.UTC(2026, 0, 5 + index * 3, 9, 30)
  return {
    id: `key_story${String(index).padStart(2, '0')}`,
    name: NAMES[index] ?? `Key ${index + 1}`,
    remark: index % 3 === 2 ? '' : `Claude Code on machine ${index + 1}`,
    key: `cr_${Array.from({ length: 48 }, (_, at) => KEY_CHARS[(at * 7 + index * 13) % KEY_CHARS.length]).join('')}`,
    createdAt: new Date(createdAt).toISOString(),
    lastUsedAt: index % 4 === 3 ? null : new Date(createdAt + 20 * DAY_MS).toISOString(),
  }
}

const keyList = (items: ApiKey[]) =>
  http.get(KEYS_URL, ({ response }) => response(200).json({ items, limit: LIMIT }))

/** The keys of the list, without the items of each key's own state list (named, unlike the keys list). */
const keyItems = (items: HTMLElement[]) => items.filter((item) => !item.closest('ul[aria-label]'))

/** The "Your keys" section, once the lazy dashboard has loaded. */
async function findListSection(canvas: Canvas) {
  return canvas.findByRole('region', { name: i18next.t('api-keys:list.title') }, { timeout: 10_000 })
}

/** Presses Delete on the key `name` in `list` and finds the confirmation that names it. */
async function openDeleteDialog(canvas: Canvas, list: Canvas, name: string) {
  await user.click(await list.findByRole('button', { name: i18next.t('api-keys:list.deleteFor', { name }) }))
  return canvas.findByRole('alertdialog', { name: i18next.t('api-keys:delete.title', { name }) })
}

async function expectCount(canvas: Canvas, used: number) {
  await expect(
    await canvas.findByText(i18next.t('api-keys:create.count', { used, limit: LIMIT })),
  ).toBeVisible()
}

/** The dashboard's API keys tab (/dashboard?tab=keys) of demo@example.com, on the seeded mock. */
const meta = {
  title: 'Features/ApiKeys/ApiKeysPanel',
  component: AppRoutes,
  parameters: { route: '/dashboard?tab=keys', session: 'demo' },
} satisfies Meta<typeof AppRoutes>

export default meta
type Story = StoryObj<typeof meta>

/** No keys yet: the empty state points to the setup guide. */
export const Empty: Story = {
  parameters: { msw: { handlers: [keyList([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await findListSection(canvas))
    await expect(await list.findByText(i18next.t('api-keys:empty.title'))).toBeVisible()
    await expect(list.getByRole('link', { name: i18next.t('api-keys:empty.docs') })).toHaveAttribute(
      'href',
      '/docs',
    )
    await expectCount(canvas, 0)
  },
}

/** The seeded keys "CI runner" and "Laptop", newest first, masked, each with Copy and Edit remark. */
export const Some: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await findListSection(canvas))
    const items = keyItems(await list.findAllByRole('listitem'))
    await expect(items).toHaveLength(2)
    await expect(items[0]).toHaveTextContent('CI runner')
    await expect(items[1]).toHaveTextContent('Laptop')
    await expect(list.getByText('Claude Code on my MacBook')).toBeVisible()
    await expect(
      list.getByRole('button', { name: i18next.t('api-keys:list.copyFor', { name: 'Laptop' }) }),
    ).toBeVisible()
    await expectCount(canvas, 2)
  },
}

/** Ten keys of ten: creating is disabled and says why. */
export const AtLimit: Story = {
  parameters: {
    msw: {
      handlers: [keyList(Array.from({ length: LIMIT }, (_, i) => storyKey(i)))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await findListSection(canvas))
    await expect(keyItems(await list.findAllByRole('listitem'))).toHaveLength(LIMIT)
    await expectCount(canvas, LIMIT)
    const create = canvas.getByRole('button', { name: i18next.t('api-keys:create.submit') })
    await expect(create).toBeDisabled()
    await expect(create).toHaveAccessibleDescription(
      `${i18next.t('api-keys:create.limitReached')} ${i18next.t('api-keys:create.limitHint')}`,
    )
  },
}

/** At the limit, Delete on a key asks first: a modal that names the key, with Cancel focused. */
export const ConfirmDelete: Story = {
  parameters: AtLimit.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await findListSection(canvas))
    const dialog = await openDeleteDialog(canvas, list, 'Desktop')
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAccessibleDescription(i18next.t('api-keys:delete.body'))
    await expect(within(dialog).getByRole('button', { name: i18next.t('actions.cancel') })).toHaveFocus()
  },
}

/** A confirmed delete on the seeded mock: the key leaves the list, the count drops and a message says so. */
export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await findListSection(canvas))
    const dialog = within(await openDeleteDialog(canvas, list, 'Laptop'))
    await user.click(dialog.getByRole('button', { name: i18next.t('api-keys:delete.confirm') }))
    await expect(await list.findByText(i18next.t('api-keys:delete.done', { name: 'Laptop' }))).toBeVisible()
    await expectCount(canvas, 1)
    await expect(keyItems(list.getAllByRole('listitem'))).toHaveLength(1)
  },
}

/** A backend without key deletion answers 405: the user is told their relay does not support it. */
export const DeleteUnsupported: Story = {
  parameters: {
    msw: {
      handlers: [
        // A backend without the (optional) delete operation answers outside the contract.
        http.delete(KEY_URL, ({ response }) => response.untyped(offContract.body(null, { status: 405 }))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await findListSection(canvas))
    const dialog = within(await openDeleteDialog(canvas, list, 'Laptop'))
    await user.click(dialog.getByRole('button', { name: i18next.t('api-keys:delete.confirm') }))
    await expect(await list.findByText(i18next.t('api-keys:delete.unsupported'))).toHaveAttribute(
      'role',
      'alert',
    )
    await expect(keyItems(list.getAllByRole('listitem'))).toHaveLength(2)
  },
}

/** A user names a key "CI" and creates it: the key in full, with copy and CC Switch actions, takes focus. */
export const JustCreated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findListSection(canvas)
    await user.type(canvas.getByLabelText(i18next.t('api-keys:create.nameLabel')), 'CI')
    await user.click(canvas.getByRole('button', { name: i18next.t('api-keys:create.submit') }))
    const title = await canvas.findByRole(
      'heading',
      { name: i18next.t('api-keys:created.title', { name: 'CI' }) },
      { timeout: 10_000 },
    )
    // Focus moves to the card once it has mounted (an effect, so a moment after it appears).
    await waitFor(() => expect(title).toHaveFocus())
    const card = within(
      canvas.getByRole('region', { name: i18next.t('api-keys:created.title', { name: 'CI' }) }),
    )
    await expect(card.getByText(/^cr_[A-Za-z0-9]{40,}$/)).toBeVisible()
    await expect(card.getByRole('button', { name: i18next.t('api-keys:created.copyKey') })).toBeVisible()
    await expect(
      card.getByRole('button', { name: i18next.t('api-keys:ccSwitchMenu.buttonFor', { name: 'CI' }) }),
    ).toHaveAccessibleDescription(i18next.t('api-keys:created.ccSwitchHint'))
    // The name field is cleared and the list (and its count) includes the new key.
    await expect(canvas.getByLabelText(i18next.t('api-keys:create.nameLabel'))).toHaveValue('')
    await expectCount(canvas, 3)
  },
}

/** Saving a remark answers 500: the editor stays open with what was typed and says so. */
export const RemarkSaveFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(REMARK_URL, ({ response }) =>
          response(500).json({ error: 'The key store is unavailable', code: 'INTERNAL_ERROR' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await findListSection(canvas))
    await user.click(
      await list.findByRole('button', { name: i18next.t('api-keys:list.editRemarkFor', { name: 'Laptop' }) }),
    )
    const input = list.getByRole('textbox', { name: i18next.t('api-keys:remark.label', { name: 'Laptop' }) })
    await expect(input).toHaveFocus()
    await user.clear(input)
    await user.type(input, 'Work laptop')
    await user.click(list.getByRole('button', { name: i18next.t('actions.save') }))
    await expect(await list.findByRole('alert')).toHaveTextContent(i18next.t('api-keys:remark.saveFailed'))
    await expect(input).toHaveValue('Work laptop')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(
      `${i18next.t('api-keys:remark.saveFailed')} ${i18next.t('api-keys:remark.hint')}`,
    )
  },
}

/** Deterministic usage for the story keys: busier and dearer the lower the index, the last key unused. */
function storyUsage(index: number, count: number): NonNullable<ApiKey['usage']> {
  const weight = count - 1 - index
  return {
    todayRequests: weight * 37,
    todayCost: { amount: weight * 1.23, currency: 'USD' },
    totalRequests: weight * 1_234,
    totalCost: { amount: weight * 45.67, currency: 'USD' },
  }
}

const USED_KEYS = Array.from({ length: 4 }, (_, i) => ({ ...storyKey(i), usage: storyUsage(i, 4) }))

/** Keys with their usage today and in total, sorted by usage today (`?sort=usage-today`). */
export const WithUsage: Story = {
  parameters: {
    route: '/dashboard?tab=keys&sort=usage-today',
    msw: { handlers: [keyList([...USED_KEYS].reverse())] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await findListSection(canvas))
    const items = keyItems(await list.findAllByRole('listitem'))
    await expect(items.map((item) => item.querySelector('dd')?.textContent)).toEqual(
      USED_KEYS.map((key) => key.name),
    )
    await expect(list.getByRole('combobox', { name: i18next.t('api-keys:list.sortLabel') })).toHaveValue(
      'usage-today',
    )
    await expect(items[0]).toHaveTextContent('111 requests · $3.69')
    await expect(items[0]).toHaveTextContent('3,702 requests · $137.01')
    await expect(items[3]).toHaveTextContent('0 requests · $0.00')
  },
}

/** Another backend that does not report usage per key (optional in the contract): a dash, and why for screen readers. */
export const WithoutUsage: Story = {
  parameters: { msw: { handlers: [keyList(Array.from({ length: 3 }, (_, i) => storyKey(i)))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await findListSection(canvas))
    await expect(keyItems(await list.findAllByRole('listitem'))).toHaveLength(3)
    await expect(list.getAllByText('—')).toHaveLength(6)
    await expect(list.getAllByText(i18next.t('api-keys:list.usageUnavailable'))).toHaveLength(6)
  },
}

/** The panel in a 320 px column: every key reads as a list of fields, one under the other, nothing wider. */
async function expectNarrowList(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const section = await findListSection(canvas)
  const items = keyItems(await within(section).findAllByRole('listitem'))
  await expect(items).toHaveLength(USED_KEYS.length)
  // Each key shows two amounts of money, today and in total.
  await expect(within(section).getAllByText(/\$/)).toHaveLength(USED_KEYS.length * 2)
  const panel = canvasElement.querySelector('[data-narrow]')
  if (!(panel instanceof HTMLElement)) throw new Error('The 320 px column is missing')
  await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth)
  for (const item of items) {
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth)
    // One column: every field starts at the same left edge.
    const lefts = new Set(
      [...item.querySelectorAll('dl > div')].map((field) => Math.round(field.getBoundingClientRect().left)),
    )
    await expect(lefts.size).toBe(1)
  }
}

const narrow: Story = {
  parameters: { msw: { handlers: [keyList([...USED_KEYS].reverse())] } },
  render: () => (
    <div data-narrow style={{ inlineSize: '320px', padding: '0 16px', boxSizing: 'border-box' }}>
      <ApiKeysPanel />
    </div>
  ),
  play: async ({ canvasElement }) => expectNarrowList(canvasElement),
}

/** Russian in a 320 px column: the longest labels and figures wrap inside each key. */
export const NarrowRussian: Story = { ...narrow, globals: { locale: 'ru' } }

/** Japanese in a 320 px column. */
export const NarrowJapanese: Story = { ...narrow, globals: { locale: 'ja' } }

/**
 * Russian in a 320 px column, a key's Import to CC Switch menu open (from the keyboard): one item per tool,
 * the first focused, the menu under its button and inside the column.
 */
export const CcSwitchMenuOpenNarrowRussian: Story = {
  ...narrow,
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expectNarrowList(canvasElement)
    const canvas = within(canvasElement)
    const [first] = USED_KEYS.toReversed()
    const label = i18next.t('api-keys:ccSwitchMenu.buttonFor', { name: first?.name })
    const button = await canvas.findByRole('button', { name: label })
    button.focus()
    await user.keyboard('{ArrowDown}')
    const menu = await canvas.findByRole('menu', { name: label })
    const items = within(menu).getAllByRole('menuitem')
    await expect(items.map((item) => item.textContent)).toEqual([
      'Claude Code',
      'Codex CLI',
      'Gemini CLI',
      'OpenCode',
    ])
    await expect(items[0]).toHaveFocus()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const panel = canvasElement.querySelector('[data-narrow]')?.getBoundingClientRect()
    const box = menu.getBoundingClientRect()
    await expect(box.left).toBeGreaterThanOrEqual(panel?.left ?? 0)
    await expect(box.right).toBeLessThanOrEqual(panel?.right ?? 0)
    await expect(box.top).toBeGreaterThanOrEqual(button.getBoundingClientRect().bottom)
  },
}

/**
 * A key just created on an OpenAI-only plan, its Import to CC Switch menu open: the plan's tools only, Codex CLI
 * and OpenCode, each linking to CC Switch's import of the new key.
 */
export const CreatedCcSwitchMenuForPlan: Story = {
  parameters: {
    msw: {
      handlers: [serveSubscription(CODEX_ONLY_SUBSCRIPTION)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findListSection(canvas)
    await user.type(canvas.getByLabelText(i18next.t('api-keys:create.nameLabel')), 'CI')
    await user.click(canvas.getByRole('button', { name: i18next.t('api-keys:create.submit') }))
    const region = await canvas.findByRole(
      'region',
      { name: i18next.t('api-keys:created.title', { name: 'CI' }) },
      { timeout: 10_000 },
    )
    const label = i18next.t('api-keys:ccSwitchMenu.buttonFor', { name: 'CI' })
    await user.click(within(region).getByRole('button', { name: label }))
    const menu = within(await canvas.findByRole('menu', { name: label }))
    await waitFor(() =>
      expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Codex CLI',
        'OpenCode',
      ]),
    )
    await expect(menu.getByRole('menuitem', { name: 'OpenCode' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^ccswitch:\/\/v1\/import\?resource=provider&app=opencode&/),
    )
    await expect(menu.getByRole('menuitem', { name: 'Codex CLI' })).toHaveFocus()
  },
}
