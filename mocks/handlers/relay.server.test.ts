import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import Anthropic, { type APIError as AnthropicApiError } from '@anthropic-ai/sdk'
import { ApiError, GoogleGenAI } from '@google/genai'
import { Ajv } from 'ajv'
import OpenAI, { type APIError as OpenAiApiError } from 'openai'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { costMicros, findModel, type TokenCounts } from '#mocks/catalogue.ts'
import { setMockControls } from '#mocks/controls.ts'
import { db, type RequestRecord } from '#mocks/db.ts'
import { createMockHttpServer } from '#mocks/http-server.ts'
import { clearPromptCache } from '#mocks/relay/estimate.ts'
import { currentSubscription } from '#mocks/rules.ts'
import { buildApiKey, resetDb } from '#mocks/seed.ts'

const logLines: string[] = []
let server: Server
let base = ''

beforeAll(async () => {
  server = createMockHttpServer({ log: (line) => logLines.push(line) })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  resetDb()
  clearPromptCache()
})

function userByEmail(email: string) {
  const user = [...db.users.values()].find((candidate) => candidate.email === email)
  if (!user) throw new Error(`no seeded ${email}`)
  return user
}

/** A key of the account, created when it has none (the seed gives keys to some accounts only). */
function keyOf(email: string): string {
  const user = userByEmail(email)
  const existing = [...db.apiKeys.values()].find((apiKey) => apiKey.userId === user.id)
  if (existing) return existing.key
  const apiKey = buildApiKey({ userId: user.id, key: `cr_${email.replace(/\W/g, '')}Key0123456789` })
  db.apiKeys.set(apiKey.id, apiKey)
  return apiKey.key
}

const demoKey = () => keyOf('demo@example.com')

function anthropic(apiKey: string) {
  return new Anthropic({ apiKey, baseURL: `${base}/api`, maxRetries: 0 })
}

function openai(apiKey: string) {
  return new OpenAI({ apiKey, baseURL: `${base}/api`, maxRetries: 0 })
}

function gemini(apiKey: string) {
  return new GoogleGenAI({ apiKey, httpOptions: { baseUrl: `${base}/gemini` } })
}

/** The records a call added. */
async function newRecords(call: () => Promise<unknown>): Promise<RequestRecord[]> {
  const before = db.requests.length
  await call()
  return db.requests.slice(before)
}

function expectBilled(record: RequestRecord | undefined, modelId: string, tokens: TokenCounts) {
  const model = findModel(modelId)
  if (!model) throw new Error(`no model ${modelId}`)
  expect(record).toMatchObject({
    status: 200,
    errorCode: null,
    model: modelId,
    inputTokens: tokens.input,
    outputTokens: tokens.output,
    cacheWriteTokens: tokens.cacheWrite,
    cacheReadTokens: tokens.cacheRead,
    costMicros: costMicros(model, tokens),
  })
  expect(record?.costMicros).toBeGreaterThan(0)
}

const ajv = new Ajv({ strict: false })

/** The part of Gemini's OpenAPI-style schema that ajv reads differently: upper-case types and `nullable`. */
function fromOpenApiSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(fromOpenApiSchema)
  if (typeof schema !== 'object' || schema === null) return schema
  const converted: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(schema)) {
    if (name === 'type' && typeof value === 'string') converted.type = value.toLowerCase()
    else if (name === 'properties' && typeof value === 'object' && value !== null)
      converted.properties = Object.fromEntries(
        Object.entries(value).map(([property, inner]) => [property, fromOpenApiSchema(inner)]),
      )
    else if (name === 'nullable' || name === 'propertyOrdering' || name === 'format') continue
    else converted[name] = fromOpenApiSchema(value)
  }
  if (schema && 'nullable' in schema && schema.nullable === true && typeof converted.type === 'string')
    converted.type = [converted.type, 'null']
  return converted
}

function expectValid(schema: unknown, instance: unknown) {
  const validate = ajv.compile(schema as object)
  expect(validate(instance), JSON.stringify(validate.errors)).toBe(true)
}

const TOOL_SCHEMA = {
  type: 'object',
  properties: {
    path: { type: 'string', minLength: 3 },
    mode: { type: 'string', enum: ['read', 'write'] },
    lines: { type: 'integer', minimum: 5, maximum: 9 },
    tags: { type: 'array', items: { $ref: '#/$defs/tag' }, minItems: 2 },
    options: { type: 'object', properties: { force: { type: 'boolean' } }, required: ['force'] },
    note: { type: 'string' },
  },
  required: ['path', 'mode', 'lines', 'tags', 'options'],
  additionalProperties: false,
  $defs: { tag: { type: 'object', properties: { name: { const: 'x' } }, required: ['name'] } },
} as const

