import {
  bearerToken,
  cannedText,
  chunksOf,
  isJsonObject,
  type RelayAdapter,
  type RelayAnswer,
  type RelayContent,
  type RelayRequest,
} from './core.ts'
import type { PromptParts } from './estimate.ts'
import { schemaInstance } from './schema-instance.ts'
import type { SseEvent } from './sse.ts'

interface OpenAiRequest extends RelayRequest {
  body: Record<string, unknown>
}

/** Instructions, tools, then each input item; implicit caching reads any prefix the key sent before. */
function promptOf(body: Record<string, unknown>): PromptParts {
  const parts: string[] = []
  if (body.instructions !== undefined) parts.push(JSON.stringify(body.instructions))
  if (body.tools !== undefined) parts.push(JSON.stringify(body.tools))
  if (Array.isArray(body.input)) for (const item of body.input) parts.push(JSON.stringify(item) ?? '')
  else parts.push(JSON.stringify(body.input))
  return {
    parts,
    cacheKey: typeof body.prompt_cache_key === 'string' ? body.prompt_cache_key : undefined,
  }
}

/** `text.format` of type `json_schema` answers an instance of the schema; `json_object` an empty object. */
function contentOf(body: Record<string, unknown>, model: string): RelayContent {
  const format = isJsonObject(body.text) ? body.text.format : undefined
  if (isJsonObject(format) && format.type === 'json_schema')
    return { kind: 'text', text: JSON.stringify(schemaInstance(format.schema)) ?? 'null' }
  if (isJsonObject(format) && format.type === 'json_object') return { kind: 'text', text: '{}' }
  return { kind: 'text', text: cannedText(model) }
}

function parseOpenAi(body: unknown): OpenAiRequest | { invalid: string; model: unknown } {
  if (!isJsonObject(body)) return { invalid: 'The request body must be a JSON object', model: '' }
  const { model, input } = body
  if (typeof model !== 'string' || model === '')
    return { invalid: "Missing required parameter: 'model'.", model }
  if (typeof input !== 'string' && !Array.isArray(input))
    return { invalid: "Missing required parameter: 'input'.", model }
  return {
    model,
    stream: body.stream === true,
    prompt: promptOf(body),
    content: contentOf(body, model),
    body,
  }
}

function textOf(content: RelayContent): string {
  return content.kind === 'text' ? content.text : JSON.stringify(content.input)
}

/** OpenAI counts cached tokens inside `input_tokens`. */
function usageOf({ tokens }: RelayAnswer) {
  const input = tokens.input + tokens.cacheRead + tokens.cacheWrite
  return {
    input_tokens: input,
    input_tokens_details: { cached_tokens: tokens.cacheRead },
    output_tokens: tokens.output,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: input + tokens.output,
  }
}

function responseOf(answer: RelayAnswer, request: OpenAiRequest, status: 'in_progress' | 'completed') {
  const { body } = request
  const done = status === 'completed'
  return {
    id: `resp_${answer.id}`,
    object: 'response',
    created_at: Math.floor(answer.createdAt / 1000),
    status,
    background: false,
    error: null,
    incomplete_details: null,
    instructions: body.instructions ?? null,
    max_output_tokens: body.max_output_tokens ?? null,
    model: answer.model,
    output: done ? [messageOf(answer, 'completed')] : [],
    parallel_tool_calls: body.parallel_tool_calls ?? true,
    previous_response_id: body.previous_response_id ?? null,
    prompt_cache_key: body.prompt_cache_key ?? null,
    reasoning: body.reasoning ?? null,
    store: body.store ?? false,
    temperature: body.temperature ?? 1,
    text: body.text ?? { format: { type: 'text' } },
    tool_choice: body.tool_choice ?? 'auto',
    tools: body.tools ?? [],
    top_p: body.top_p ?? 1,
    truncation: 'disabled',
    usage: done ? usageOf(answer) : null,
    metadata: {},
  }
}

function messageOf(answer: RelayAnswer, status: 'in_progress' | 'completed') {
  return {
    type: 'message',
    id: `msg_${answer.id}`,
    status,
    role: 'assistant',
    content: status === 'completed' ? [partOf(textOf(answer.content))] : [],
  }
}

function partOf(text: string) {
  return { type: 'output_text', text, annotations: [], logprobs: [] }
}

export const openAiAdapter: RelayAdapter<OpenAiRequest> = {
  api: 'openai',
  keyOf: bearerToken,
  parse: parseOpenAi,
  json: (answer, request) => responseOf(answer, request, 'completed'),
  events(answer, request) {
    const text = textOf(answer.content)
    const item = { item_id: `msg_${answer.id}`, output_index: 0, content_index: 0 }
    const steps: { data: Record<string, unknown>; paced?: boolean }[] = [
      { data: { type: 'response.created', response: responseOf(answer, request, 'in_progress') } },
      { data: { type: 'response.in_progress', response: responseOf(answer, request, 'in_progress') } },
      {
        data: { type: 'response.output_item.added', output_index: 0, item: messageOf(answer, 'in_progress') },
      },
      { data: { type: 'response.content_part.added', ...item, part: partOf('') } },
      ...chunksOf(text).map((delta) => ({
        data: { type: 'response.output_text.delta', ...item, delta, logprobs: [] },
        paced: true,
      })),
      { data: { type: 'response.output_text.done', ...item, text, logprobs: [] } },
      { data: { type: 'response.content_part.done', ...item, part: partOf(text) } },
      { data: { type: 'response.output_item.done', output_index: 0, item: messageOf(answer, 'completed') } },
      { data: { type: 'response.completed', response: responseOf(answer, request, 'completed') } },
    ]
    return steps.map(({ data, paced }, sequence): SseEvent => ({
      event: String(data.type),
      data: { ...data, sequence_number: sequence },
      paced,
    }))
  },
}
