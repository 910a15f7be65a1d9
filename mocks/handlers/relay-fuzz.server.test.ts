import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { MODEL_CATALOGUE, type RelayApi } from '#mocks/catalogue.ts'
import { db } from '#mocks/db.ts'
import { createMockHttpServer } from '#mocks/http-server.ts'
import { resetDb } from '#mocks/seed.ts'

let server: Server
let base = ''
let validKey = ''

beforeAll(async () => {
  resetDb()
  const demo = [...db.users.values()].find((user) => user.email === 'demo@example.com')
  validKey = [...db.apiKeys.values()].find((apiKey) => apiKey.userId === demo?.id)?.key ?? ''
  server = createMockHttpServer({ log: null })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

/** What fetch may put in a header. */
const headerValue = fc.string({ maxLength: 80 }).map((text) => text.replace(/[^\x21-\x7e]/g, ''))

const key = fc.oneof(
  { arbitrary: fc.constant(() => validKey), weight: 4 },
  headerValue.map((text) => () => text),
  fc.stringMatching(/^cr_[A-Za-z0-9]{1,60}$/).map((text) => () => text),
)

/** Mostly one the API serves, so that admission lets the request through. */
function model(api: RelayApi): fc.Arbitrary<string> {
  const served = MODEL_CATALOGUE.filter((entry) => entry.api === api).map((entry) => entry.id)
  return fc.oneof(
    { arbitrary: fc.constantFrom(...served), weight: 4 },
    fc.constantFrom(...MODEL_CATALOGUE.map((entry) => entry.id)),
    fc.string({ maxLength: 40 }),
  )
}

const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 6 },
  fc.constant('application/json; charset=utf-8'),
  fc.constant('text/plain'),
  headerValue,
)

/** Mostly near-valid requests, so that admission and the answers are reached, not only the parser. */
function body(fields: Record<string, fc.Arbitrary<unknown>>, required: string[]): fc.Arbitrary<string> {
  const all: Record<string, fc.Arbitrary<unknown>> = {
    ...fields,
    stream: fc.boolean(),
    extra: fc.jsonValue({ maxDepth: 2 }),
  }
  return fc.oneof(fc.string({ maxLength: 200 }), fc.json({ maxDepth: 3 }), {
    arbitrary: fc.record(all, { requiredKeys: required }).map((value) => JSON.stringify(value)),
    weight: 6,
  })
}

const schemaLike = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      type: fc.constantFrom('object', 'OBJECT', 'string', 'ARRAY', 'integer', 'number', 'boolean', 'null'),
      properties: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })),
      required: fc.array(fc.string({ maxLength: 8 })),
      enum: fc.array(fc.jsonValue({ maxDepth: 1 })),
      items: fc.jsonValue({ maxDepth: 2 }),
      minItems: fc.integer({ min: -5, max: 5 }),
      $ref: fc.constantFrom('#', '#/properties/a', '#/nope', 'http://x'),
    },
    { requiredKeys: [] },
  ),
)

const messages = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  { arbitrary: fc.constant([{ role: 'user', content: 'Hi' }]), weight: 2 },
  fc.array(
    fc.record({
      role: fc.constantFrom('user', 'assistant'),
      content: fc.oneof(
        fc.string({ maxLength: 50 }),
        fc.array(
          fc.record(
            {
              type: fc.constant('text'),
              text: fc.string(),
              cache_control: fc.constant({ type: 'ephemeral' }),
            },
            { requiredKeys: ['type'] },
          ),
        ),
      ),
    }),
  ),
)

interface Target {
  api: RelayApi
  request: fc.Arbitrary<{ path: string; headers: Record<string, string>; body: string }>
}

