import useSWRMutation from 'swr/mutation'
import { runtimeConfig } from '#src/config/runtime.ts'
import { singleFlight, useApiMutate } from '#src/lib/api/swr.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { quotePosix } from '#src/lib/tools/shell-commands.ts'

type ApiKey = components['schemas']['ApiKey']
type Model = components['schemas']['Model']
type ModelPrices = components['schemas']['ModelPrices']

/** Used when the catalogue is not at hand: the relay's smallest Claude model when this was written. */
export const FALLBACK_TEST_MODEL = 'claude-haiku-4-5'

const ANTHROPIC_VERSION = '2023-06-01'

/** How a key's test request ended. */
export type TestResult =
  | {
      kind: 'served'
      status: number
      model: string
      durationMs: number
      /** US dollars at the catalogue's prices; null without them. */
      cost: number | null
    }
  | {
      kind: 'refused'
      status: number
      /** The relay's `RelayErrorCode`, read from the end of the answer's message; null when it named none. */
      code: string | null
      message: string
      resetsAt: string | null
      durationMs: number
    }
  /** The browser got no answer it may read: the relay is down, or its origin does not allow this page (CORS). */
  | { kind: 'unreachable' }

export type TestArg = { apiKey: Pick<ApiKey, 'id' | 'key'>; model: string; prices: ModelPrices | null }

export function testEndpoint(apiOrigin: string = runtimeConfig.apiOrigin): string {
  return `${apiOrigin}/api/v1/messages`
}

/** The smallest request the Anthropic Messages API takes; a reply of a few tokens costs a fraction of a cent. */
export function testBody(model: string) {
  return { model, max_tokens: 16, messages: [{ role: 'user', content: 'ping' }] }
}

/** The same request for a terminal, when the browser may not send it. */
export function testCurlCommand(key: string, model: string, apiOrigin?: string): string {
  return [
    `curl ${quotePosix(testEndpoint(apiOrigin))}`,
    `  -H ${quotePosix(`x-api-key: ${key}`)}`,
    `  -H ${quotePosix(`anthropic-version: ${ANTHROPIC_VERSION}`)}`,
    `  -H 'content-type: application/json'`,
    `  -d ${quotePosix(JSON.stringify(testBody(model)))}`,
  ].join(' \\\n')
}

/**
 * The model a test calls: one of the key's allowed models the relay serves over Anthropic Messages, else the
 * catalogue's cheapest there, else {@link FALLBACK_TEST_MODEL}.
 */
export function pickTestModel(
  apiKey: Pick<ApiKey, 'allowedModels'>,
  models: readonly Model[] | undefined,
): { model: string; prices: ModelPrices | null } {
  const anthropic = (models ?? []).filter((model) => model.api === 'anthropic')
  const allowed = apiKey.allowedModels ?? []
  if (allowed.length > 0) {
    const model = anthropic.find((candidate) => allowed.includes(candidate.id))
    if (model) return { model: model.id, prices: model.prices }
    // None of them is known as a Claude model: the relay's refusal of the first says more than a guess would.
    return { model: allowed[0] ?? FALLBACK_TEST_MODEL, prices: null }
  }
  const cheapest = anthropic.reduce<Model | undefined>(
    (best, model) => (!best || model.prices.output < best.prices.output ? model : best),
    undefined,
  )
  return cheapest
    ? { model: cheapest.id, prices: cheapest.prices }
    : { model: FALLBACK_TEST_MODEL, prices: null }
}

type AnthropicUsage = {
  input_tokens?: number
  output_tokens?: number
  cache_creation_input_tokens?: number
  cache_read_input_tokens?: number
}

function costOf(usage: AnthropicUsage, prices: ModelPrices): number {
  const micros =
    (usage.input_tokens ?? 0) * prices.input +
    (usage.output_tokens ?? 0) * prices.output +
    (usage.cache_creation_input_tokens ?? 0) * prices.cacheWrite +
    (usage.cache_read_input_tokens ?? 0) * prices.cacheRead
  return Math.round(micros) / 1_000_000
}

const CODE_AT_END = /\(([A-Z][A-Z0-9_]*)\)\s*$/

function readRefusal(body: unknown): { code: string | null; message: string } {
  const error = (body as { error?: { message?: unknown; code?: unknown } } | null)?.error
  const message = typeof error?.message === 'string' ? error.message : ''
  if (typeof error?.code === 'string') return { code: error.code, message }
  return { code: CODE_AT_END.exec(message)?.[1] ?? null, message }
}

/**
 * Sends one test request with the key, straight to the relay: never through the API client, which would add
 * the session's token. Nothing of the answer is kept but the figures.
 */
export async function sendTestRequest(
  { apiKey, model, prices }: TestArg,
  apiOrigin: string = runtimeConfig.apiOrigin,
): Promise<TestResult> {
  const started = performance.now()
  let response: Response
  try {
    response = await fetch(testEndpoint(apiOrigin), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': apiKey.key,
        'anthropic-version': ANTHROPIC_VERSION,
      },
      body: JSON.stringify(testBody(model)),
      credentials: 'omit',
      cache: 'no-store',
    })
  } catch (error) {
    if (error instanceof TypeError) return { kind: 'unreachable' }
    throw error
  }
  const body: unknown = await response.json().catch(() => null)
  const durationMs = Math.round(performance.now() - started)
  if (response.ok) {
    const answer = body as { model?: unknown; usage?: AnthropicUsage } | null
    return {
      kind: 'served',
      status: response.status,
      model: typeof answer?.model === 'string' ? answer.model : model,
      durationMs,
      cost: prices && answer?.usage ? costOf(answer.usage, prices) : null,
    }
  }
  const retryAfter = Number(response.headers.get('Retry-After'))
  return {
    kind: 'refused',
    status: response.status,
    ...readRefusal(body),
    resetsAt:
      Number.isFinite(retryAfter) && retryAfter > 0
        ? new Date(Date.now() + retryAfter * 1000).toISOString()
        : null,
    durationMs,
  }
}

const KEY = 'testApiKey'

/** One test per key at a time: a double click sends one request. The list then shows the key's new last use. */
export function useTestApiKey() {
  const revalidate = useApiMutate()
  return useSWRMutation<TestResult, Error, string, TestArg>(KEY, (_key, { arg }) =>
    singleFlight(KEY, arg.apiKey.id, async () => {
      const result = await sendTestRequest(arg)
      if (result.kind !== 'unreachable') void revalidate(['/api/user/api-keys'])
      return result
    }),
  )
}
