// The seeded accounts' request history, one record per request, derived from a seed: a snapshot need not store it.
import { SimpleFaker } from '@faker-js/faker'
import { costMicros, findModel, type CatalogueModel, type TokenCounts } from './catalogue.ts'
import type { RequestRecord } from './db.ts'
import type { RelayErrorCode } from './ledger.ts'
import { HOUR_MS } from '#src/lib/time-units.ts'

/** Which tool a key serves, and so which models its requests name. */
export type SeededTool = 'claude-code' | 'codex' | 'opencode'

/** When a key's requests come: a person's working day, or batch jobs around the clock. */
export type SeededRhythm = 'working-hours' | 'batch'

/** One key's use on one UTC day. Costs in micro-dollars: its served requests add up to them exactly. */
export interface SeededKeyDay {
  userId: string
  apiKeyId: string
  tool: SeededTool
  rhythm: SeededRhythm
  /** The requests fall in [from, until). */
  from: number
  until: number
  costMicros: number
  /** Part of `costMicros`: the Opus models' share. */
  opusCostMicros: number
  /** After `until`: requests refused because that day's quota was used up. */
  quotaRefusals?: { count: number; within: number }
}

type Mix = readonly (readonly [modelId: string, weight: number])[]

const MIXES: Record<SeededTool, { opus: Mix; other: Mix }> = {
  // Claude Code's main loop runs on Opus or Sonnet; Haiku answers its small background calls.
  'claude-code': {
    opus: [['claude-opus-4-8', 1]],
    other: [
      ['claude-sonnet-4-6', 0.6],
      ['claude-haiku-4-5', 0.4],
    ],
  },
  codex: {
    opus: [],
    other: [
      ['gpt-6.2-sol', 0.75],
      ['gpt-5', 0.25],
    ],
  },
  opencode: {
    opus: [['claude-opus-4-8', 1]],
    other: [
      ['gpt-6.2-sol', 0.5],
      ['claude-sonnet-4-6', 0.3],
      ['gpt-5', 0.2],
    ],
  },
}

/** Relative weights of the 24 UTC hours. */
const RHYTHMS: Record<SeededRhythm, readonly number[]> = {
  'working-hours': [
    0.1, 0.05, 0.03, 0.03, 0.03, 0.08, 0.25, 0.6, 1.1, 1.6, 1.8, 1.7, 1.1, 1.4, 1.8, 1.8, 1.6, 1.3, 0.9, 0.7,
    0.6, 0.45, 0.3, 0.2,
  ],
  batch: [
    1.2, 1.4, 1.4, 1.2, 0.8, 0.6, 0.6, 0.7, 0.9, 1, 1, 1, 0.9, 1, 1, 1, 0.9, 0.8, 0.7, 0.7, 0.8, 0.9, 1, 1.1,
  ],
}

/** Of the requests a tool sends, those the relay or the upstream fails, each also shown by its retry. */
const FAILURE_RATE = 0.02

interface Failure {
  status: RequestRecord['status']
  code: RelayErrorCode
  weight: number
}

const FAILURES: readonly Failure[] = [
  { status: 529, code: 'UPSTREAM_OVERLOADED', weight: 0.7 },
  { status: 404, code: 'MODEL_NOT_FOUND', weight: 0.15 },
  { status: 400, code: 'INVALID_REQUEST', weight: 0.1 },
  { status: 413, code: 'PAYLOAD_TOO_LARGE', weight: 0.05 },
]

/** Model ids people mistype: the catalogue knows none of them. */
const UNKNOWN_MODELS: Record<CatalogueModel['api'], string> = {
  anthropic: 'claude-opus-4.8',
  openai: 'gpt-6.2',
  gemini: 'gemini-3.1-pro',
}

