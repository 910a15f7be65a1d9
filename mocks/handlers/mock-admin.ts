/**
 * The mock backend's own admin endpoints, for the operator console (`/admin`) and scripts. They are not part
 * of openapi.yaml and only the mock answers them, so a client detects the mock by `GET /__mock/controls`
 * answering 200 with JSON:
 *
 * - `GET /__mock/controls`: the current {@link MockControlsState}.
 * - `PUT /__mock/controls`: changes some of it (a partial {@link MockControlsState}); answers the new state,
 *   or 400 `VALIDATION_FAILED` for an unknown field or a value out of range.
 * - `POST /__mock/reset`: restores the seed, the default controls and email settings, and forgets the
 *   browser's persisted snapshot; answers `{ controls }`.
 * - `GET /__mock/seed`: `seedSummary` (demo accounts, activation codes, benefit packages).
 *
 * One handler matches `/__mock/…` on any origin with a RegExp. Only `/api/` URLs reach the controls
 * pre-handler and the 404 fallback, so these answers are never delayed nor failed by the controls; and the
 * contract test, which lists handlers with string paths, does not take them for contract operations.
 */
import { z } from 'zod'
import {
  getMockControls,
  getMockFailureBurst,
  setMockControls,
  setMockFailureBurst,
  type MockControls,
  type MockFailureBurst,
} from '../controls.ts'
import { db } from '../db.ts'
import { apiError } from '../errors.ts'
import { http } from '../http.ts'
import { clearPersistedDb } from '../persistence.ts'
import { resetDb, seedSummary, setEmailConfig } from '../seed.ts'
import { readJsonBody } from '../validation.ts'

/** Any URL whose path is `/__mock` or starts with `/__mock/`, on any origin. */
export const MOCK_ADMIN_URL_PATTERN = /^[a-z][a-z\d+.-]*:\/\/[^/]+\/__mock(?:\/|$)/i

/** The path of the reset endpoint (the browser does not persist the db after it: the snapshot stays cleared). */
export const MOCK_RESET_PATH = '/__mock/reset'

/** What `GET /__mock/controls` answers: the mock controls, the failure burst and the email settings. */
export interface MockControlsState extends MockControls {
  /** Requests left to fail in the current burst (see `MockFailureBurst`). */
  failNextCount: number
  /** How the burst fails: an HTTP status (400 to 599) or `'network'`. */
  failNextStatus: MockFailureBurst['status']
  /** `GET /api/email/config` → `registrationCodeRequired`. */
  registrationCodeRequired: boolean
  /** `GET /api/email/config` → `loginCodeRequired`. */
  loginCodeRequired: boolean
}

const httpStatus = z.number().int().min(400).max(599)

/** The body of `PUT /__mock/controls`: any subset of the fields, each validated (nothing is clamped). */
const controlsChangeSchema = z.strictObject({
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  failureRate: z.number().min(0).max(1).optional(),
  forceStatus: httpStatus.nullable().optional(),
  pathIncludes: z.string().max(200).nullable().optional(),
  failNextCount: z.number().int().min(0).max(1_000).optional(),
  failNextStatus: z.union([z.literal('network'), httpStatus]).optional(),
  registrationCodeRequired: z.boolean().optional(),
  loginCodeRequired: z.boolean().optional(),
})

/** The current state of every control. */
export function readMockControlsState(): MockControlsState {
  const burst = getMockFailureBurst()
  return {
    ...getMockControls(),
    failNextCount: burst.count,
    failNextStatus: burst.status,
    registrationCodeRequired: db.emailConfig.registrationCodeRequired,
    loginCodeRequired: db.emailConfig.loginCodeRequired,
  }
}

/** Forgets the persisted snapshot where there is a Web Storage (the browser); Node has none to forget. */
function clearBrowserSnapshot(): void {
  try {
    const storage = (globalThis as { localStorage?: Storage }).localStorage
    if (storage) clearPersistedDb(storage)
  } catch {
    // Storage disabled, or Node refusing to open one: nothing is persisted then.
  }
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

function methodNotAllowed(allow: string): Response {
  return json(apiError('VALIDATION_FAILED', `Method not allowed; use ${allow}`), 405, { Allow: allow })
}

async function handleMockAdmin(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/\/+$/, '')
  const method = request.method.toUpperCase()
  switch (path) {
    case '/__mock/controls': {
      if (method === 'GET') return json(readMockControlsState())
      if (method !== 'PUT') return methodNotAllowed('GET, PUT')
      const body = await readJsonBody(request, controlsChangeSchema)
      if (!body.ok) return json(apiError('VALIDATION_FAILED', body.error), 400)
      const { failNextCount, failNextStatus, registrationCodeRequired, loginCodeRequired, ...controls } =
        body.value
      setMockControls(controls)
      setMockFailureBurst({
        ...(failNextCount === undefined ? {} : { count: failNextCount }),
        ...(failNextStatus === undefined ? {} : { status: failNextStatus }),
      })
      setEmailConfig({
        ...(registrationCodeRequired === undefined ? {} : { registrationCodeRequired }),
        ...(loginCodeRequired === undefined ? {} : { loginCodeRequired }),
      })
      return json(readMockControlsState())
    }
    case MOCK_RESET_PATH: {
      if (method !== 'POST') return methodNotAllowed('POST')
      resetDb()
      clearBrowserSnapshot()
      return json({ controls: readMockControlsState() })
    }
    case '/__mock/seed': {
      if (method !== 'GET') return methodNotAllowed('GET')
      return json(seedSummary)
    }
    default:
      return json(apiError('NOT_FOUND', `No such mock endpoint: ${method} ${path || '/__mock'}`), 404)
  }
}

/** The `/__mock/*` endpoints, as one handler. */
export const mockAdminHandlers = [
  http.untyped.all(MOCK_ADMIN_URL_PATTERN, ({ request }) => handleMockAdmin(request)),
]
