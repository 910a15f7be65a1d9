import type { PlanRecord } from './db.ts'

/** The wire protocol a model is served over: Anthropic Messages, OpenAI Responses or Gemini generateContent. */
export type RelayApi = 'anthropic' | 'openai' | 'gemini'

export interface CatalogueModel {
  id: string
  name: string
  vendor: 'Anthropic' | 'OpenAI' | 'Google'
  api: RelayApi
  tools: readonly ('claude-code' | 'codex' | 'gemini-cli' | 'opencode')[]
  contextWindow: number
  /** US dollars per million tokens, which is micro-dollars per token. */
  prices: { input: number; output: number; cacheWrite: number; cacheRead: number }
  /** Counts toward the weekly Opus quota. */
  opus: boolean
}

const ANTHROPIC_TOOLS = ['claude-code', 'opencode'] as const
const OPENAI_TOOLS = ['codex', 'opencode'] as const
const GEMINI_TOOLS = ['gemini-cli', 'opencode'] as const

/**
 * The demo relay's price list, the one source of what a request costs: the models the tools send by default and
 * those the home page names (docs/provenance.md, "The relay's models"). The prices are the demo's, not a vendor's.
 */
export const MODEL_CATALOGUE: readonly CatalogueModel[] = [
  {
    id: 'claude-opus-4-8',
    name: 'Claude Opus 4.8',
    vendor: 'Anthropic',
    api: 'anthropic',
    tools: ANTHROPIC_TOOLS,
    contextWindow: 1_000_000,
    prices: { input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.5 },
    opus: true,
  },
  {
    id: 'claude-opus-4-1',
    name: 'Claude Opus 4.1',
    vendor: 'Anthropic',
    api: 'anthropic',
    tools: ANTHROPIC_TOOLS,
    contextWindow: 200_000,
    prices: { input: 15, output: 75, cacheWrite: 18.75, cacheRead: 1.5 },
    opus: true,
  },
  {
    id: 'claude-sonnet-4-6',
    name: 'Claude Sonnet 4.6',
    vendor: 'Anthropic',
    api: 'anthropic',
    tools: ANTHROPIC_TOOLS,
    contextWindow: 1_000_000,
    prices: { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 },
    opus: false,
  },
  {
    id: 'claude-sonnet-4-5',
    name: 'Claude Sonnet 4.5',
    vendor: 'Anthropic',
    api: 'anthropic',
    tools: ANTHROPIC_TOOLS,
    contextWindow: 200_000,
    prices: { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 },
    opus: false,
  },
  {
    id: 'claude-haiku-4-5',
    name: 'Claude Haiku 4.5',
    vendor: 'Anthropic',
    api: 'anthropic',
    tools: ANTHROPIC_TOOLS,
    contextWindow: 200_000,
    prices: { input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 },
    opus: false,
  },
  {
    id: 'gpt-6.2-sol',
    name: 'GPT-6.2 Sol',
    vendor: 'OpenAI',
    api: 'openai',
    tools: OPENAI_TOOLS,
    contextWindow: 400_000,
    prices: { input: 1.75, output: 14, cacheWrite: 1.75, cacheRead: 0.175 },
    opus: false,
  },
  {
    id: 'gpt-5',
    name: 'GPT-5',
    vendor: 'OpenAI',
    api: 'openai',
    tools: OPENAI_TOOLS,
    contextWindow: 400_000,
    prices: { input: 1.25, output: 10, cacheWrite: 1.25, cacheRead: 0.125 },
    opus: false,
  },
  {
    id: 'gemini-3.1-pro-preview',
    name: 'Gemini 3.1 Pro (preview)',
    vendor: 'Google',
    api: 'gemini',
    tools: GEMINI_TOOLS,
    contextWindow: 1_048_576,
    prices: { input: 2, output: 12, cacheWrite: 2, cacheRead: 0.2 },
    opus: false,
  },
  {
    id: 'gemini-3.8-flash',
    name: 'Gemini 3.8 Flash',
    vendor: 'Google',
    api: 'gemini',
    tools: GEMINI_TOOLS,
    contextWindow: 1_048_576,
    prices: { input: 0.5, output: 3, cacheWrite: 0.5, cacheRead: 0.05 },
    opus: false,
  },
  {
    id: 'gemini-3.5-flash',
    name: 'Gemini 3.5 Flash',
    vendor: 'Google',
    api: 'gemini',
    tools: GEMINI_TOOLS,
    contextWindow: 1_048_576,
    prices: { input: 0.3, output: 2.5, cacheWrite: 0.3, cacheRead: 0.03 },
    opus: false,
  },
  {
    id: 'gemini-2.5-pro',
    name: 'Gemini 2.5 Pro',
    vendor: 'Google',
    api: 'gemini',
    tools: GEMINI_TOOLS,
    contextWindow: 1_048_576,
    prices: { input: 1.25, output: 10, cacheWrite: 1.25, cacheRead: 0.125 },
    opus: false,
  },
  {
    id: 'gemini-3.5-flash-lite',
    name: 'Gemini 3.5 Flash-Lite',
    vendor: 'Google',
    api: 'gemini',
    tools: GEMINI_TOOLS,
    contextWindow: 1_048_576,
    prices: { input: 0.1, output: 0.4, cacheWrite: 0.1, cacheRead: 0.01 },
    opus: false,
  },
]

const SCOPE_OF_API: Record<RelayApi, PlanRecord['serviceScope']> = {
  anthropic: 'claude',
  openai: 'openai',
  gemini: 'gemini',
}

/** Plan scopes that include a model: every plan of scope `all`, and those of its API's own scope. */
export function scopesIncluding(model: Pick<CatalogueModel, 'api'>): PlanRecord['serviceScope'][] {
  return ['all', SCOPE_OF_API[model.api]]
}

export function planServesApi(scope: PlanRecord['serviceScope'], api: RelayApi): boolean {
  return scope === 'all' || scope === SCOPE_OF_API[api]
}

/** Claude Code may send a dated snapshot id (`claude-opus-4-1-20250805`); it costs what its model costs. */
export function findModel(id: string, api?: RelayApi): CatalogueModel | undefined {
  const base = id.replace(/-\d{8}$/, '')
  return MODEL_CATALOGUE.find((model) => model.id === base && (api === undefined || model.api === api))
}

export interface TokenCounts {
  input: number
  output: number
  cacheWrite: number
  cacheRead: number
}

/** In whole micro-dollars (rounded per request, as a bill is), so that sums stay exact. */
export function costMicros(model: CatalogueModel, tokens: TokenCounts): number {
  const { prices } = model
  return Math.round(
    tokens.input * prices.input +
      tokens.output * prices.output +
      tokens.cacheWrite * prices.cacheWrite +
      tokens.cacheRead * prices.cacheRead,
  )
}
