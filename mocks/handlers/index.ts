import type { HttpHandler } from 'msw'
import { API_URL_PATTERN, applyMockControls } from '#mocks/controls.ts'
import { http } from '#mocks/http.ts'
import { activationHandlers } from './activation.ts'
import { apiKeysHandlers } from './api-keys.ts'
import { authHandlers } from './auth.ts'
import { benefitsHandlers } from './benefits.ts'
import { emailHandlers } from './email.ts'
import { mockAdminHandlers } from './mock-admin.ts'
import { plansHandlers } from './plans.ts'
import { usageHandlers } from './usage.ts'
import { userHandlers } from './user.ts'

/**
 * Runs first for every API request: applies the mock controls (latency, simulated failures) and
 * otherwise answers nothing, so MSW moves on to the operation's handler.
 */
const controlsHandler = http.untyped.all(API_URL_PATTERN, ({ request }) => applyMockControls(request))

/**
 * Runs last: an API path or method the contract does not define answers 404 `NOT_FOUND`, as a real
 * server would, instead of leaking to the network (the dev server would answer index.html).
 */
const notFoundHandler = http.untyped.all(API_URL_PATTERN, ({ request }) =>
  Response.json(
    { error: `No such API endpoint: ${request.method} ${new URL(request.url).pathname}`, code: 'NOT_FOUND' },
    { status: 404 },
  ),
)

/**
 * Every handler of the in-memory backend: the mock's own `/__mock/*` endpoints, the controls, one array
 * per OpenAPI tag, the 404 fallback.
 */
export const handlers: HttpHandler[] = [
  ...mockAdminHandlers,
  controlsHandler,
  ...emailHandlers,
  ...authHandlers,
  ...userHandlers,
  ...apiKeysHandlers,
  ...plansHandlers,
  ...activationHandlers,
  ...benefitsHandlers,
  ...usageHandlers,
  notFoundHandler,
]
