import type { components } from '#src/lib/api/mock-control-schema.d.ts'

type MockControlsState = components['schemas']['MockControlsState']

/**
 * Failure and latency controls of the mock backend, for the dev console and for tests of loading and
 * error states. Every request under `/api/` honours them (one pre-handler in handlers/index.ts).
 * `resetDb()` restores the defaults: no latency, no failures. Their meaning and ranges are those of
 * `MockControlsState` in mocks/mock-control.openapi.yaml, which `GET /__mock/controls` answers.
 */
export type MockControls = Pick<
  MockControlsState,
  'latencyMs' | 'failureRate' | 'forceStatus' | 'pathIncludes'
>

/**
 * Any URL whose path starts with `/api/`, on any origin: the requests the controls and the 404 fallback
 * apply to. (A `*\/api/*` pattern would also catch the app's own modules in dev, such as
 * `/src/lib/api/client.ts`.)
 */
export const API_URL_PATTERN = /^[a-z][a-z\d+.-]*:\/\/[^/]+\/api\//i

/** The defaults: the backend answers at once and never fails on its own. */
export const defaultMockControls: Readonly<MockControls> = Object.freeze({
  latencyMs: 0,
  failureRate: 0,
  forceStatus: null,
  pathIncludes: null,
})

let controls: MockControls = { ...defaultMockControls }

/**
 * A burst of failures: the next `count` requests (under `pathIncludes`, when set) fail, with the HTTP
 * status `status` and an `Error` body, or with no answer at all (`'network'`, a failed fetch). Each
 * failure uses one up; at 0 the backend answers normally again.
 */
export interface MockFailureBurst {
  /** Requests left to fail (0 to 1 000): `failNextCount` of the state. */
  count: number
  /** An HTTP status from 400 to 599, or `'network'` for a request that gets no answer: `failNextStatus`. */
  status: MockControlsState['failNextStatus']
}

/** The default burst: none. */
export const defaultMockFailureBurst: Readonly<MockFailureBurst> = Object.freeze({ count: 0, status: 500 })

let failureBurst: MockFailureBurst = { ...defaultMockFailureBurst }

/** The current failure burst (a copy). */
export function getMockFailureBurst(): MockFailureBurst {
  return { ...failureBurst }
}

/**
 * Changes the failure burst; `count` is clamped to 0 to 1 000 and `status` must be `'network'` or an
 * integer from 400 to 599 (anything else keeps the current one). Returns the new burst.
 */
export function setMockFailureBurst(changes: Partial<MockFailureBurst>): MockFailureBurst {
  const status = changes.status
  failureBurst = {
    count: clamp(Math.round(finiteOr(changes.count ?? failureBurst.count, 0)), 0, 1_000),
    status:
      status === 'network' ||
      (typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599)
        ? status
        : failureBurst.status,
  }
  return getMockFailureBurst()
}

/** The current controls (a copy). */
export function getMockControls(): MockControls {
  return { ...controls }
}

/**
 * Changes some controls; values are clamped to sane ranges (`latencyMs` 0 to 60 000, `failureRate` 0 to 1,
 * `forceStatus` an integer from 400 to 599, anything else clears it). Returns the new controls.
 */
export function setMockControls(changes: Partial<MockControls>): MockControls {
  const next = { ...controls, ...changes }
  controls = {
    latencyMs: clamp(Math.round(finiteOr(next.latencyMs, 0)), 0, 60_000),
    failureRate: clamp(finiteOr(next.failureRate, 0), 0, 1),
    forceStatus:
      typeof next.forceStatus === 'number' &&
      Number.isInteger(next.forceStatus) &&
      next.forceStatus >= 400 &&
      next.forceStatus <= 599
        ? next.forceStatus
        : null,
    pathIncludes:
      typeof next.pathIncludes === 'string' && next.pathIncludes !== '' ? next.pathIncludes : null,
  }
  return getMockControls()
}

/** Restores the defaults, the failure burst included (called by `resetDb()`). */
export function resetMockControls(): void {
  controls = { ...defaultMockControls }
  failureBurst = { ...defaultMockFailureBurst }
}

/** The machine code sent with a forced status, so the answer still reads like the contract's `Error`. */
const codeForStatus: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'ACCOUNT_SUSPENDED',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
}

/**
 * Applies the controls to one request: waits `latencyMs`, then returns the simulated failure (the
 * failure burst first, then `forceStatus`, then `failureRate`), or `undefined` to let the real handler answer.
 */
export async function applyMockControls(request: Request): Promise<Response | undefined> {
  const current = controls
  if (current.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, current.latencyMs))
  const path = new URL(request.url).pathname
  if (current.pathIncludes !== null && !path.includes(current.pathIncludes)) return undefined
  if (failureBurst.count > 0) {
    failureBurst = { ...failureBurst, count: failureBurst.count - 1 }
    // `Response.error()` makes MSW fail the fetch itself, as a dropped connection would.
    return failureBurst.status === 'network' ? Response.error() : simulatedFailure(failureBurst.status)
  }
  if (current.forceStatus !== null) return simulatedFailure(current.forceStatus)
  if (current.failureRate > 0 && Math.random() < current.failureRate) return simulatedFailure(500)
  return undefined
}

function simulatedFailure(status: number): Response {
  const code = codeForStatus[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : undefined)
  const headers: Record<string, string> = {}
  if (status === 429) headers['Retry-After'] = '30'
  return Response.json(
    { error: `Simulated failure (HTTP ${status}) from the mock controls`, ...(code ? { code } : {}) },
    { status, headers },
  )
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

function finiteOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}
