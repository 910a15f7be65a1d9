import type { components } from '#src/lib/api/mock-control-schema.d.ts'

/** The mock's controls, as `GET /__mock/controls` answers them (mocks/mock-control.openapi.yaml). */
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

/**
 * The data of a `mockControlClient` call, or a {@link MockRequestError}: the status of a refusal, 0 for a failed
 * fetch, -1 for a success without a JSON body.
 */
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
}

/**
 * Whether an answer to `GET /__mock/controls` is the mock's controls. That request is how the console detects a
 * mock, so any server may answer it (another API's JSON, a static host's page): its answer is checked before the
 * mock panel renders it. Once a mock answered it, the other `/__mock` answers are trusted to the generated types
 * (the mock's own tests hold them to mocks/mock-control.openapi.yaml).
 */
export function isMockControlsState(value: unknown): value is MockControlsState {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const fields = value as Record<string, unknown>
  return Object.entries(stateChecks).every(([field, check]) => check(fields[field]))
}

export const MOCK_CONTROLS_KEY = ['mock', '/__mock/controls'] as const
