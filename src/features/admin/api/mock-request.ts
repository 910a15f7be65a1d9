import { runtimeConfig } from '../../../config/runtime.ts'

/**
 * The wire shapes of the mock's own `/__mock/*` endpoints (mocks/handlers/mock-admin.ts). They are not part
 * of openapi.yaml, so they are written here; each answer is checked before use, since a real backend or a
 * static host may answer these paths with anything.
 */
export type MockControlsState = {
  latencyMs: number
  failureRate: number
  forceStatus: number | null
  pathIncludes: string | null
  failNextCount: number
  failNextStatus: number | 'network'
  registrationCodeRequired: boolean
  loginCodeRequired: boolean
}

export type MockSeed = {
  password: string
  verificationCode: string
  accounts: { email: string; description: string }[]
  activationCodes: { code: string; planId: string; state: string }[]
  benefitPackages: { code: string; durationDays: number; note: string }[]
}

/** A failed `/__mock` call: `status` 0 when no answer arrived, -1 when the answer was not the expected JSON. */
export class MockRequestError extends Error {
  override readonly name = 'MockRequestError'
  readonly status: number

  constructor(status: number) {
    super(`Mock request failed (${status})`)
    this.status = status
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isNumberOrNull = (value: unknown) => value === null || typeof value === 'number'

export function isMockControlsState(value: unknown): value is MockControlsState {
  return (
    isRecord(value) &&
    typeof value.latencyMs === 'number' &&
    typeof value.failureRate === 'number' &&
    isNumberOrNull(value.forceStatus) &&
    (value.pathIncludes === null || typeof value.pathIncludes === 'string') &&
    typeof value.failNextCount === 'number' &&
    (value.failNextStatus === 'network' || typeof value.failNextStatus === 'number') &&
    typeof value.registrationCodeRequired === 'boolean' &&
    typeof value.loginCodeRequired === 'boolean'
  )
}

export function isMockSeed(value: unknown): value is MockSeed {
  return (
    isRecord(value) &&
    typeof value.password === 'string' &&
    typeof value.verificationCode === 'string' &&
    Array.isArray(value.accounts) &&
    Array.isArray(value.activationCodes) &&
    Array.isArray(value.benefitPackages)
  )
}

/** Calls a `/__mock` endpoint on the API origin and returns its JSON answer once `isValid` accepts it. */
export async function mockRequest<T>(
  path: string,
  isValid: (value: unknown) => value is T,
  init: { method?: 'GET' | 'PUT' | 'POST'; body?: unknown } = {},
): Promise<T> {
  let response: Response
  try {
    response = await fetch(`${runtimeConfig.apiOrigin}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    })
  } catch {
    throw new MockRequestError(0)
  }
  if (!response.ok) throw new MockRequestError(response.status)
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw new MockRequestError(-1)
  }
  if (!isValid(body)) throw new MockRequestError(-1)
  return body
}

export const MOCK_CONTROLS_KEY = ['mock', '/__mock/controls'] as const
