import { beforeEach, expect, test } from 'vitest'
import { MODEL_CATALOGUE } from '#mocks/catalogue.ts'
import { resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { callApi, expectStatus } from '#mocks/testing/api.ts'

beforeEach(() => resetDb())

test('a visitor with no session reads the whole catalogue, as the contract describes it', async () => {
  // callApi validates the answer against openapi.yaml.
  const { items } = expectStatus(await callApi('get', '/api/models'), 200)
  expect(items.map((model) => model.id)).toEqual(MODEL_CATALOGUE.map((model) => model.id))
  expect(items.every((model) => model.prices.currency === 'USD')).toBe(true)
})

test('a model carries its API, tools, window, prices per million tokens and whether it counts as Opus', async () => {
  const { items } = expectStatus(await callApi('get', '/api/models'), 200)
  expect(items.find((model) => model.id === 'claude-opus-4-1')).toEqual({
    id: 'claude-opus-4-1',
    name: 'Claude Opus 4.1',
    vendor: 'Anthropic',
    api: 'anthropic',
    tools: ['claude-code', 'opencode'],
    contextWindow: 200_000,
    prices: { currency: 'USD', input: 15, output: 75, cacheWrite: 18.75, cacheRead: 1.5 },
    countsTowardWeeklyOpus: true,
    planScopes: ['all', 'claude'],
  })
  expect(items.find((model) => model.id === 'claude-sonnet-4-5')?.countsTowardWeeklyOpus).toBe(false)
})

test('each model is in the plan scopes of its own API and in `all`, never in another API’s', async () => {
  const { items } = expectStatus(await callApi('get', '/api/models'), 200)
  const scopeOf = { anthropic: 'claude', openai: 'openai', gemini: 'gemini' } as const
  for (const model of items) expect(model.planScopes, model.id).toEqual(['all', scopeOf[model.api]])
  const codexPlan = items.filter((model) => model.planScopes.includes('openai')).map((model) => model.api)
  expect(new Set(codexPlan)).toEqual(new Set(['openai']))
})

test('a session or a bad token changes nothing: the catalogue is public', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const anonymous = expectStatus(await callApi('get', '/api/models'), 200)
  expect(expectStatus(await callApi('get', '/api/models', { token }), 200)).toEqual(anonymous)
  expect(expectStatus(await callApi('get', '/api/models', { token: 'not-a-session' }), 200)).toEqual(
    anonymous,
  )
})
