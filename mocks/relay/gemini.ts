import {
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

/** `/gemini/v1beta/models/{model}:{method}`, the model URL-encoded or not. */
export const GEMINI_MODEL_PATH =
  /^\/gemini\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)$/

function geminiKey(request: Request, url: URL): string | null {
  return request.headers.get('x-goog-api-key') ?? url.searchParams.get('key')
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** System instruction, tools, then each content; implicit caching reads any prefix the key sent before. */
function promptOf(body: Record<string, unknown>, contents: unknown[]): PromptParts {
  const parts: string[] = []
  const system = body.systemInstruction ?? body.system_instruction
  if (system !== undefined) parts.push(JSON.stringify(system))
  if (body.tools !== undefined) parts.push(JSON.stringify(body.tools))
  for (const content of contents) parts.push(JSON.stringify(content) ?? '')
  return { parts }
}

/**
 * With `responseMimeType: application/json`, an instance of `responseJsonSchema` (JSON Schema) or `responseSchema`
 * (OpenAPI-style), or `{}` without either. Proto JSON takes both spellings of each field.
 */
function contentOf(body: Record<string, unknown>, model: string): RelayContent {
  const config = body.generationConfig ?? body.generation_config
  if (!isJsonObject(config)) return { kind: 'text', text: cannedText(model) }
  const mimeType = config.responseMimeType ?? config.response_mime_type
  if (mimeType !== 'application/json') return { kind: 'text', text: cannedText(model) }
  const schema =
    config.responseJsonSchema ??
    config.response_json_schema ??
    config.responseSchema ??
    config.response_schema
  return {
    kind: 'text',
    text: schema === undefined ? '{}' : (JSON.stringify(schemaInstance(schema)) ?? 'null'),
  }
}

function parseGemini(body: unknown, url: URL): RelayRequest | { invalid: string; model: unknown } {
  const [, rawModel = '', method = ''] = GEMINI_MODEL_PATH.exec(url.pathname) ?? []
  const model = decoded(rawModel)
  if (!isJsonObject(body)) return { invalid: 'The request body must be a JSON object', model }
  const contents = body.contents
  if (!Array.isArray(contents) || contents.length === 0)
    return { invalid: '* GenerateContentRequest.contents: contents is not specified', model }
  return {
    model,
    stream: method === 'streamGenerateContent',
    prompt: promptOf(body, contents),
    content: contentOf(body, model),
  }
}

function textOf(content: RelayContent): string {
  return content.kind === 'text' ? content.text : JSON.stringify(content.input)
}

/** Gemini counts cached tokens inside `promptTokenCount`. */
function usageOf({ tokens }: RelayAnswer) {
  const prompt = tokens.input + tokens.cacheRead + tokens.cacheWrite
  return {
    promptTokenCount: prompt,
    candidatesTokenCount: tokens.output,
    totalTokenCount: prompt + tokens.output,
    ...(tokens.cacheRead > 0 ? { cachedContentTokenCount: tokens.cacheRead } : {}),
  }
}

function chunkOf(answer: RelayAnswer, text: string, last: boolean) {
  return {
    candidates: [
      {
        content: { parts: [{ text }], role: 'model' },
        index: 0,
        ...(last ? { finishReason: 'STOP' } : {}),
      },
    ],
    ...(last ? { usageMetadata: usageOf(answer) } : {}),
    modelVersion: answer.model,
    responseId: answer.id,
  }
}

export const geminiAdapter: RelayAdapter = {
  api: 'gemini',
  keyOf: geminiKey,
  parse: parseGemini,
  json: (answer) => chunkOf(answer, textOf(answer.content), true),
  events(answer) {
    const chunks = chunksOf(textOf(answer.content))
    return chunks.map((text, index) => ({
      data: chunkOf(answer, text, index === chunks.length - 1),
      paced: true,
    }))
  },
  streamBody: (events, url) =>
    url.searchParams.get('alt') === 'sse' ? undefined : events.map(({ data }) => data),
}