/** Milliseconds per output token, and the range of the time to the first one. */
const PACE: Record<string, { msPerToken: number; firstToken: readonly [number, number] }> = {
  'claude-opus-4-8': { msPerToken: 22, firstToken: [900, 3_500] },
  'claude-sonnet-4-6': { msPerToken: 14, firstToken: [600, 2_500] },
  'claude-haiku-4-5': { msPerToken: 5, firstToken: [250, 900] },
  'gpt-6.2-sol': { msPerToken: 12, firstToken: [800, 6_000] },
  'gpt-5': { msPerToken: 10, firstToken: [600, 4_000] },
}
const DEFAULT_PACE = { msPerToken: 12, firstToken: [600, 3_000] as const }

/** One served request's model, tokens and cost: one object, as a reset makes tens of thousands. */
interface Spend extends TokenCounts {
  model: CatalogueModel
  cost: number
}

function catalogueModel(id: string): CatalogueModel {
  const model = findModel(id)
  if (!model) throw new Error(`The seed names a model the catalogue lacks: ${id}`)
  return model
}

function unroundedCost(model: CatalogueModel, tokens: TokenCounts): number {
  const { prices } = model
  return (
    tokens.input * prices.input +
    tokens.output * prices.output +
    tokens.cacheWrite * prices.cacheWrite +
    tokens.cacheRead * prices.cacheRead
  )
}

export type HistoryWriter = ReturnType<typeof createHistoryWriter>

/** A table rather than `toString(16)`, which took a sixth of a reset's time for the ids. */
const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'))

/**
 * Mulberry32: tens of thousands of records draw about a million numbers, on every reset and page load, and
 * faker's generator takes several times as long.
 */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return (mixed ^ (mixed >>> 14)) >>> 0
  }
}

