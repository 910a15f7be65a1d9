/**
 * The mock backend's own endpoints, for the operator console (`/admin`), tests and scripts, as described by
 * mocks/mock-control.openapi.yaml (not part of openapi.yaml: only the mock answers them, so a client detects the
 * mock by `GET /__mock/controls` answering 200 with JSON):
 *
 * - `GET /__mock/controls`: the current `MockControlsState`.
 * - `PUT /__mock/controls`: changes some of it (a `MockControlsChange`); answers the new state, or 400
 *   `VALIDATION_FAILED` for an unknown field or a value out of range.
 * - `POST /__mock/reset`: restores the seed, the default controls and email settings, and forgets the
 *   browser's persisted snapshot; answers `{ controls }`.
 * - `GET /__mock/seed`: `seedSummary` (demo accounts, activation codes, benefit packages).
 *
 * The operations are typed handlers of `mockControlHttp`, which match their path on any origin; one last
 * handler answers any other `/__mock/…` request: 405 with `Allow` for a known path, 404 otherwise. Only `/api/`
 * URLs reach the controls pre-handler and the product's 404 fallback, so these answers are never delayed nor
 * failed by the controls.
 */
import { z } from 'zod'
import type { components } from '#src/lib/api/mock-control-schema.d.ts'
import {
  getMockControls,
  getMockFailureBurst,
  setMockControls,
  setMockFailureBurst,
} from '#mocks/controls.ts'
import { db } from '#mocks/db.ts'
import { apiError } from '#mocks/errors.ts'
import { http, mockControlHttp } from '#mocks/http.ts'
import { clearPersistedDb } from '#mocks/persistence.ts'
import { resetDb, seedSummary, setEmailConfig } from '#mocks/seed.ts'
import { readJsonBody } from '#mocks/validation.ts'

/** What `GET /__mock/controls` answers: the mock controls, the failure burst and the email settings. */
export type MockControlsState = components['schemas']['MockControlsState']
type MockControlsChange = components['schemas']['MockControlsChange']

/** Any URL whose path is `/__mock` or starts with `/__mock/`, on any origin. */
export const MOCK_ADMIN_URL_PATTERN = /^[a-z][a-z\d+.-]*:\/\/[^/]+\/__mock(?:\/|$)/i

/** The path of the reset endpoint (the browser does not persist the db after it: the snapshot stays cleared). */
export const MOCK_RESET_PATH = '/__mock/reset'

/** The methods of each path of mocks/mock-control.openapi.yaml, for the 405 answer's `Allow`. */
const ALLOWED_METHODS: Record<string, string> = {
  '/__mock/controls': 'GET, PUT',
  [MOCK_RESET_PATH]: 'POST',
  '/__mock/seed': 'GET',
}

const httpStatus = z.number().int().min(400).max(599)

/**
 * The body of `PUT /__mock/controls`: any subset of the fields, each validated (nothing is clamped). The
 * generated type says what a client may send; this checks what one did send.
 */
const controlsChangeSchema = z.strictObject({
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  failureRate: z.number().min(0).max(1).optional(),
  forceStatus: httpStatus.nullable().optional(),
  pathIncludes: z.string().max(200).nullable().optional(),
  failNextCount: z.number().int().min(0).max(1_000).optional(),
  failNextStatus: z.union([z.literal('network'), httpStatus]).optional(),
  registrationCodeRequired: z.boolean().optional(),
  loginCodeRequired: z.boolean().optional(),
}) satisfies z.ZodType<MockControlsChange>

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

/** Every answer of these endpoints is the mock's state of the moment: never cached. */
const noStore = { headers: { 'Cache-Control': 'no-store' } }

/** A `/__mock/…` request that is no operation of mocks/mock-control.openapi.yaml: 405 or 404. */
function otherMockAdminRequest(request: Request): Response {
  const path = new URL(request.url).pathname.replace(/\/+$/, '')
  const method = request.method.toUpperCase()
  const allow = ALLOWED_METHODS[path]
  // An allowed method only gets here with a path the typed handlers do not match (`/__mock/seed//`): not found.
  if (allow && !allow.split(', ').includes(method)) {
    return Response.json(apiError('VALIDATION_FAILED', `Method not allowed; use ${allow}`), {
      status: 405,
      headers: { ...noStore.headers, Allow: allow },
    })
  }
  return Response.json(apiError('NOT_FOUND', `No such mock endpoint: ${method} ${path || '/__mock'}`), {
    status: 404,
    ...noStore,
  })
}

/** The `/__mock/*` endpoints. */
export const mockAdminHandlers = [
  mockControlHttp.get('/__mock/controls', ({ response }) =>
    response(200).json(readMockControlsState(), noStore),
  ),
  mockControlHttp.put('/__mock/controls', async ({ request, response }) => {
    const body = await readJsonBody(request, controlsChangeSchema)
    if (!body.ok) return response(400).json({ error: body.error, code: 'VALIDATION_FAILED' }, noStore)
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
    return response(200).json(readMockControlsState(), noStore)
  }),
  mockControlHttp.post(MOCK_RESET_PATH, ({ response }) => {
    resetDb()
    clearBrowserSnapshot()
    return response(200).json({ controls: readMockControlsState() }, noStore)
  }),
  mockControlHttp.get('/__mock/seed', ({ response }) => response(200).json(seedSummary, noStore)),
  // The mock-control contract describes none of these answers: untyped.
  http.untyped.all(MOCK_ADMIN_URL_PATTERN, ({ request }) => otherMockAdminRequest(request)),
]
