import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { http } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { seedSignedInUser } from '#mocks/seed.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import { renderWithProviders, Where } from '#src/testing/render.tsx'
import { KeyList } from './key-list.tsx'

type ApiKey = components['schemas']['ApiKey']

const NO_LIMITS = { dailyUsd: null, weeklyUsd: null, monthlyUsd: null, dailyRequests: null }

function key(name: string, extra: Partial<ApiKey> = {}): ApiKey {
  return {
    id: `key_${name.replace(/\W/g, '').toLowerCase()}`,
    name,
    remark: '',
    key: `cr_${name.replace(/\W/g, '').padEnd(48, 'x')}`,
    createdAt: '2026-11-01T00:00:00Z',
    lastUsedAt: null,
    enabled: true,
    expiresAt: null,
    limits: NO_LIMITS,
    allowedIps: [],
    allowedModels: [],
    ...extra,
  }
}

function serveKeys(items: ApiKey[]) {
  server.use(http.get('/api/user/api-keys', ({ response }) => response(200).json({ items, limit: 10 })))
}

async function renderKeyList(route = '/dashboard?tab=keys') {
  const session = await seedSignedInUser('demo@example.com')
  const user = userEvent.setup()
  renderWithProviders(
    <>
      <KeyList titleRef={{ current: null }} notice="" alert="" />
      <Where search />
    </>,
    { route, session },
  )
  return { user }
}

const stateOf = (name: string) => screen.getByRole('list', { name: `State of key “${name}”` })

test('each key shows its state in words: on or off, expiry, each limit, restrictions, and the last address', async () => {
  serveKeys([
    key('Laptop', {
      expiresAt: new Date(Date.now() + 5 * DAY_MS + 60_000).toISOString(),
      limits: { ...NO_LIMITS, dailyUsd: 5, dailyRequests: 1 },
      allowedIps: ['10.0.0.0/8', '203.0.113.7'],
      allowedModels: ['claude-sonnet-4-5'],
      lastUsedAt: '2026-11-26T10:00:00Z',
      lastUsedIp: '203.0.113.7',
    }),
    key('CI runner', { enabled: false, expiresAt: '2026-01-02T00:00:00Z' }),
  ])
  await renderKeyList()
  const laptop = within(await screen.findByRole('list', { name: 'State of key “Laptop”' }))
  expect(laptop.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'On',
    'Expires in 5 days',
    'Limited to $5.00 a day',
    'Limited to 1 request a day',
    'Only from 2 addresses or ranges',
    'Only 1 model',
  ])
  expect(screen.getByText('203.0.113.7')).toBeInTheDocument()
  const runner = within(stateOf('CI runner'))
  expect(runner.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Off',
    'Expired on Jan 2, 2026',
  ])
})

test('a used-up key limit says until when, next to the limit', async () => {
  serveKeys([
    key('Laptop', {
      limits: { ...NO_LIMITS, dailyUsd: 0.1 },
      limitUse: [
        { kind: 'daily', unit: 'usd', limit: 0.1, used: 0.1, remaining: 0, resetsAt: '2026-11-28T00:00:00Z' },
      ],
    }),
  ])
  await renderKeyList()
  const laptop = within(await screen.findByRole('list', { name: 'State of key “Laptop”' }))
  expect(laptop.getByText('Limited to $0.10 a day')).toBeInTheDocument()
  expect(laptop.getByText(/^Key limit reached until /)).toBeInTheDocument()
})

test('a user filters the keys by state, and the filter is kept in the address', async () => {
  serveKeys([
    key('Working'),
    key('Stopped', { enabled: false }),
    key('Old', { expiresAt: '2026-01-02T00:00:00Z' }),
    key('Capped', { limits: { ...NO_LIMITS, monthlyUsd: 20 } }),
    key('Fenced', { allowedIps: ['127.0.0.1'] }),
  ])
  const { user } = await renderKeyList()
  await screen.findByText('Working')
  const show = screen.getByRole('combobox', { name: 'Show' })
  const names = () =>
    screen
      .queryAllByRole('button', { name: /^Copy key “/ })
      .map((button) => /“(.*)”/.exec(button.getAttribute('aria-label') ?? '')?.[1])

  await user.selectOptions(show, 'Off')
  expect(names()).toEqual(['Stopped'])
  expect(screen.getByText(/^Arrived at/)).toHaveTextContent('filter=off')
  await user.selectOptions(show, 'Expired')
  expect(names()).toEqual(['Old'])
  await user.selectOptions(show, 'With a limit')
  expect(names()).toEqual(['Capped'])
  await user.selectOptions(show, 'IP- or model-restricted')
  expect(names()).toEqual(['Fenced'])
  await user.selectOptions(show, 'On')
  expect(names()).toEqual(['Working', 'Capped', 'Fenced'])
  await user.selectOptions(show, 'All keys')
  expect(names()).toHaveLength(5)
  expect(screen.getByText(/^Arrived at/)).not.toHaveTextContent('filter=')
})

test('a filter that matches no key says so and offers to show them all', async () => {
  serveKeys([key('Working'), key('Also working')])
  const { user } = await renderKeyList('/dashboard?tab=keys&filter=expired')
  expect(await screen.findByText('No key matches this filter.')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Show all keys' }))
  expect(await screen.findByText('Also working')).toBeInTheDocument()
})

test('against a backend without key settings there is no state, no filter, no state sort and no Settings', async () => {
  const bare = (name: string): ApiKey => {
    const { enabled: _e, expiresAt: _x, limits: _l, allowedIps: _i, allowedModels: _m, ...rest } = key(name)
    return rest
  }
  serveKeys([bare('Laptop'), bare('CI runner')])
  await renderKeyList('/dashboard?tab=keys&filter=off')
  // A shared `?filter=` hides nothing when there is no filter to change it with.
  expect(await screen.findByText('Laptop')).toBeInTheDocument()
  expect(screen.getByText('CI runner')).toBeInTheDocument()
  expect(screen.queryByRole('list', { name: /State of key/ })).not.toBeInTheDocument()
  expect(screen.queryByRole('combobox', { name: 'Show' })).not.toBeInTheDocument()
  expect(screen.queryByRole('option', { name: 'State' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /^Settings of key/ })).not.toBeInTheDocument()
})