const targets: Target[] = [
  {
    api: 'anthropic',
    request: fc
      .tuple(
        fc.constantFrom('/api/v1/messages', '/api/v1/messages?beta=true', '/api/v1/messages/count_tokens'),
        key,
        fc.boolean(),
        contentType,
        body(
          {
            model: model('anthropic'),
            messages,
            max_tokens: fc.integer(),
            system: fc.jsonValue({ maxDepth: 2 }),
            tools: fc.array(fc.record({ name: fc.constantFrom('a', 'b'), input_schema: schemaLike })),
            tool_choice: fc.oneof(
              fc.constant({ type: 'any' }),
              fc.constant({ type: 'tool', name: 'a' }),
              fc.jsonValue(),
            ),
          },
          ['model', 'messages'],
        ),
      )
      .map(([path, apiKey, asBearer, type, text]) => ({
        path,
        headers: {
          'Content-Type': type,
          ...(asBearer ? { Authorization: `Bearer ${apiKey()}` } : { 'x-api-key': apiKey() }),
        },
        body: text,
      })),
  },
  {
    api: 'openai',
    request: fc
      .tuple(
        key,
        contentType,
        body(
          {
            model: model('openai'),
            input: fc.oneof(fc.string(), messages),
            instructions: fc.jsonValue({ maxDepth: 1 }),
            prompt_cache_key: fc.jsonValue({ maxDepth: 1 }),
            text: fc.oneof(
              fc.record({ format: fc.record({ type: fc.constant('json_schema'), schema: schemaLike }) }),
              fc.jsonValue(),
            ),
          },
          ['model', 'input'],
        ),
      )
      .map(([apiKey, type, text]) => ({
        path: '/api/responses',
        headers: { 'Content-Type': type, Authorization: `Bearer ${apiKey()}` },
        body: text,
      })),
  },
  {
    api: 'gemini',
    request: fc
      .tuple(
        model('gemini'),
        fc.constantFrom(':generateContent', ':streamGenerateContent?alt=sse', ':streamGenerateContent'),
        key,
        fc.boolean(),
        contentType,
        body(
          {
            contents: fc.oneof(messages, fc.constant([{ role: 'user', parts: [{ text: 'Hi' }] }])),
            systemInstruction: fc.jsonValue({ maxDepth: 2 }),
            generationConfig: fc.record(
              {
                responseMimeType: fc.constantFrom('application/json', 'text/plain'),
                responseSchema: schemaLike,
                responseJsonSchema: schemaLike,
              },
              { requiredKeys: [] },
            ),
          },
          ['contents'],
        ),
      )
      .map(([name, method, apiKey, inQuery, type, text]) => {
        const path = `/gemini/v1beta/models/${encodeURIComponent(name)}${method}`
        const query = inQuery ? `${method.includes('?') ? '&' : '?'}key=${encodeURIComponent(apiKey())}` : ''
        return {
          path: `${path}${query}`,
          headers: { 'Content-Type': type, ...(inQuery ? {} : { 'x-goog-api-key': apiKey() }) },
          body: text,
        }
      }),
  },
]

function expectErrorShape(api: RelayApi, status: number, answer: unknown) {
  if (api === 'anthropic') {
    expect(answer).toMatchObject({
      type: 'error',
      error: { type: expect.any(String), message: expect.any(String) },
    })
  } else if (api === 'openai') {
    expect(answer).toMatchObject({
      error: { message: expect.any(String), type: expect.any(String), code: expect.any(String), param: null },
    })
  } else {
    expect(answer).toMatchObject({
      error: { code: status, message: expect.any(String), status: expect.any(String) },
    })
  }
}

function expectSuccessShape(api: RelayApi, path: string, answer: unknown) {
  if (api === 'anthropic' && path.endsWith('count_tokens')) {
    expect(answer).toMatchObject({ input_tokens: expect.any(Number) })
  } else if (api === 'anthropic') {
    expect(answer).toMatchObject({ type: 'message', role: 'assistant', content: [expect.any(Object)] })
  } else if (api === 'openai') {
    expect(answer).toMatchObject({ object: 'response', status: 'completed', usage: expect.any(Object) })
  } else {
    const chunks = Array.isArray(answer) ? answer : [answer]
    expect(chunks.length).toBeGreaterThan(0)
    for (const chunk of chunks) expect(chunk).toMatchObject({ candidates: [expect.any(Object)] })
  }
}

test.each(targets)(
  'any body and headers sent to the $api relay get an answer in its shape, never a crash or a stack trace',
  async ({ api, request }) => {
    await fc.assert(
      fc.asyncProperty(request, async ({ path, headers, body: text }) => {
        const before = db.requests.length
        const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: text })
        const answer = await response.text()
        expect(response.status).toBeLessThan(500)
        expect(answer).not.toMatch(/\n\s+at\s|Error:/)
        expect(response.headers.get('cache-control')).toBe('no-store')
        const added = db.requests.slice(before)
        const knownKey =
          Object.values(headers).some((value) => value.includes(validKey)) || path.includes(validKey)
        if (!knownKey) expect(added).toEqual([])
        if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
          expect(response.status).toBe(200)
          const events = answer.split('\n\n').filter(Boolean)
          expect(events.length).toBeGreaterThan(0)
          for (const event of events) JSON.parse(/^data: (.*)$/m.exec(event)?.[1] ?? '')
        } else if (response.status === 200) {
          expectSuccessShape(api, path, JSON.parse(answer))
        } else {
          expectErrorShape(api, response.status, JSON.parse(answer))
        }
        if (response.status === 200 && !path.endsWith('count_tokens')) {
          expect(added).toHaveLength(1)
          expect(added[0]?.costMicros).toBeGreaterThan(0)
        } else {
          expect(added.length).toBeLessThanOrEqual(1)
          for (const record of added) expect(record).toMatchObject({ status: response.status, costMicros: 0 })
        }
      }),
      { numRuns: 60 },
    )
  },
)
