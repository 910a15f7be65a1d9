export type { UsageQuery } from './usage-query.ts'

export const RANGE_PRESETS = ['today', '7d', '30d', 'plan', 'custom'] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]
export const DEFAULT_RANGE: RangePreset = '7d'

export const OUTCOMES = ['success', 'error'] as const
export type Outcome = (typeof OUTCOMES)[number]

/** What the URL says: calendar dates as typed (`YYYY-MM-DD`, or empty), the rest as chosen. */
export type UsageFilters = {
  range: RangePreset
  /** Only with `range: 'custom'`. */
  from: string
  to: string
  key?: string
  model?: string
  outcome?: Outcome
}

/** The URL's names; `tab` and the other tabs' own parameters are left as they are. */
const PARAM = {
  range: 'range',
  from: 'from',
  to: 'to',
  key: 'key',
  model: 'model',
  outcome: 'outcome',
} as const

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar date written `YYYY-MM-DD` (no 31 February). */
function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** As the contract bounds them; anything longer would be refused, so it is not a filter. */
function text(value: string | null, maxLength: number): string | undefined {
  return value && value.length <= maxLength ? value : undefined
}

export function readFilters(params: URLSearchParams): UsageFilters {
  const range = params.get(PARAM.range)
  const preset = (RANGE_PRESETS as readonly string[]).includes(range ?? '')
    ? (range as RangePreset)
    : DEFAULT_RANGE
  const outcome = params.get(PARAM.outcome)
  const date = (name: string) => {
    const value = params.get(name) ?? ''
    return preset === 'custom' && isCalendarDate(value) ? value : ''
  }
  return {
    range: preset,
    from: date(PARAM.from),
    to: date(PARAM.to),
    key: text(params.get(PARAM.key), 64),
    model: text(params.get(PARAM.model), 128),
    outcome: (OUTCOMES as readonly string[]).includes(outcome ?? '') ? (outcome as Outcome) : undefined,
  }
}

/** The filters into a copy of `params`, in one canonical form: in a fixed order, the default range and empty values left out. */
export function writeFilters(params: URLSearchParams, filters: UsageFilters): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const name of Object.values(PARAM)) next.delete(name)
  const add = (name: string, value: string | undefined) => {
    if (value) next.append(name, value)
  }
  add(PARAM.range, filters.range === DEFAULT_RANGE ? undefined : filters.range)
  add(PARAM.from, filters.range === 'custom' ? filters.from : undefined)
  add(PARAM.to, filters.range === 'custom' ? filters.to : undefined)
  add(PARAM.key, filters.key)
  add(PARAM.model, filters.model)
  add(PARAM.outcome, filters.outcome)
  return next
}
