import type { components } from '#src/lib/api/mock-control-schema.d.ts'

export type MockControlsState = components['schemas']['MockControlsState']

/** A failed `/__mock` call: `status` 0 when no answer arrived, -1 when the answer was not the expected JSON. */
export class MockRequestError extends Error {
  override readonly name = 'MockRequestError'
  readonly status: number

  constructor(status: number) {
    super(`Mock request failed (${status})`)
    this.status = status
  }
}

export async function mockData<Data>(call: Promise<{ data?: Data; response: Response }>): Promise<Data> {
  let result: { data?: Data; response: Response }
  try {
    result = await call
  } catch (error) {
    // openapi-fetch rejects with the fetch's own failure, or with JSON.parse's for a body that is not JSON.
    const isBadJson = (error as { name?: unknown } | null)?.name === 'SyntaxError'
    throw new MockRequestError(isBadJson ? -1 : 0)
  }
  if (!result.response.ok) throw new MockRequestError(result.response.status)
  if (result.data === undefined) throw new MockRequestError(-1)
  return result.data
}

const isNumber = (value: unknown) => typeof value === 'number'
const isBoolean = (value: unknown) => typeof value === 'boolean'

/** One check per field of the generated type: a field added to or removed from the schema fails to compile here. */
const stateChecks: { [Field in keyof MockControlsState]-?: (value: unknown) => boolean } = {
  latencyMs: isNumber,
  failureRate: isNumber,
  forceStatus: (value) => value === null || isNumber(value),
  pathIncludes: (value) => value === null || typeof value === 'string',
  failNextCount: isNumber,
  failNextStatus: (value) => value === 'network' || isNumber(value),
  registrationCodeRequired: isBoolean,
  loginCodeRequired: isBoolean,
  clockOffsetMs: (value) => value === undefined || isNumber(value),
}

/**
 * Any server may answer this detection request (another API's JSON, a static page), so it is checked; once
 * a mock answered it, the other `/__mock` answers are trusted to the generated types (the mock's tests hold
 * them).
 */
export function isMockControlsState(value: unknown): value is MockControlsState {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const fields = value as Record<string, unknown>
  return Object.entries(stateChecks).every(([field, check]) => check(fields[field]))
}

export const MOCK_CONTROLS_KEY = ['mock', '/__mock/controls'] as const
