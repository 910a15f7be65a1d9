import type { RelayApi, TokenCounts } from '#mocks/catalogue.ts'
import { randomHex } from '#mocks/crypto.ts'
import { clientAddress } from '#mocks/client-address.ts'
import {
  admitKey,
  admitRelayRequest,
  findCaller,
  isRefusal,
  recordRefused,
  recordServed,
  type RelayCaller,
  type RelayRefusal,
} from '#mocks/ledger.ts'
import { relayErrorResponse } from './errors.ts'
import { countPromptTokens, estimateTokens, type PromptParts } from './estimate.ts'
import { plannedTiming, sseStream, type SseEvent } from './sse.ts'

/** The mock server's limit too: the browser's relay refuses the same bodies. */
export const MAX_RELAY_BODY_BYTES = 1024 * 1024

/** What the demo relay answers: a canned text, or the minimal instance a schema or a forced tool asks for. */
export type RelayContent =
  { kind: 'text'; text: string } | { kind: 'tool'; id: string; name: string; input: Record<string, unknown> }

/** A request as its adapter read it. */
export interface RelayRequest {
  /** As the client sent it. */
  model: string
  stream: boolean
  prompt: PromptParts
  content: RelayContent
}

/** A served answer, for an adapter to put in its API's shape. */
export interface RelayAnswer {
  /** Unique per answer, without its API's prefix. */
  id: string
  model: string
  content: RelayContent
  tokens: TokenCounts
  /** Epoch ms. */
  createdAt: number
}

/**
 * One wire API: it only translates. The request's key, body and answer are its own; finding the caller,
 * admission, counting, billing and recording are {@link serveRelay}'s, the same for every API.
 */
export interface RelayAdapter<Parsed extends RelayRequest = RelayRequest> {
  api: RelayApi
  keyOf(request: Request, url: URL): string | null
  /** The request, or what makes it invalid (a 400). */
  parse(body: unknown, url: URL): Parsed | { invalid: string; model: unknown }
  json(answer: RelayAnswer, request: Parsed): unknown
  events(answer: RelayAnswer, request: Parsed): SseEvent[]
  /** Gemini's `streamGenerateContent` without `alt=sse` answers one JSON array instead of events. */
  streamBody?(events: SseEvent[], url: URL): unknown
}

/** The canned answer; it says what it is, so nobody mistakes the demo for a model. */
export function cannedText(model: string): string {
  return (
    `This answer comes from the demo relay of Relay Portal: no model was called. ` +
    `You asked for ${model}; the request was counted and billed as the demo's price list says.`
  )
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')
  return match?.[1] ?? null
}

/** A text cut at word ends into about `count` pieces, for the stream's deltas. */
export function chunksOf(text: string, count = 8): string[] {
  const words = text.split(/(?<=\s)/)
  const size = Math.max(1, Math.ceil(words.length / count))
  const chunks: string[] = []
  for (let index = 0; index < words.length; index += size)
    chunks.push(words.slice(index, index + size).join(''))
  return chunks.length > 0 ? chunks : ['']
}

/** Cuts JSON text anywhere: a client must join `partial_json` pieces before parsing. */
export function piecesOf(text: string, count = 4): string[] {
  const size = Math.max(1, Math.ceil(text.length / count))
  const pieces: string[] = []
  for (let index = 0; index < text.length; index += size) pieces.push(text.slice(index, index + size))
  return pieces
}

/** Model ids end up in the request log: a client cannot make one record hold a megabyte. */
const MAX_RECORDED_MODEL_LENGTH = 200

export function recordedModel(model: unknown): string {
  return typeof model === 'string' ? model.slice(0, MAX_RECORDED_MODEL_LENGTH) : ''
}

export function outputTokens(content: RelayContent): number {
  return estimateTokens(content.kind === 'text' ? content.text : content.name + JSON.stringify(content.input))
}

export function newAnswerId(): string {
  return randomHex(12)
}

/** The caller, or the 401 answer (an unknown key is never recorded: the request log is an account's). */
export function callerOf(adapter: RelayAdapter, request: Request, url: URL): RelayCaller | Response {
  const caller = findCaller(adapter.keyOf(request, url), clientAddress(request))
  return isRefusal(caller) ? relayErrorResponse(adapter.api, caller) : caller
}

/**
 * A refusal decided before the body was read (the mock server's size limit): recorded for a known key like the
 * relay's own 413, the model unknown but for Gemini's, which the path names.
 */
