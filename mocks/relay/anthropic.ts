import { mockNow } from '#mocks/clock.ts'
import { admitRelayRequest, isRefusal } from '#mocks/ledger.ts'
import {
  bearerToken,
  callerOf,
  chunksOf,
  cannedText,
  isJsonObject,
  newAnswerId,
  piecesOf,
  readJsonBody,
  type RelayAdapter,
  type RelayAnswer,
  type RelayContent,
  type RelayRequest,
} from './core.ts'
import { relayErrorResponse } from './errors.ts'
import { estimateTokens, type PromptParts } from './estimate.ts'
import { schemaInstance } from './schema-instance.ts'
import type { SseEvent } from './sse.ts'

/** `x-api-key` as the SDK sends it, else `Authorization: Bearer` as Claude Code does with an auth token. */
function anthropicKey(request: Request): string | null {
  return request.headers.get('x-api-key') ?? bearerToken(request)
}

/**
 * Tools, then system, then messages: the order Anthropic reads a prompt in and caches its prefixes. Each block
 * is one part; a block with `cache_control` is a breakpoint.
 */
function promptOf(body: Record<string, unknown>): PromptParts {
  const parts: string[] = []
  const breakpoints: number[] = []
  const add = (block: unknown) => {
    parts.push(JSON.stringify(block) ?? '')
    if (isJsonObject(block) && block.cache_control != null) breakpoints.push(parts.length - 1)
  }
  if (Array.isArray(body.tools)) body.tools.forEach(add)
  if (Array.isArray(body.system)) body.system.forEach(add)
  else if (body.system !== undefined) add(body.system)
  for (const message of body.messages as unknown[]) {
    if (isJsonObject(message) && Array.isArray(message.content)) {
      parts.push(JSON.stringify({ role: message.role }))
      message.content.forEach(add)
    } else add(message)
  }
  return { parts, breakpoints }
}

/** A `tool_use` block when `tool_choice` forces a tool, else the canned text; a string says what is wrong. */
function contentOf(body: Record<string, unknown>, model: string): RelayContent | string {
  const choice = body.tool_choice
  if (!isJsonObject(choice) || (choice.type !== 'tool' && choice.type !== 'any'))
    return { kind: 'text', text: cannedText(model) }
  const tools = (Array.isArray(body.tools) ? body.tools : []).filter(isJsonObject)
  const tool =
    choice.type === 'tool'
      ? tools.find((candidate) => candidate.name === choice.name)
      : tools.find((candidate) => typeof candidate.name === 'string')
  if (!tool || typeof tool.name !== 'string')
    return choice.type === 'tool'
      ? `tool_choice: the tool ${JSON.stringify(choice.name)} is not in tools`
      : 'tool_choice: "any" needs at least one tool'
  const input = schemaInstance(tool.input_schema)
  return {
    kind: 'tool',
    id: `toolu_${newAnswerId()}`,
    name: tool.name,
    input: isJsonObject(input) ? input : {},
  }
}

interface AnthropicRequest extends RelayRequest {
  body: Record<string, unknown>
}

function parseAnthropic(body: unknown): AnthropicRequest | { invalid: string; model: unknown } {
  if (!isJsonObject(body)) return { invalid: 'The request body must be a JSON object', model: '' }
  const { model, messages } = body
  if (typeof model !== 'string' || model === '') return { invalid: 'model: Field required', model }
  if (!Array.isArray(messages)) return { invalid: 'messages: Field required', model }
  const content = contentOf(body, model)
  if (typeof content === 'string') return { invalid: content, model }
  return { model, stream: body.stream === true, prompt: promptOf(body), content, body }
}

function usageOf({ tokens }: RelayAnswer) {
  return {
    input_tokens: tokens.input,
    cache_creation_input_tokens: tokens.cacheWrite,
    cache_read_input_tokens: tokens.cacheRead,
    cache_creation: { ephemeral_5m_input_tokens: tokens.cacheWrite, ephemeral_1h_input_tokens: 0 },
    output_tokens: tokens.output,
    service_tier: 'standard',
  }
}

function blockOf(content: RelayContent) {
  return content.kind === 'text'
    ? { type: 'text', text: content.text }
    : { type: 'tool_use', id: content.id, name: content.name, input: content.input }
}

function stopReason(content: RelayContent): string {
  return content.kind === 'text' ? 'end_turn' : 'tool_use'
}

export const anthropicAdapter: RelayAdapter<AnthropicRequest> = {
  api: 'anthropic',
  keyOf: anthropicKey,
  parse: parseAnthropic,
  json(answer) {
    return {
      id: `msg_${answer.id}`,
      type: 'message',
      role: 'assistant',
      model: answer.model,
      content: [blockOf(answer.content)],
      stop_reason: stopReason(answer.content),
      stop_sequence: null,
      usage: usageOf(answer),
    }
  },
  events(answer) {
    const { content } = answer
    const usage = usageOf(answer)
    const start =
      content.kind === 'text'
        ? { type: 'text', text: '' }
        : { type: 'tool_use', id: content.id, name: content.name, input: {} }
    const deltas =
      content.kind === 'text'
        ? chunksOf(content.text).map((text) => ({ type: 'text_delta', text }))
        : piecesOf(JSON.stringify(content.input)).map((json) => ({
            type: 'input_json_delta',
            partial_json: json,
          }))
    const events: SseEvent[] = [
      {
        event: 'message_start',
        data: {
          type: 'message_start',
          message: {
            id: `msg_${answer.id}`,
            type: 'message',
            role: 'assistant',
            model: answer.model,
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: { ...usage, output_tokens: 1 },
          },
        },
      },
      { event: 'content_block_start', data: { type: 'content_block_start', index: 0, content_block: start } },
      { event: 'ping', data: { type: 'ping' } },
      ...deltas.map((delta) => ({
        event: 'content_block_delta',
        data: { type: 'content_block_delta', index: 0, delta },
        paced: true,
      })),
      { event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } },
      {
        event: 'message_delta',
        data: {
          type: 'message_delta',
          delta: { stop_reason: stopReason(content), stop_sequence: null },
          usage: {
            input_tokens: usage.input_tokens,
            cache_creation_input_tokens: usage.cache_creation_input_tokens,
            cache_read_input_tokens: usage.cache_read_input_tokens,
            output_tokens: usage.output_tokens,
          },
        },
      },
      { event: 'message_stop', data: { type: 'message_stop' } },
    ]
    return events
  },
}

/**
 * `count_tokens`: the same estimate, nothing billed nor recorded and no prefix cached. It answers the account's
 * refusals (401, 403, 404) but not a spent quota: counting is free.
 */
export async function countAnthropicTokens(request: Request): Promise<Response> {
  const caller = callerOf(anthropicAdapter, request, new URL(request.url))
  if (caller instanceof Response) return caller
  const read = await readJsonBody(request)
  if (isRefusal(read)) return relayErrorResponse('anthropic', read)
  const parsed = parseAnthropic(read.body)
  if ('invalid' in parsed)
    return relayErrorResponse('anthropic', { status: 400, code: 'INVALID_REQUEST', message: parsed.invalid })
  const admitted = admitRelayRequest(caller, 'anthropic', parsed.model, mockNow())
  if (isRefusal(admitted) && admitted.status !== 429) return relayErrorResponse('anthropic', admitted)
  return Response.json({ input_tokens: estimateTokens(parsed.prompt.parts.join('')) })
}
