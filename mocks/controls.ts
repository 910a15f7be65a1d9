import { resetClock } from './clock.ts'
import type { components } from '#src/lib/api/mock-control-schema.d.ts'

type MockControlsState = components['schemas']['MockControlsState']

/** Their meaning and ranges are those of the mock-control contract's `MockControlsState`. */
export type MockControls = Pick<
  MockControlsState,
  'latencyMs' | 'failureRate' | 'forceStatus' | 'pathIncludes'
>

/** On the path's start only: `*\/api/*` would also catch the app's own modules in dev (`/src/lib/api/…`). */
export const API_URL_PATTERN = /^[a-z][a-z\d+.-]*:\/\/[^/]+\/api\//i

export const defaultMockControls: Readonly<MockControls> = Object.freeze({
  latencyMs: 0,
  failureRate: 0,
  forceStatus: null,
  pathIncludes: null,
})

let controls: MockControls = { ...defaultMockControls }

/** The next `count` requests (under `pathIncludes`) fail with `status`, or unanswered (`'network'`). */
export interface MockFailureBurst {
  count: number
  status: MockControlsState['failNextStatus']
}

export const defaultMockFailureBurst: Readonly<MockFailureBurst> = Object.freeze({ count: 0, status: 500 })

let failureBurst: MockFailureBurst = { ...defaultMockFailureBurst }

export function getMockFailureBurst(): MockFailureBurst {
  return { ...failureBurst }
}

/** An invalid `status` keeps the current one. */
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

export function getMockControls(): MockControls {
  return { ...controls }
}

/** Clamps each value to its range; an invalid `forceStatus` clears it. */
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

export function resetMockControls(): void {
  resetClock()
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

/** The burst first, then `forceStatus`, then `failureRate`; `undefined` lets the real handler answer. */
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