export function refuseUnread(adapter: RelayAdapter, request: Request, refusal: RelayRefusal): Response {
  const url = new URL(request.url)
  const caller = findCaller(adapter.keyOf(request, url), clientAddress(request))
  if (!isRefusal(caller)) {
    recordRefused(caller, refusal, {
      api: adapter.api,
      model: recordedModel(modelInPath(url)),
      startedAt: Date.now(),
      durationMs: 0,
      firstTokenMs: null,
    })
  }
  return relayErrorResponse(adapter.api, refusal)
}

/** The body as JSON, or the refusal that says why not. */
export async function readJsonBody(request: Request): Promise<{ body: unknown } | RelayRefusal> {
  const bytes = await request.arrayBuffer()
  if (bytes.byteLength > MAX_RELAY_BODY_BYTES)
    return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 1 MB' }
  try {
    return { body: JSON.parse(new TextDecoder().decode(bytes)) as unknown }
  } catch {
    return { status: 400, code: 'INVALID_REQUEST', message: 'The request body is not valid JSON' }
  }
}

/**
 * Serves one relay request: the caller by key, then the body, admission (account, plan, scope, model, quotas),
 * the tokens, one record, the answer. A streamed answer is recorded as it starts, with the stream's planned
 * pacing as its duration: records stay in arrival order, and a client that hangs up is billed as a relay bills
 * what its upstream produced.
 */
export async function serveRelay<Parsed extends RelayRequest>(
  adapter: RelayAdapter<Parsed>,
  request: Request,
): Promise<Response> {
  const started = performance.now()
  const startedAt = Date.now()
  const url = new URL(request.url)
  const caller = callerOf(adapter, request, url)
  if (caller instanceof Response) return caller
  const outcome = (model: unknown, extra: { firstTokenMs: number | null; durationMs?: number }) => ({
    api: adapter.api,
    model: recordedModel(model),
    startedAt,
    durationMs: extra.durationMs ?? performance.now() - started,
    firstTokenMs: extra.firstTokenMs,
  })
  const refuse = (refusal: RelayRefusal, model: unknown) => {
    recordRefused(caller, refusal, outcome(model, { firstTokenMs: null }))
    return relayErrorResponse(adapter.api, refusal)
  }
  const read = await readJsonBody(request)
  if (isRefusal(read)) return refuse(read, modelInPath(url))
  const parsed = adapter.parse(read.body, url)
  // The key's own state before the body's faults: a turned-off key is refused, whatever it sends.
  const keyRefusal = admitKey(caller, startedAt)
  if (keyRefusal) return refuse(keyRefusal, parsed.model)
  if ('invalid' in parsed)
    return refuse({ status: 400, code: 'INVALID_REQUEST', message: parsed.invalid }, parsed.model)
  const admitted = admitRelayRequest(caller, adapter.api, parsed.model, startedAt)
  if (isRefusal(admitted)) return refuse(admitted, parsed.model)
  const answer = answerOf(caller, parsed, startedAt)
  const events = parsed.stream ? adapter.events(answer, parsed) : []
  const whole = parsed.stream ? adapter.streamBody?.(events, url) : adapter.json(answer, parsed)
  if (whole !== undefined) {
    recordServed(caller, admitted.model, answer.tokens, outcome(parsed.model, { firstTokenMs: null }))
    return Response.json(whole)
  }
  const timing = plannedTiming(events)
  const elapsed = performance.now() - started
  recordServed(
    caller,
    admitted.model,
    answer.tokens,
    outcome(parsed.model, {
      firstTokenMs: timing.firstTokenMs === null ? null : elapsed + timing.firstTokenMs,
      durationMs: elapsed + timing.durationMs,
    }),
  )
  return new Response(sseStream(events), { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } })
}

function answerOf(caller: RelayCaller, parsed: RelayRequest, now: number): RelayAnswer {
  // A vendor's cache is per model: the same prompt to another model is written anew.
  const input = countPromptTokens(`${caller.apiKey.id}\u0000${parsed.model}`, parsed.prompt, now)
  return {
    id: newAnswerId(),
    model: parsed.model,
    content: parsed.content,
    tokens: { ...input, output: outputTokens(parsed.content) },
    createdAt: now,
  }
}

/** Gemini names the model in the path: a refused body still shows which model it was for. */
function modelInPath(url: URL): string {
  return /^\/gemini\/.*\/models\/([^/:]+)/.exec(url.pathname)?.[1] ?? ''
}