test('the Anthropic SDK gets a canned message naming the model, and the request is billed from the catalogue', async () => {
  let message: Anthropic.Message | undefined
  const records = await newRecords(async () => {
    message = await anthropic(demoKey()).messages.create({
      model: 'claude-sonnet-4-6',
      max_tokens: 100,
      messages: [{ role: 'user', content: 'Hello' }],
    })
  })
  const block = message?.content[0]
  expect(block?.type === 'text' && block.text).toMatch(
    /demo relay of Relay Portal.*no model was called.*claude-sonnet-4-6/,
  )
  expect(message).toMatchObject({ role: 'assistant', model: 'claude-sonnet-4-6', stop_reason: 'end_turn' })
  expect(records).toHaveLength(1)
  const usage = message?.usage
  expectBilled(records[0], 'claude-sonnet-4-6', {
    input: usage?.input_tokens ?? -1,
    output: usage?.output_tokens ?? -1,
    cacheWrite: usage?.cache_creation_input_tokens ?? -1,
    cacheRead: usage?.cache_read_input_tokens ?? -1,
  })
  expect(records[0]?.firstTokenMs).toBeNull()
})

test('Claude Code’s streamed beta request with a Bearer token gets Anthropic’s event sequence and is billed', async () => {
  const client = new Anthropic({ authToken: demoKey(), apiKey: null, baseURL: `${base}/api`, maxRetries: 0 })
  const seen: string[] = []
  let final: Anthropic.Beta.BetaMessage | undefined
  const records = await newRecords(async () => {
    const stream = client.beta.messages.stream({
      model: 'claude-opus-4-1-20250805',
      max_tokens: 100,
      messages: [{ role: 'user', content: 'Hello' }],
    })
    stream.on('streamEvent', (event) => seen.push(event.type))
    final = await stream.finalMessage()
  })
  const deltas = seen.filter((type) => type === 'content_block_delta').length
  expect(deltas).toBeGreaterThan(1)
  // The SDK drops `ping`; the raw stream's order is checked below.
  expect(seen).toEqual([
    'message_start',
    'content_block_start',
    ...Array<string>(deltas).fill('content_block_delta'),
    'content_block_stop',
    'message_delta',
    'message_stop',
  ])
  const block = final?.content[0]
  expect(block?.type === 'text' && block.text).toMatch(/no model was called/)
  expect(records).toHaveLength(1)
  expectBilled(records[0], 'claude-opus-4-1-20250805', {
    input: final?.usage.input_tokens ?? -1,
    output: final?.usage.output_tokens ?? -1,
    cacheWrite: final?.usage.cache_creation_input_tokens ?? -1,
    cacheRead: final?.usage.cache_read_input_tokens ?? -1,
  })
  expect(records[0]?.opusCostMicros).toBe(records[0]?.costMicros)
  expect(records[0]?.firstTokenMs).toBeGreaterThan(0)
  expect(records[0]?.durationMs).toBeGreaterThan(records[0]?.firstTokenMs ?? Infinity)
})

test('a forced tool is answered with a tool_use whose input validates, streamed or not', async () => {
  const client = anthropic(demoKey())
  const request = {
    model: 'claude-haiku-4-5',
    max_tokens: 100,
    messages: [{ role: 'user' as const, content: 'Read it' }],
    tools: [
      { name: 'other', input_schema: { type: 'object' as const, properties: {} } },
      { name: 'open_file', input_schema: TOOL_SCHEMA as unknown as Anthropic.Tool.InputSchema },
    ],
  }
  const forced = await client.messages.create({
    ...request,
    tool_choice: { type: 'tool', name: 'open_file' },
  })
  const block = forced.content[0]
  expect(forced.stop_reason).toBe('tool_use')
  expect(block?.type === 'tool_use' && block.name).toBe('open_file')
  expectValid(TOOL_SCHEMA, block?.type === 'tool_use' ? block.input : undefined)
  const streamed = await client.messages
    .stream({ ...request, tool_choice: { type: 'tool', name: 'open_file' } })
    .finalMessage()
  const streamedBlock = streamed.content[0]
  expectValid(TOOL_SCHEMA, streamedBlock?.type === 'tool_use' ? streamedBlock.input : undefined)
  const any = await client.messages.create({ ...request, tool_choice: { type: 'any' } })
  expect(any.content[0]?.type === 'tool_use' && any.content[0].name).toBe('other')
})

