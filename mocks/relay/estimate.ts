import type { TokenCounts } from '#mocks/catalogue.ts'

/**
 * The demo relay calls no model, so it counts tokens by the rule docs/mock.md gives: about four characters of the
 * request's JSON text per token, at least one.
 */
export const CHARACTERS_PER_TOKEN = 4

export function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / CHARACTERS_PER_TOKEN))
}

/** How long a cached prefix lives without being used, as Anthropic's default cache does. */
export const PROMPT_CACHE_TTL_MS = 5 * 60_000

/** Oldest entries go first past it, so a client that never repeats itself cannot grow the mock's memory. */
const PROMPT_CACHE_MAX_ENTRIES = 10_000

const promptCache = new Map<string, number>()

/** Forgets every cached prefix: tests start from a cold cache. */
export function clearPromptCache(): void {
  promptCache.clear()
}

/**
 * A prompt as the relay sees it: its parts in the order the API reads them (tools, system, then each message),
 * each as JSON text.
 */
export interface PromptParts {
  parts: string[]
  /**
   * Anthropic's explicit caching: the index of each part that carries `cache_control`. Undefined for the APIs
   * that cache implicitly (OpenAI, Gemini), where any prefix the same key sent as a whole prompt is cached.
   */
  breakpoints?: number[]
  /** Keeps prompts of different cache keys (OpenAI's `prompt_cache_key`) apart. */
  cacheKey?: string
}

export type InputTokens = Pick<TokenCounts, 'input' | 'cacheRead' | 'cacheWrite'>

/**
 * The prompt's tokens by kind, and the prefixes it leaves cached for the same key for {@link PROMPT_CACHE_TTL_MS}.
 * Explicit caching: the longest marked prefix the key sent recently is read, the rest up to the last mark written.
 * Implicit caching: the longest prefix ending at a part boundary that the key sent recently as a whole prompt is
 * read; nothing is written (OpenAI and Gemini bill no cache writes).
 */
export function countPromptTokens(scope: string, prompt: PromptParts, now: number): InputTokens {
  dropExpired(now)
  const seed = `${scope}\u0000${prompt.cacheKey ?? ''}`
  const prefixHashes: string[] = []
  const prefixTokens: number[] = []
  // Two 32-bit hashes from different offsets: a collision would read a prefix the key never sent.
  let low = fnv1a(seed, FNV_OFFSET)
  let high = fnv1a(seed, FNV_OFFSET_2)
  let characters = 0
  for (const part of prompt.parts) {
    low = fnv1a(part, fnv1a('\u0001', low))
    high = fnv1a(part, fnv1a('\u0001', high))
    characters += part.length
    prefixHashes.push(`${low.toString(36)}.${high.toString(36)}`)
    prefixTokens.push(Math.ceil(characters / CHARACTERS_PER_TOKEN))
  }
  const total = Math.max(1, Math.ceil(characters / CHARACTERS_PER_TOKEN))
  const tokensAt = (index: number) => (index < 0 ? 0 : (prefixTokens[index] ?? 0))
  const candidates = prompt.breakpoints ?? prompt.parts.map((_, index) => index)
  let readUpTo = -1
  for (const index of candidates) {
    const hit = promptCache.get(prefixHashes[index] ?? '')
    if (hit !== undefined && index > readUpTo) readUpTo = index
  }
  const cacheRead = Math.min(tokensAt(readUpTo), total - 1)
  let cacheWrite = 0
  if (prompt.breakpoints) {
    const lastMark = Math.max(-1, ...prompt.breakpoints)
    cacheWrite = Math.max(0, Math.min(tokensAt(lastMark), total - 1) - cacheRead)
    for (const index of prompt.breakpoints) remember(prefixHashes[index], now)
  } else {
    remember(prefixHashes.at(-1), now)
    if (readUpTo >= 0) remember(prefixHashes[readUpTo], now)
  }
  return { input: Math.max(1, total - cacheRead - cacheWrite), cacheRead, cacheWrite }
}

function remember(hash: string | undefined, now: number): void {
  if (hash === undefined) return
  promptCache.delete(hash)
  promptCache.set(hash, now + PROMPT_CACHE_TTL_MS)
  if (promptCache.size > PROMPT_CACHE_MAX_ENTRIES) {
    const oldest = promptCache.keys().next().value
    if (oldest !== undefined) promptCache.delete(oldest)
  }
}

function dropExpired(now: number): void {
  for (const [hash, expiresAt] of promptCache) {
    // Entries are kept in last-use order, so the first live one ends the sweep.
    if (expiresAt > now) break
    promptCache.delete(hash)
  }
}

const FNV_OFFSET = 0x811c9dc5
const FNV_OFFSET_2 = 0x050c5d1f

/** 32-bit FNV-1a, chained: a prefix's hash is where the next part's starts. */
function fnv1a(text: string, start: number): number {
  let hash = start
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}
