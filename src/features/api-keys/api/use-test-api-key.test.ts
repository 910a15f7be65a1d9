import { expect, test } from 'vitest'
import { MODEL_CATALOGUE, scopesIncluding } from '#mocks/catalogue.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { pickTestTarget, testCurlCommand } from './use-test-api-key.ts'

type Model = components['schemas']['Model']

/** The mock's catalogue as `listModels` answers it. */
const models: Model[] = MODEL_CATALOGUE.map((model) => ({
  id: model.id,
  name: model.name,
  vendor: model.vendor,
  api: model.api,
  tools: [...model.tools],
  contextWindow: model.contextWindow,
  prices: { currency: 'USD', ...model.prices },
  countsTowardWeeklyOpus: model.opus,
  planScopes: scopesIncluding(model),
}))

const anyModel = { allowedModels: [] }

test('a test picks the cheapest model of the one API the plan serves', () => {
  expect(pickTestTarget(anyModel, models, 'gemini')).toMatchObject({
    api: 'gemini',
    model: 'gemini-3.5-flash-lite',
  })
  expect(pickTestTarget(anyModel, models, 'openai')).toMatchObject({ api: 'openai', model: 'gpt-5' })
  expect(pickTestTarget(anyModel, models, 'all')).toMatchObject({
    api: 'anthropic',
    model: 'claude-haiku-4-5',
  })
})

test('a test calls the first of the key’s allowed models the plan covers', () => {
  const key = { allowedModels: ['claude-sonnet-4-5', 'gpt-6.2-sol', 'gpt-5'] }
  expect(pickTestTarget(key, models, 'openai')).toMatchObject({ api: 'openai', model: 'gpt-6.2-sol' })
  // None covered: the relay's refusal of a real one says what is wrong.
  expect(pickTestTarget(key, models, 'gemini')).toMatchObject({
    api: 'anthropic',
    model: 'claude-sonnet-4-5',
  })
})

test('without the catalogue a test calls the plan’s own API', () => {
  expect(pickTestTarget(anyModel, undefined, 'gemini')).toEqual({
    api: 'gemini',
    model: 'gemini-3.5-flash-lite',
    prices: null,
  })
  expect(pickTestTarget({ allowedModels: ['my-model'] }, undefined, 'openai')).toEqual({
    api: 'openai',
    model: 'my-model',
    prices: null,
  })
})

test('the curl command of each API is its own request, with its own auth header', () => {
  const key = 'cr_secret'
  const origin = 'https://relay.example'
  expect(testCurlCommand(key, { api: 'anthropic', model: 'claude-haiku-4-5' }, origin)).toBe(
    [
      "curl 'https://relay.example/api/v1/messages'",
      "  -H 'x-api-key: cr_secret'",
      "  -H 'anthropic-version: 2023-06-01'",
      "  -H 'content-type: application/json'",
      `  -d '{"model":"claude-haiku-4-5","max_tokens":16,"messages":[{"role":"user","content":"ping"}]}'`,
    ].join(' \\\n'),
  )
  expect(testCurlCommand(key, { api: 'openai', model: 'gpt-5' }, origin)).toBe(
    [
      "curl 'https://relay.example/api/responses'",
      "  -H 'authorization: Bearer cr_secret'",
      "  -H 'content-type: application/json'",
      `  -d '{"model":"gpt-5","input":"ping","max_output_tokens":16}'`,
    ].join(' \\\n'),
  )
  expect(testCurlCommand(key, { api: 'gemini', model: 'gemini-3.5-flash-lite' }, origin)).toBe(
    [
      "curl 'https://relay.example/gemini/v1beta/models/gemini-3.5-flash-lite:generateContent'",
      "  -H 'x-goog-api-key: cr_secret'",
      "  -H 'content-type: application/json'",
      `  -d '{"contents":[{"role":"user","parts":[{"text":"ping"}]}],"generationConfig":{"maxOutputTokens":16}}'`,
    ].join(' \\\n'),
  )
})