test('a prompt marked for caching is written once, then read by the same key, and billed as such', async () => {
  const client = anthropic(demoKey())
  const request: Anthropic.MessageCreateParamsNonStreaming = {
    model: 'claude-sonnet-4-6',
    max_tokens: 100,
    system: [
      {
        type: 'text',
        text: 'You are a careful assistant. '.repeat(40),
        cache_control: { type: 'ephemeral' },
      },
    ],
    messages: [{ role: 'user', content: 'Hello' }],
  }
  const first = await client.messages.create(request)
  expect(first.usage.cache_creation_input_tokens).toBeGreaterThan(200)
  expect(first.usage.cache_read_input_tokens).toBe(0)
  let second: Anthropic.Message | undefined
  const records = await newRecords(async () => {
    second = await client.messages.create({ ...request, messages: [{ role: 'user', content: 'Again' }] })
  })
  expect(second?.usage.cache_read_input_tokens).toBe(first.usage.cache_creation_input_tokens)
  expect(second?.usage.cache_creation_input_tokens).toBe(0)
  expectBilled(records[0], 'claude-sonnet-4-6', {
    input: second?.usage.input_tokens ?? -1,
    output: second?.usage.output_tokens ?? -1,
    cacheWrite: 0,
    cacheRead: second?.usage.cache_read_input_tokens ?? -1,
  })
  const other = await anthropic(keyOf('heavy@example.com')).messages.create(request)
  expect(other.usage.cache_read_input_tokens).toBe(0)
})

test('count_tokens answers the estimate and records nothing', async () => {
  const records = await newRecords(async () => {
    const counted = await anthropic(demoKey()).messages.countTokens({
      model: 'claude-sonnet-4-6',
      messages: [{ role: 'user', content: 'x'.repeat(400) }],
    })
    expect(counted.input_tokens).toBeGreaterThanOrEqual(100)
    expect(counted.input_tokens).toBeLessThan(130)
  })
  expect(records).toEqual([])
})

test('the OpenAI SDK gets a Responses answer, JSON and streamed in OpenAI’s event sequence, each billed', async () => {
  const client = openai(demoKey())
  const records = await newRecords(async () => {
    const response = await client.responses.create({
      model: 'gpt-5',
      input: 'Hello',
      instructions: 'Be brief',
    })
    expect(response.output_text).toMatch(/no model was called.*gpt-5/)
    expect(response.status).toBe('completed')
  })
  expect(records).toHaveLength(1)
  const seen: string[] = []
  let completed: OpenAI.Responses.Response | undefined
  const streamed = await newRecords(async () => {
    const stream = await client.responses.create({ model: 'gpt-6.2-sol', input: 'Hello', stream: true })
    for await (const event of stream) {
      seen.push(event.type)
      if (event.type === 'response.completed') completed = event.response
    }
  })
  const deltas = seen.filter((type) => type === 'response.output_text.delta').length
  expect(deltas).toBeGreaterThan(1)
  expect(seen).toEqual([
    'response.created',
    'response.in_progress',
    'response.output_item.added',
    'response.content_part.added',
    ...Array<string>(deltas).fill('response.output_text.delta'),
    'response.output_text.done',
    'response.content_part.done',
    'response.output_item.done',
    'response.completed',
  ])
  const part = completed?.output[0]?.type === 'message' ? completed.output[0].content[0] : undefined
  expect(part?.type === 'output_text' && part.text).toMatch(/gpt-6\.2-sol/)
  const usage = completed?.usage
  expect(usage?.total_tokens).toBe((usage?.input_tokens ?? 0) + (usage?.output_tokens ?? 0))
  expect(streamed).toHaveLength(1)
  expectBilled(streamed[0], 'gpt-6.2-sol', {
    input: (usage?.input_tokens ?? 0) - (usage?.input_tokens_details.cached_tokens ?? 0),
    output: usage?.output_tokens ?? -1,
    cacheWrite: 0,
    cacheRead: usage?.input_tokens_details.cached_tokens ?? -1,
  })
})

test('a Responses request for a JSON schema gets an instance that validates', async () => {
  const schema = {
    type: 'object',
    properties: { answer: { type: 'string', enum: ['yes', 'no'] }, score: { type: 'number', minimum: 0.5 } },
    required: ['answer', 'score'],
    additionalProperties: false,
  }
  const response = await openai(demoKey()).responses.create({
    model: 'gpt-5',
    input: 'Decide',
    text: { format: { type: 'json_schema', name: 'decision', schema, strict: true } },
  })
  expectValid(schema, JSON.parse(response.output_text))
})

