// Only the mock answers these (not in openapi.yaml), so a client detects the mock by `GET /__mock/controls`
// answering 200 with JSON. The controls apply to `/api/` URLs only: these answers are never delayed nor failed.
import { z } from 'zod'
import { MAX_CLOCK_OFFSET_MS, getClockOffsetMs, setClockOffsetMs } from '#mocks/clock.ts'
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
import { listOutbox } from '#mocks/outbox.ts'
import { clearPersistedDb } from '#mocks/persistence.ts'
import { resetDb, seedSummary, setEmailConfig } from '#mocks/seed.ts'
import { readJsonBody } from '#mocks/validation.ts'

export type MockControlsState = components['schemas']['MockControlsState']
type MockControlsChange = components['schemas']['MockControlsChange']

export const MOCK_ADMIN_URL_PATTERN = /^[a-z][a-z\d+.-]*:\/\/[^/]+\/__mock(?:\/|$)/i

export const MOCK_RESET_PATH = '/__mock/reset'

/** For the 405 answer's `Allow`. */
const ALLOWED_METHODS: Record<string, string> = {
  '/__mock/controls': 'GET, PUT',
  [MOCK_RESET_PATH]: 'POST',
  '/__mock/seed': 'GET',
  '/__mock/outbox': 'GET',
}

const httpStatus = z.number().int().min(400).max(599)

/** The generated type says what a client may send; this checks what one did send (nothing is clamped). */
const controlsChangeSchema = z.strictObject({
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  failureRate: z.number().min(0).max(1).optional(),
  forceStatus: httpStatus.nullable().optional(),
  pathIncludes: z.string().max(200).nullable().optional(),
  failNextCount: z.number().int().min(0).max(1_000).optional(),
  failNextStatus: z.union([z.literal('network'), httpStatus]).optional(),
  registrationCodeRequired: z.boolean().optional(),
  loginCodeRequired: z.boolean().optional(),
  clockOffsetMs: z.number().int().min(0).max(MAX_CLOCK_OFFSET_MS).optional(),
}) satisfies z.ZodType<MockControlsChange>

export function readMockControlsState(): MockControlsState {
  const burst = getMockFailureBurst()
  return {
    ...getMockControls(),
    failNextCount: burst.count,
    failNextStatus: burst.status,
    registrationCodeRequired: db.emailConfig.registrationCodeRequired,
    loginCodeRequired: db.emailConfig.loginCodeRequired,
    clockOffsetMs: getClockOffsetMs(),
  }
}

function clearBrowserSnapshot(): void {
  try {
    const storage = (globalThis as { localStorage?: Storage }).localStorage
    if (storage) clearPersistedDb(storage)
  } catch {
    // Storage disabled, or Node refusing to open one: nothing is persisted then.
  }
}

/** Every answer is the mock's state of the moment: never cached. */
const noStore = { headers: { 'Cache-Control': 'no-store' } }

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

export const mockAdminHandlers = [
  mockControlHttp.get('/__mock/controls', ({ response }) =>
    response(200).json(readMockControlsState(), noStore),
  ),
  mockControlHttp.put('/__mock/controls', async ({ request, response }) => {
    const body = await readJsonBody(request, controlsChangeSchema)
    if (!body.ok) return response(400).json({ error: body.error, code: 'VALIDATION_FAILED' }, noStore)
    const {
      failNextCount,
      failNextStatus,
      registrationCodeRequired,
      loginCodeRequired,
      clockOffsetMs,
      ...controls
    } = body.value
    if (clockOffsetMs !== undefined && !setClockOffsetMs(clockOffsetMs)) {
      return response(400).json(
        { error: 'clockOffsetMs: must not be less than the current offset', code: 'VALIDATION_FAILED' },
        noStore,
      )
    }
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
  mockControlHttp.get('/__mock/outbox', ({ response }) =>
    response(200).json({ items: listOutbox() }, noStore),
  ),
  // The mock-control contract describes none of these answers: untyped.
  http.untyped.all(MOCK_ADMIN_URL_PATTERN, ({ request }) => otherMockAdminRequest(request)),
]
