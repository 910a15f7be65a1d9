import useSWRMutation from 'swr/mutation'
import { runtimeConfig } from '#src/config/runtime.ts'
import { singleFlight, useApiMutate } from '#src/lib/api/swr.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { quotePosix } from '#src/lib/tools/shell-commands.ts'
import { OPENAI_MODEL } from '#src/lib/tools/tools.ts'

type ApiKey = components['schemas']['ApiKey']
type Model = components['schemas']['Model']
type ModelPrices = components['schemas']['ModelPrices']
type RelayApi = components['schemas']['RelayApi']
type ServiceScope = components['schemas']['ServiceScope']
type TokenCounts = components['schemas']['TokenCounts']

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
      /** The relay's `RelayErrorCode`; null when the answer named none. */
      code: string | null
      message: string
      resetsAt: string | null
      durationMs: number
    }
  /** The browser got no answer it may read: the relay is down, or its origin does not allow this page (CORS). */
  | { kind: 'unreachable' }

/** What a test sends: over which API, to which model, priced how. */
export type TestTarget = { api: RelayApi; model: string; prices: ModelPrices | null }

export type TestArg = TestTarget & { apiKey: Pick<ApiKey, 'id' | 'key'> }

type Refusal = { code: string | null; message: string; retryAfterSeconds: number | null }

/** One wire API as a test uses it: the smallest request, its auth header, and how its answers are read. */
type TestWire = {
  /** The plan scope that covers this API alone. */
  scope: Exclude<ServiceScope, 'all'>
  /** Used when the catalogue is not at hand: the relay's smallest model of the API when this was written. */
  fallbackModel: string
  path: (model: string) => string
  headers: (key: string) => Record<string, string>
  body: (model: string) => unknown
  answerModel: (answer: Record<string, unknown>) => unknown
  usage: (answer: Record<string, unknown>) => TokenCounts | null
  refusal: (error: Record<string, unknown>) => Refusal
}

/** The order an `all` plan's test prefers, and the one its fallback follows. */
const API_ORDER: readonly RelayApi[] = ['anthropic', 'openai', 'gemini']

const CODE_AT_END = /\(([A-Z][A-Z0-9_]*)\)\s*$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const count = (value: unknown): number => (typeof value === 'number' && value >= 0 ? value : 0)

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** Every API's relay refusal ends its message with the code, which is all some shapes carry. */
function codeInMessage(message: string): string | null {
  return CODE_AT_END.exec(message)?.[1] ?? null
}

export const TEST_WIRES: Record<RelayApi, TestWire> = {
  anthropic: {
    scope: 'claude',
    fallbackModel: 'claude-haiku-4-5',
    path: () => '/api/v1/messages',
    headers: (key) => ({ 'x-api-key': key, 'anthropic-version': '2023-06-01' }),
    body: (model) => ({ model, max_tokens: 16, messages: [{ role: 'user', content: 'ping' }] }),
    answerModel: (answer) => answer.model,
    usage: ({ usage }) =>
      isRecord(usage)
        ? {
            input: count(usage.input_tokens),
            output: count(usage.output_tokens),
            cacheWrite: count(usage.cache_creation_input_tokens),
            cacheRead: count(usage.cache_read_input_tokens),
          }
        : null,
    refusal: (error) => {
      const message = text(error.message)
      return { code: codeInMessage(message), message, retryAfterSeconds: null }
    },
  },
  openai: {
    scope: 'openai',
    fallbackModel: OPENAI_MODEL,
    path: () => '/api/responses',
    headers: (key) => ({ authorization: `Bearer ${key}` }),
    // 16 is the least `max_output_tokens` the Responses API takes.
    body: (model) => ({ model, input: 'ping', max_output_tokens: 16 }),
    answerModel: (answer) => answer.model,
    // Cached tokens are counted inside `input_tokens`.
    usage: ({ usage }) => {
      if (!isRecord(usage)) return null
      const details = isRecord(usage.input_tokens_details) ? usage.input_tokens_details : {}
      const cached = count(details.cached_tokens)
      return {
        input: Math.max(0, count(usage.input_tokens) - cached),
        output: count(usage.output_tokens),
        cacheWrite: 0,
        cacheRead: cached,
      }
    },
    refusal: (error) => {
      const message = text(error.message)
      const code = typeof error.code === 'string' && error.code !== '' ? error.code : codeInMessage(message)
      return { code, message, retryAfterSeconds: null }
    },
  },
  gemini: {
    scope: 'gemini',
    fallbackModel: 'gemini-3.5-flash-lite',
    path: (model) => `/gemini/v1beta/models/${encodeURIComponent(model)}:generateContent`,
    headers: (key) => ({ 'x-goog-api-key': key }),
    body: () => ({
      contents: [{ role: 'user', parts: [{ text: 'ping' }] }],
      generationConfig: { maxOutputTokens: 16 },
    }),
    answerModel: (answer) => answer.modelVersion,
    // Cached tokens are counted inside `promptTokenCount`; thinking is billed as output.
    usage: ({ usageMetadata: usage }) => {
      if (!isRecord(usage)) return null
      const cached = count(usage.cachedContentTokenCount)
      return {
        input: Math.max(0, count(usage.promptTokenCount) - cached),
        output: count(usage.candidatesTokenCount) + count(usage.thoughtsTokenCount),
        cacheWrite: 0,
        cacheRead: cached,
      }
    },
    // `code` is the HTTP status here: the relay's code is the ErrorInfo's `reason`.
    refusal: (error) => {
      const message = text(error.message)
      const details = Array.isArray(error.details) ? error.details.filter(isRecord) : []
      const reason = details.find((detail) =>
        String(detail['@type']).endsWith('google.rpc.ErrorInfo'),
      )?.reason
      const delay = details.find((detail) =>
        String(detail['@type']).endsWith('google.rpc.RetryInfo'),
      )?.retryDelay
      const seconds = /^(\d+(?:\.\d+)?)s$/.exec(text(delay))?.[1]
      return {
        code: typeof reason === 'string' && reason !== '' ? reason : codeInMessage(message),
        message,
        retryAfterSeconds: seconds === undefined ? null : Number(seconds),
      }
    },
  },
}