test('a Responses conversation that repeats the last prompt reads it from the cache, billed at the cache price', async () => {
  const client = openai(demoKey())
  const first: OpenAI.Responses.ResponseInputItem[] = [
    { role: 'user', content: 'Explain this code. '.repeat(50) },
  ]
  const before = await client.responses.create({
    model: 'gpt-5',
    input: first,
    prompt_cache_key: 'session-1',
  })
  expect(before.usage?.input_tokens_details.cached_tokens).toBe(0)
  const next = [
    ...first,
    { role: 'assistant' as const, content: 'It adds.' },
    { role: 'user' as const, content: 'Why?' },
  ]
  const records = await newRecords(async () => {
    const after = await client.responses.create({
      model: 'gpt-5',
      input: next,
      prompt_cache_key: 'session-1',
    })
    const cached = after.usage?.input_tokens_details.cached_tokens ?? 0
    expect(cached).toBe(before.usage?.input_tokens)
    expect(after.usage?.input_tokens).toBeGreaterThan(cached)
  })
  expect(records[0]?.cacheReadTokens).toBe(before.usage?.input_tokens)
  const otherCacheKey = await client.responses.create({
    model: 'gpt-5',
    input: next,
    prompt_cache_key: 'session-2',
  })
  expect(otherCacheKey.usage?.input_tokens_details.cached_tokens).toBe(0)
})

test('the Gemini SDK gets a canned answer, JSON and streamed over SSE, each billed as its usage says', async () => {
  const client = gemini(demoKey())
  let json: Awaited<ReturnType<typeof client.models.generateContent>> | undefined
  const records = await newRecords(async () => {
    json = await client.models.generateContent({ model: 'gemini-3.1-pro-preview', contents: 'Hello' })
  })
  expect(json?.text).toMatch(/no model was called.*gemini-3\.1-pro-preview/)
  const usage = json?.usageMetadata
  expect(usage?.totalTokenCount).toBe((usage?.promptTokenCount ?? 0) + (usage?.candidatesTokenCount ?? 0))
  expectBilled(records[0], 'gemini-3.1-pro-preview', {
    input: usage?.promptTokenCount ?? -1,
    output: usage?.candidatesTokenCount ?? -1,
    cacheWrite: 0,
    cacheRead: 0,
  })
  let text = ''
  let chunks = 0
  let lastUsage: typeof usage
  const streamed = await newRecords(async () => {
    for await (const chunk of await client.models.generateContentStream({
      model: 'gemini-3.5-flash',
      contents: 'Hello',
    })) {
      chunks += 1
      text += chunk.text ?? ''
      lastUsage = chunk.usageMetadata ?? lastUsage
    }
  })
  expect(chunks).toBeGreaterThan(1)
  expect(text).toMatch(/no model was called.*gemini-3\.5-flash/)
  expect(streamed).toHaveLength(1)
  const cached = lastUsage?.cachedContentTokenCount ?? 0
  expectBilled(streamed[0], 'gemini-3.5-flash', {
    input: (lastUsage?.promptTokenCount ?? -1) - cached,
    output: lastUsage?.candidatesTokenCount ?? -1,
    cacheWrite: 0,
    cacheRead: cached,
  })
})

test('Gemini CLI’s routing request gets a valid instance of its schema, OpenAPI-style or JSON Schema', async () => {
  const client = gemini(demoKey())
  const routing = {
    type: 'OBJECT',
    properties: {
      reasoning: { type: 'STRING' },
      model_choice: { type: 'STRING', enum: ['flash', 'pro'] },
      confidence: { type: 'NUMBER', nullable: true, minimum: 0.2 },
      steps: { type: 'ARRAY', items: { type: 'INTEGER', minimum: 3 }, minItems: 1 },
    },
    required: ['reasoning', 'model_choice', 'steps'],
  }
  const openApi = await client.models.generateContent({
    model: 'gemini-3.5-flash-lite',
    contents: 'Route this',
    config: { responseMimeType: 'application/json', responseSchema: routing as never },
  })
  const decision = JSON.parse(openApi.text ?? '') as { model_choice: string }
  expectValid(fromOpenApiSchema(routing), decision)
  expect(decision.model_choice).toBe('flash')
  const jsonSchema = { ...(fromOpenApiSchema(routing) as object), additionalProperties: false }
  const viaJsonSchema = await client.models.generateContent({
    model: 'gemini-3.5-flash-lite',
    contents: 'Route this',
    config: { responseMimeType: 'application/json', responseJsonSchema: jsonSchema },
  })
  expectValid(jsonSchema, JSON.parse(viaJsonSchema.text ?? ''))
})