/** Writes the history from its own faker's seed, so that the main seed's ids stay as they were. */
export function createHistoryWriter(seed: number) {
  const faker = new SimpleFaker()
  faker.seed(seed)
  const uint32 = mulberry32(faker.number.int(0xffff_ffff))
  const random = () => uint32() / 0x1_0000_0000
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
  const hex8 = () => {
    const value = uint32()
    return (
      (HEX_BYTES[value >>> 24] ?? '') +
      (HEX_BYTES[(value >>> 16) & 0xff] ?? '') +
      (HEX_BYTES[(value >>> 8) & 0xff] ?? '') +
      (HEX_BYTES[value & 0xff] ?? '')
    )
  }
  const requestId = () => `req_${hex8()}${hex8()}${hex8()}`
  const mixModels = new Map<Mix, readonly (readonly [CatalogueModel, number])[]>()
  const modelsOf = (mix: Mix) => {
    let models = mixModels.get(mix)
    if (!models) {
      models = mix.map(([id, weight]) => [catalogueModel(id), weight] as const)
      mixModels.set(mix, models)
    }
    return models
  }
  // Plain loops here and below: they run a million times on a page load, mostly before the JIT has warmed up.
  const pick = <T>(options: readonly (readonly [T, number])[]): T => {
    let total = 0
    for (let index = 0; index < options.length; index += 1) total += options[index]?.[1] ?? 0
    let left = random() * total
    for (let index = 0; index < options.length - 1; index += 1) {
      const option = options[index]
      if (!option) break
      left -= option[1]
      if (left < 0) return option[0]
    }
    const last = options.at(-1)
    if (!last) throw new Error('Nothing to pick from')
    return last[0]
  }

  /** As the tools send them: Claude Code reads a long cached context and now and then writes to the cache. */
  function draw(model: CatalogueModel): Spend {
    if (model.id === 'claude-haiku-4-5') {
      return {
        model,
        input: between(100, 4_000),
        output: between(5, 400),
        cacheWrite: 0,
        cacheRead: 0,
        cost: 0,
      }
    }
    if (model.api === 'anthropic') {
      return {
        model,
        input: 50 + Math.floor(random() ** 2 * 2_500),
        output: 20 + Math.floor(random() ** 3 * 2_000),
        cacheWrite: random() < 0.3 ? 300 + Math.floor(random() ** 2 * 8_000) : 0,
        cacheRead: between(5_000, 80_000),
        cost: 0,
      }
    }
    return {
      model,
      input: between(200, 5_000),
      output: 20 + Math.floor(random() ** 3 * 4_000),
      cacheWrite: 0,
      cacheRead: random() < 0.8 ? between(4_000, 80_000) : 0,
      cost: 0,
    }
  }

  /**
   * Requests of `mix` whose costs add up to `target` exactly: drawn, scaled down to just under it, then the
   * rest as cache reads on the mix's model with the dearest cache read, whose price per token is under one
   * micro-dollar, so some count of them rounds to any remainder.
   */
  function spend(mix: Mix, target: number, out: Spend[]): void {
    if (target <= 0) return
    const models = modelsOf(mix)
    let carrier = models[0]?.[0]
    for (const [model] of models)
      if (carrier && model.prices.cacheRead > carrier.prices.cacheRead) carrier = model
    if (!carrier) throw new Error('A mix without models cannot spend')
    const first = out.length
    let unrounded = 0
    while (unrounded < target) {
      const drawn = draw(pick(models))
      out.push(drawn)
      unrounded += unroundedCost(drawn.model, drawn)
    }
    const last = out.at(-1)
    if (last && last.model !== carrier) {
      unrounded -= unroundedCost(last.model, last)
      last.model = carrier
      unrounded += unroundedCost(carrier, last)
    }
    // Room for the per-request rounding and the one input and output token every request keeps.
    let margin = 0
    for (let index = first; index < out.length; index += 1) {
      const { prices } = (out[index] as Spend).model
      margin += prices.input + prices.output + 1
    }
    const factor = Math.max(0, (target - margin) / unrounded)
    let total = 0
    let carriers = 0
    for (let index = first; index < out.length; index += 1) {
      const entry = out[index] as Spend
      entry.input = Math.max(1, Math.floor(entry.input * factor))
      entry.output = Math.max(1, Math.floor(entry.output * factor))
      entry.cacheWrite = Math.floor(entry.cacheWrite * factor)
      entry.cacheRead = Math.floor(entry.cacheRead * factor)
      entry.cost = costMicros(entry.model, entry)
      total += entry.cost
      if (entry.model === carrier) carriers += 1
    }
    const share = Math.max(0, target - total - 2 * carriers) / carriers
    const extraReads = Math.floor(share / carrier.prices.cacheRead)
    for (let index = first; index < out.length - 1 && extraReads > 0; index += 1) {
      const entry = out[index] as Spend
      if (entry.model !== carrier) continue
      entry.cacheRead += extraReads
      total -= entry.cost
      entry.cost = costMicros(carrier, entry)
      total += entry.cost
    }
    if (last) {
      total -= last.cost
      fillWithCacheReads(last, target - total)
      total += last.cost
    }
    if (total !== target) throw new Error(`The seed spent ${total} micro-dollars of ${target}`)
  }

  function fillWithCacheReads(entry: Spend, wanted: number): void {
    const { model } = entry
    const price = model.prices.cacheRead
    const without = unroundedCost(model, { ...entry, cacheRead: 0 })
    entry.cacheRead = Math.max(0, Math.ceil((wanted - 0.5 - without) / price) - 1)
    entry.cost = costMicros(model, entry)
    while (entry.cost < wanted) {
      entry.cacheRead += 1
      entry.cost = costMicros(model, entry)
    }
    if (entry.cost !== wanted)
      throw new Error(`No cache-read count of ${model.id} costs ${wanted} micro-dollars`)
  }

  /** Hour by hour, as much of each hour as lies in [from, until), weighted by the rhythm. */
  function timeSampler(rhythm: SeededRhythm, from: number, until: number): () => number {
    const weights = RHYTHMS[rhythm]
    const slots: { start: number; length: number; upTo: number }[] = []
    let total = 0
    const firstHour = Math.floor(from / HOUR_MS)
    for (let hour = firstHour; hour * HOUR_MS < until; hour += 1) {
      const start = Math.max(from, hour * HOUR_MS)
      const length = Math.min(until, (hour + 1) * HOUR_MS) - start
      if (length <= 0) continue
      total += ((weights[hour % 24] ?? 1) * length) / HOUR_MS
      slots.push({ start, length, upTo: total })
    }
    return () => {
      const wanted = random() * total
      let index = 0
      while (index < slots.length - 1 && wanted >= (slots[index]?.upTo ?? 0)) index += 1
      const slot = slots[index]
      return slot ? slot.start + Math.floor(random() * slot.length) : from
    }
  }

  function served(day: SeededKeyDay, entry: Spend, at: number): RequestRecord {
    const pace = PACE[entry.model.id] ?? DEFAULT_PACE
    const firstTokenMs = between(pace.firstToken[0], pace.firstToken[1])
    return {
      id: requestId(),
      userId: day.userId,
      apiKeyId: day.apiKeyId,
      at,
      api: entry.model.api,
      model: entry.model.id,
      inputTokens: entry.input,
      outputTokens: entry.output,
      cacheWriteTokens: entry.cacheWrite,
      cacheReadTokens: entry.cacheRead,
      costMicros: entry.cost,
      opusCostMicros: entry.model.opus ? entry.cost : 0,
      durationMs: firstTokenMs + Math.round(entry.output * pace.msPerToken * (0.8 + random() * 0.5)),
      firstTokenMs,
      status: 200,
      errorCode: null,
    }
  }

  function failed(
    day: SeededKeyDay,
    model: CatalogueModel,
    at: number,
    failure: Pick<Failure, 'status' | 'code'>,
  ): RequestRecord {
    const upstream = failure.code === 'UPSTREAM_OVERLOADED'
    return {
      id: requestId(),
      userId: day.userId,
      apiKeyId: day.apiKeyId,
      at,
      api: model.api,
      model: failure.code === 'MODEL_NOT_FOUND' ? UNKNOWN_MODELS[model.api] : model.id,
      inputTokens: 0,
      outputTokens: 0,
      cacheWriteTokens: 0,
      cacheReadTokens: 0,
      costMicros: 0,
      opusCostMicros: 0,
      durationMs: upstream ? between(300, 3_000) : between(2, 40),
      firstTokenMs: null,
      status: failure.status,
      errorCode: failure.code,
    }
  }

  const failureOptions = FAILURES.map((failure) => [failure, failure.weight] as const)

  /** Appends the key's requests of that day to `out`, in no particular order. */
  function writeKeyDay(day: SeededKeyDay, out: RequestRecord[]): void {
    const mix = MIXES[day.tool]
    if (day.opusCostMicros > 0 && mix.opus.length === 0) {
      throw new Error(`A ${day.tool} key cannot spend on Opus`)
    }
    const spends: Spend[] = []
    spend(mix.opus, day.opusCostMicros, spends)
    spend(mix.other, day.costMicros - day.opusCostMicros, spends)
    const timeAt = timeSampler(day.rhythm, day.from, day.until)
    for (const entry of spends) {
      const at = timeAt()
      out.push(served(day, entry, at))
      // The tool retries what failed: the failure came a few seconds before the request that went through.
      if (random() < FAILURE_RATE) {
        const failure = pick(failureOptions)
        out.push(failed(day, entry.model, Math.max(day.from, at - between(1_000, 20_000)), failure))
      }
    }
    const refusals = day.quotaRefusals
    const model = spends.at(-1)?.model
    if (refusals && model) {
      for (let index = 0; index < refusals.count; index += 1) {
        const at = day.until + Math.floor(random() * refusals.within)
        out.push(failed(day, model, at, { status: 429, code: 'DAILY_QUOTA_EXHAUSTED' }))
      }
    }
  }

  return { writeKeyDay, random, between }
}