export function testEndpoint(
  { api, model }: Pick<TestTarget, 'api' | 'model'>,
  apiOrigin: string = runtimeConfig.apiOrigin,
): string {
  return `${apiOrigin}${TEST_WIRES[api].path(model)}`
}

/** The same request for a terminal, when the browser may not send it. */
export function testCurlCommand(
  key: string,
  target: Pick<TestTarget, 'api' | 'model'>,
  apiOrigin?: string,
): string {
  const wire = TEST_WIRES[target.api]
  return [
    `curl ${quotePosix(testEndpoint(target, apiOrigin))}`,
    ...Object.entries(wire.headers(key)).map(([name, value]) => `  -H ${quotePosix(`${name}: ${value}`)}`),
    `  -H 'content-type: application/json'`,
    `  -d ${quotePosix(JSON.stringify(wire.body(target.model)))}`,
  ].join(' \\\n')
}

/**
 * What a test calls: the first of the key's allowed models that the plan covers, else the cheapest model the plan
 * covers over the first API of {@link API_ORDER} it serves. Without a running plan every model counts, and
 * without the catalogue the plan's own API's fallback model is called.
 */
export function pickTestTarget(
  apiKey: Pick<ApiKey, 'allowedModels'>,
  models: readonly Model[] | undefined,
  scope: ServiceScope | undefined,
): TestTarget {
  const catalogue = models ?? []
  const covered = catalogue.filter((model) => scope === undefined || model.planScopes.includes(scope))
  const planApi = API_ORDER.find((api) => TEST_WIRES[api].scope === scope) ?? 'anthropic'
  const targetOf = (model: Model): TestTarget => ({ api: model.api, model: model.id, prices: model.prices })
  const allowed = apiKey.allowedModels ?? []
  if (allowed.length > 0) {
    const find = (among: readonly Model[]) =>
      allowed.map((id) => among.find((model) => model.id === id)).find((model) => model !== undefined)
    // A model the plan does not cover, or an unknown one: the relay's refusal of it says more than a guess would.
    const model = find(covered) ?? find(catalogue)
    return model ? targetOf(model) : { api: planApi, model: allowed[0] ?? '', prices: null }
  }
  const api = API_ORDER.find((candidate) => covered.some((model) => model.api === candidate))
  const cheapest = covered
    .filter((model) => model.api === api)
    .reduce<Model | undefined>(
      (best, model) => (!best || model.prices.output < best.prices.output ? model : best),
      undefined,
    )
  return cheapest
    ? targetOf(cheapest)
    : { api: planApi, model: TEST_WIRES[planApi].fallbackModel, prices: null }
}

function costOf(tokens: TokenCounts, prices: ModelPrices): number {
  const micros =
    tokens.input * prices.input +
    tokens.output * prices.output +
    tokens.cacheWrite * prices.cacheWrite +
    tokens.cacheRead * prices.cacheRead
  return Math.round(micros) / 1_000_000
}

function resetsAt(retryAfterHeader: string | null, retryAfterSeconds: number | null): string | null {
  const header = Number(retryAfterHeader)
  const seconds =
    retryAfterHeader !== null && Number.isFinite(header) && header > 0 ? header : retryAfterSeconds
  return seconds !== null && seconds > 0 ? new Date(Date.now() + seconds * 1000).toISOString() : null
}

/**
 * Sends one test request with the key, straight to the relay over the target's API: never through the API client,
 * which would add the session's token. Nothing of the answer is kept but the figures.
 */
export async function sendTestRequest(
  { apiKey, ...target }: TestArg,
  apiOrigin: string = runtimeConfig.apiOrigin,
): Promise<TestResult> {
  const wire = TEST_WIRES[target.api]
  const started = performance.now()
  let response: Response
  try {
    response = await fetch(testEndpoint(target, apiOrigin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...wire.headers(apiKey.key) },
      body: JSON.stringify(wire.body(target.model)),
      credentials: 'omit',
      cache: 'no-store',
    })
  } catch (error) {
    if (error instanceof TypeError) return { kind: 'unreachable' }
    throw error
  }
  const body: unknown = await response.json().catch(() => null)
  const answer = isRecord(body) ? body : {}
  const durationMs = Math.round(performance.now() - started)
  if (response.ok) {
    const model = wire.answerModel(answer)
    const tokens = wire.usage(answer)
    return {
      kind: 'served',
      status: response.status,
      model: typeof model === 'string' && model !== '' ? model : target.model,
      durationMs,
      cost: target.prices && tokens ? costOf(tokens, target.prices) : null,
    }
  }
  const { code, message, retryAfterSeconds } = wire.refusal(isRecord(answer.error) ? answer.error : {})
  return {
    kind: 'refused',
    status: response.status,
    code,
    message,
    resetsAt: resetsAt(response.headers.get('Retry-After'), retryAfterSeconds),
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