test('Gemini takes the key in ?key=, and streams a JSON array without alt=sse', async () => {
  const key = demoKey()
  const response = await fetch(
    `${base}/gemini/v1beta/models/gemini-3.5-flash:streamGenerateContent?key=${key}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'Hi' }] }] }),
    },
  )
  expect(response.status).toBe(200)
  const chunks = (await response.json()) as { candidates: { content: { parts: { text: string }[] } }[] }[]
  expect(chunks.length).toBeGreaterThan(1)
  expect(chunks.map((chunk) => chunk.candidates[0]?.content.parts[0]?.text).join('')).toMatch(
    /no model was called/,
  )
})

/** Accounts in each refused state, each with a key. */
function refusedKeys() {
  const codexOnly = userByEmail('expiring@example.com')
  const running = currentSubscription(codexOnly.id)
  if (running) running.plan = { ...running.plan, serviceScope: 'openai' }
  return {
    suspended: keyOf('suspended@example.com'),
    noPlan: keyOf('new@example.com'),
    expired: keyOf('expired@example.com'),
    codexOnly: keyOf('expiring@example.com'),
  }
}

/** Spends the demo account's quota: a quota of 0 is used up before any request, however usage is counted. */
function spendQuota(kind: 'dailyQuota' | 'weeklyOpusQuota' | 'monthlyQuota' | 'requestLimit') {
  const subscription = currentSubscription(userByEmail('demo@example.com').id)
  if (!subscription) throw new Error('demo has no plan')
  subscription.plan = {
    ...subscription.plan,
    dailyQuota: null,
    weeklyOpusQuota: null,
    monthlyQuota: null,
    requestLimit: null,
    [kind]: 0,
  }
  return subscription
}

async function refusalOf(
  call: () => Promise<unknown>,
): Promise<{ error: unknown; records: RequestRecord[] }> {
  let caught: unknown
  const records = await newRecords(async () => {
    try {
      await call()
    } catch (error) {
      caught = error
    }
  })
  expect(caught, 'the call was not refused').toBeDefined()
  return { error: caught, records }
}

function expectRefusalRecord(records: RequestRecord[], status: number, code: string) {
  expect(records).toHaveLength(1)
  expect(records[0]).toMatchObject({
    status,
    errorCode: code,
    costMicros: 0,
    opusCostMicros: 0,
    inputTokens: 0,
  })
}

const hello = [{ role: 'user' as const, content: 'Hello' }]

test('each Anthropic refusal is the SDK’s own typed error with its status, and recorded for a known key', async () => {
  const keys = refusedKeys()
  const ask = (key: string, model = 'claude-sonnet-4-6') =>
    anthropic(key).messages.create({ model, max_tokens: 10, messages: hello })
  const unknown = await refusalOf(() => ask('cr_unknownKey123'))
  expect(unknown.error).toBeInstanceOf(Anthropic.AuthenticationError)
  expect(unknown.records).toEqual([])
  expect((await refusalOf(() => ask('not a key'))).error).toBeInstanceOf(Anthropic.AuthenticationError)
  const cases = [
    [keys.suspended, 'claude-sonnet-4-6', Anthropic.PermissionDeniedError, 403, 'ACCOUNT_SUSPENDED'],
    [keys.noPlan, 'claude-sonnet-4-6', Anthropic.PermissionDeniedError, 403, 'NO_ACTIVE_PLAN'],
    [keys.expired, 'claude-sonnet-4-6', Anthropic.PermissionDeniedError, 403, 'NO_ACTIVE_PLAN'],
    [keys.codexOnly, 'claude-sonnet-4-6', Anthropic.PermissionDeniedError, 403, 'API_NOT_IN_PLAN'],
    [demoKey(), 'claude-nonexistent-9', Anthropic.NotFoundError, 404, 'MODEL_NOT_FOUND'],
    [demoKey(), 'gpt-5', Anthropic.NotFoundError, 404, 'MODEL_NOT_FOUND'],
  ] as const
  for (const [key, model, errorClass, status, code] of cases) {
    const { error, records } = await refusalOf(() => ask(key, model))
    expect(error, code).toBeInstanceOf(errorClass)
    expect((error as AnthropicApiError).status).toBe(status)
    expect((error as AnthropicApiError).message).toContain(code)
    expectRefusalRecord(records, status, code)
  }
  const invalid = await refusalOf(() =>
    anthropic(demoKey()).messages.create({ model: 'claude-sonnet-4-6', max_tokens: 10 } as never),
  )
  expect(invalid.error).toBeInstanceOf(Anthropic.BadRequestError)
  expect((invalid.error as AnthropicApiError).type).toBe('invalid_request_error')
  expectRefusalRecord(invalid.records, 400, 'INVALID_REQUEST')
  const tooLarge = await refusalOf(() =>
    anthropic(demoKey()).messages.create({
      model: 'claude-sonnet-4-6',
      max_tokens: 10,
      messages: [{ role: 'user', content: 'x'.repeat(1024 * 1024) }],
    }),
  )
  expect(tooLarge.error).toBeInstanceOf(Anthropic.ContentTooLargeError)
  expect((tooLarge.error as AnthropicApiError).type).toBe('request_too_large')
  expectRefusalRecord(tooLarge.records, 413, 'PAYLOAD_TOO_LARGE')
})

test('each spent quota is a 429 RateLimitError naming the quota and its reset, with retry-after, costing nothing', async () => {
  const quotas = [
    ['dailyQuota', 'claude-sonnet-4-6', 'DAILY_QUOTA_EXHAUSTED', 'daily quota'],
    ['weeklyOpusQuota', 'claude-opus-4-1', 'WEEKLY_OPUS_QUOTA_EXHAUSTED', 'weekly Opus quota'],
    ['monthlyQuota', 'claude-sonnet-4-6', 'MONTHLY_QUOTA_EXHAUSTED', 'monthly quota'],
    ['requestLimit', 'claude-sonnet-4-6', 'REQUEST_LIMIT_REACHED', 'daily request limit'],
  ] as const
  for (const [kind, model, code, name] of quotas) {
    spendQuota(kind)
    const { error, records } = await refusalOf(() =>
      anthropic(demoKey()).messages.create({ model, max_tokens: 10, messages: hello }),
    )
    expect(error, code).toBeInstanceOf(Anthropic.RateLimitError)
    const apiError = error as AnthropicApiError
    expect(apiError.message).toMatch(
      new RegExp(`${name} is used up; it resets at \\d{4}-\\d\\d-\\d\\dT.*${code}`),
    )
    expect(Number(apiError.headers?.get('retry-after'))).toBeGreaterThan(0)
    expectRefusalRecord(records, 429, code)
  }
  spendQuota('weeklyOpusQuota')
  const sonnet = await anthropic(demoKey()).messages.create({
    model: 'claude-sonnet-4-6',
    max_tokens: 10,
    messages: hello,
  })
  expect(sonnet.type).toBe('message')
})

test('each OpenAI refusal is the SDK’s own typed error with its status and the relay’s code', async () => {
  const keys = refusedKeys()
  const ask = (key: string, model = 'gpt-5') => openai(key).responses.create({ model, input: 'Hello' })
  const unknown = await refusalOf(() => ask('cr_unknownKey123'))
  expect(unknown.error).toBeInstanceOf(OpenAI.AuthenticationError)
  expect(unknown.records).toEqual([])
  const spent = () => {
    spendQuota('dailyQuota')
    return demoKey()
  }
  const cases = [
    [() => keys.suspended, 'gpt-5', OpenAI.PermissionDeniedError, 403, 'ACCOUNT_SUSPENDED'],
    [() => keys.noPlan, 'gpt-5', OpenAI.PermissionDeniedError, 403, 'NO_ACTIVE_PLAN'],
    [demoKey, 'claude-sonnet-4-6', OpenAI.NotFoundError, 404, 'MODEL_NOT_FOUND'],
    [spent, 'gpt-5', OpenAI.RateLimitError, 429, 'DAILY_QUOTA_EXHAUSTED'],
  ] as const
  for (const [key, model, errorClass, status, code] of cases) {
    const { error, records } = await refusalOf(() => ask(key(), model))
    expect(error, code).toBeInstanceOf(errorClass)
    expect((error as OpenAiApiError).status).toBe(status)
    expect((error as OpenAiApiError).code).toBe(code)
    expectRefusalRecord(records, status, code)
  }
  const invalid = await refusalOf(() => openai(demoKey()).responses.create({ model: 'gpt-5' } as never))
  expect(invalid.error).toBeInstanceOf(OpenAI.BadRequestError)
  expectRefusalRecord(invalid.records, 400, 'INVALID_REQUEST')
  const tooLarge = await refusalOf(() =>
    openai(demoKey()).responses.create({ model: 'gpt-5', input: 'x'.repeat(1 << 20) }),
  )
  expect((tooLarge.error as OpenAiApiError).status).toBe(413)
  expectRefusalRecord(tooLarge.records, 413, 'PAYLOAD_TOO_LARGE')
})

test('each Gemini refusal is an ApiError with its status and Google’s status name', async () => {
  const keys = refusedKeys()
  const ask = (key: string, model = 'gemini-3.5-flash') =>
    gemini(key).models.generateContent({ model, contents: 'Hello' })
  const unknown = await refusalOf(() => ask('cr_unknownKey123'))
  expect(unknown.error).toBeInstanceOf(ApiError)
  expect((unknown.error as ApiError).status).toBe(401)
  expect(unknown.records).toEqual([])
  const spent = () => {
    spendQuota('monthlyQuota')
    return demoKey()
  }
  const cases = [
    [() => keys.suspended, 'gemini-3.5-flash', 403, 'PERMISSION_DENIED', 'ACCOUNT_SUSPENDED'],
    [() => keys.codexOnly, 'gemini-3.5-flash', 403, 'PERMISSION_DENIED', 'API_NOT_IN_PLAN'],
    [demoKey, 'gemini-0-nonexistent', 404, 'NOT_FOUND', 'MODEL_NOT_FOUND'],
    [spent, 'gemini-3.5-flash', 429, 'RESOURCE_EXHAUSTED', 'MONTHLY_QUOTA_EXHAUSTED'],
  ] as const
  for (const [key, model, status, googleStatus, code] of cases) {
    const { error, records } = await refusalOf(() => ask(key(), model))
    expect(error, code).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(status)
    const body = JSON.parse((error as ApiError).message) as { error: { status: string; message: string } }
    expect(body.error.status).toBe(googleStatus)
    expect(body.error.message).toContain(code)
    expectRefusalRecord(records, status, code)
    expect(records[0]?.model).toBe(model)
  }
  const tooLarge = await refusalOf(() =>
    gemini(demoKey()).models.generateContent({ model: 'gemini-3.5-flash', contents: 'x'.repeat(1 << 20) }),
  )
  expect((tooLarge.error as ApiError).status).toBe(413)
  expectRefusalRecord(tooLarge.records, 413, 'PAYLOAD_TOO_LARGE')
  expect(tooLarge.records[0]?.model).toBe('gemini-3.5-flash')
})

test('a key never appears in an answer, a log line or a record, wherever it was sent', async () => {
  const key = demoKey()
  const unknownKey = 'cr_unknownKeyThatMustNotLeak42'
  const answers: string[] = []
  const send = async (path: string, headers: Record<string, string>, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    answers.push(await response.text(), JSON.stringify([...response.headers]))
  }
  logLines.length = 0
  for (const secret of [key, unknownKey]) {
    const gemini = { contents: [{ parts: [{ text: 'Hi' }] }] }
    await send(`/gemini/v1beta/models/gemini-3.5-flash:generateContent?key=${secret}`, {}, gemini)
    await send(
      `/gemini/v1beta/models/gemini-3.5-flash:streamGenerateContent?alt=sse&key=${secret}`,
      {},
      gemini,
    )
    await send(`/gemini/v1beta/models/nope:generateContent?key=${secret}`, {}, gemini)
    await send(
      '/gemini/v1beta/models/gemini-3.5-flash:generateContent',
      { 'x-goog-api-key': secret },
      '{not json',
    )
    await send(
      '/api/v1/messages?beta=true',
      { Authorization: `Bearer ${secret}` },
      { model: 'x', messages: [] },
    )
    await send(
      '/api/v1/messages',
      { 'x-api-key': secret },
      { model: 'claude-haiku-4-5', messages: [], stream: true },
    )
    await send('/api/responses', { Authorization: `Bearer ${secret}` }, { model: 'gpt-5', input: 'Hi' })
  }
  expect(logLines.length).toBeGreaterThanOrEqual(14)
  for (const text of [...answers, ...logLines, JSON.stringify(db.requests)]) {
    expect(text).not.toContain(key)
    expect(text).not.toContain(unknownKey)
  }
})

test('the mock controls’ simulated failures and latency leave the relay alone', async () => {
  setMockControls({ forceStatus: 500, latencyMs: 5_000 })
  const started = performance.now()
  const message = await anthropic(demoKey()).messages.create({
    model: 'claude-haiku-4-5',
    max_tokens: 10,
    messages: hello,
  })
  expect(message.type).toBe('message')
  expect(performance.now() - started).toBeLessThan(2_000)
})

test('a streamed answer reaches the client event by event, not all at once', async () => {
  const started = performance.now()
  const response = await fetch(`${base}/api/v1/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-api-key': demoKey() },
    body: JSON.stringify({ model: 'claude-haiku-4-5', max_tokens: 10, messages: hello, stream: true }),
  })
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('content-length')).toBeNull()
  const arrivals: number[] = []
  let text = ''
  const decoder = new TextDecoder()
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    arrivals.push(performance.now() - started)
    text += decoder.decode(value, { stream: true })
  }
  const first = arrivals[0] ?? Infinity
  const last = arrivals.at(-1) ?? 0
  console.log(
    `streamed answer: first bytes at ${Math.round(first)} ms, last at ${Math.round(last)} ms, ${arrivals.length} reads`,
  )
  expect(arrivals.length).toBeGreaterThan(4)
  expect(last - first).toBeGreaterThan(80)
  const events = [...text.matchAll(/^event: (\S+)\ndata: (.*)\n\n/gm)]
  expect(events.map((event) => JSON.parse(event[2] ?? '').type)).toEqual(events.map((event) => event[1]))
  const names = events.map((event) => event[1])
  const deltas = names.filter((name) => name === 'content_block_delta').length
  expect(names).toEqual([
    'message_start',
    'content_block_start',
    'ping',
    ...Array<string>(deltas).fill('content_block_delta'),
    'content_block_stop',
    'message_delta',
    'message_stop',
  ])
})

test('a client that hangs up mid-stream leaves the server serving', async () => {
  const controller = new AbortController()
  const response = await fetch(`${base}/api/responses`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${demoKey()}` },
    body: JSON.stringify({ model: 'gpt-5', input: 'Hello', stream: true }),
    signal: controller.signal,
  })
  await (response.body as ReadableStream<Uint8Array>).getReader().read()
  logLines.length = 0
  controller.abort()
  await expect.poll(() => logLines).toEqual([expect.stringMatching(/^POST \/api\/responses 200 \d+ms$/)])
  const next = await openai(demoKey()).responses.create({ model: 'gpt-5', input: 'Hello' })
  expect(next.status).toBe('completed')
})

test('a page on a local origin may send the relay APIs’ own headers', async () => {
  const preflight = await fetch(`${base}/api/v1/messages`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://localhost:5173',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers':
        'x-api-key, anthropic-version, anthropic-beta, x-goog-api-key, x-stainless-os',
    },
  })
  expect(preflight.status).toBe(204)
  const allowed = preflight.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/) ?? []
  for (const header of [
    'x-api-key',
    'anthropic-version',
    'anthropic-beta',
    'x-goog-api-key',
    'x-stainless-os',
  ])
    expect(allowed).toContain(header)
})

test('another path under a relay prefix answers in that API’s shape', async () => {
  const anthropicAnswer = await fetch(`${base}/api/v1/models`)
  expect(anthropicAnswer.status).toBe(404)
  expect(await anthropicAnswer.json()).toMatchObject({ type: 'error', error: { type: 'not_found_error' } })
  const geminiAnswer = await fetch(`${base}/gemini/v1beta/models/gemini-3.5-flash:generateContent`)
  expect(geminiAnswer.status).toBe(405)
  expect(await geminiAnswer.json()).toMatchObject({ error: { code: 405, status: 'INVALID_ARGUMENT' } })
})

/** What `GET /api/key/quota` answers the key, by kind: used, in dollars. */
async function quotaUsed(apiKey: string): Promise<Record<string, number>> {
  const answer = await fetch(`${base}/api/key/quota`, { headers: { 'x-api-key': apiKey } })
  const body = (await answer.json()) as { quotas: { kind: string; used: number }[] }
  return Object.fromEntries(body.quotas.map((quota) => [quota.kind, quota.used]))
}

test('a served request moves every quota by exactly its cost, a refused one moves none', async () => {
  const key = demoKey()
  const calls = [
    () => anthropic(key).messages.create({ model: 'claude-opus-4-1', max_tokens: 10, messages: hello }),
    () => openai(key).responses.create({ model: 'gpt-5', input: 'Say hello' }),
    () => gemini(key).models.generateContent({ model: 'gemini-3.1-pro-preview', contents: 'Say hello' }),
  ]
  for (const call of calls) {
    const before = await quotaUsed(key)
    const [record] = await newRecords(call)
    const after = await quotaUsed(key)
    const cost = record?.costMicros ?? Number.NaN
    expect(cost).toBeGreaterThan(0)
    expect(record?.opusCostMicros).toBe(findModel(record?.model ?? '')?.opus ? cost : 0)
    expect(Math.round((after.daily ?? 0) * 1e6 - (before.daily ?? 0) * 1e6)).toBe(cost)
    expect(Math.round((after.monthly ?? 0) * 1e6 - (before.monthly ?? 0) * 1e6)).toBe(cost)
    expect(Math.round((after.weeklyOpus ?? 0) * 1e6 - (before.weeklyOpus ?? 0) * 1e6)).toBe(
      record?.opusCostMicros,
    )
    expect((after.requests ?? 0) - (before.requests ?? 0)).toBe(1)
  }
  const before = await quotaUsed(key)
  const refused = await newRecords(() =>
    anthropic(key)
      .messages.create({ model: 'no-such-model', max_tokens: 10, messages: hello })
      .catch(() => null),
  )
  expect(refused).toEqual([expect.objectContaining({ status: 404, costMicros: 0 })])
  expect(await quotaUsed(key)).toEqual(before)
})

test('the request that crosses the daily quota is served, and the next one is refused', async () => {
  const key = demoKey()
  const subscription = currentSubscription(userByEmail('demo@example.com').id)
  if (!subscription) throw new Error('demo@ has no plan')
  const { daily } = await quotaUsed(key)
  // A hair under the quota: the next request crosses it.
  subscription.plan.dailyQuota = (daily ?? 0) + 0.000_001
  const crossing = await newRecords(() =>
    anthropic(key).messages.create({ model: 'claude-opus-4-1', max_tokens: 10, messages: hello }),
  )
  expect(crossing[0]?.status).toBe(200)
  expect((await quotaUsed(key)).daily).toBeGreaterThan(subscription.plan.dailyQuota)
  const { error } = await refusalOf(() =>
    anthropic(key).messages.create({ model: 'claude-opus-4-1', max_tokens: 10, messages: hello }),
  )
  expect(error).toBeInstanceOf(Anthropic.RateLimitError)
})
