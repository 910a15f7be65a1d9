import type { HttpHandler } from 'msw'
import { API_URL_PATTERN, applyMockControls } from '#mocks/controls.ts'
import { http } from '#mocks/http.ts'
import { accountHandlers } from './account.ts'
import { activationHandlers } from './activation.ts'
import { apiKeysHandlers } from './api-keys.ts'
import { authHandlers } from './auth.ts'
import { benefitsHandlers } from './benefits.ts'
import { emailHandlers } from './email.ts'
import { mockAdminHandlers } from './mock-admin.ts'
import { modelsHandlers } from './models.ts'
import { notificationsHandlers } from './notifications.ts'
import { plansHandlers } from './plans.ts'
import { relayHandlers } from './relay.ts'
import { usageLogHandlers } from './usage-log.ts'
import { usageHandlers } from './usage.ts'
import { userHandlers } from './user.ts'

/** Answers only a simulated failure; otherwise MSW moves on to the operation's handler. */
const controlsHandler = http.untyped.all(API_URL_PATTERN, ({ request }) => applyMockControls(request))

/** Keeps an unknown API request off the network, where the dev server would answer it with index.html. */
const notFoundHandler = http.untyped.all(API_URL_PATTERN, ({ request }) =>
  Response.json(
    { error: `No such API endpoint: ${request.method} ${new URL(request.url).pathname}`, code: 'NOT_FOUND' },
    { status: 404 },
  ),
)

/**
 * In order: MSW asks each in turn, so the controls come before the operations and the 404 last. The relay comes
 * before the controls, which are for the portal's own API: a tool's requests are neither delayed nor failed.
 */
export const handlers: HttpHandler[] = [
  ...mockAdminHandlers,
  ...relayHandlers,
  controlsHandler,
  ...emailHandlers,
  ...authHandlers,
  ...userHandlers,
  ...accountHandlers,
  ...notificationsHandlers,
  ...apiKeysHandlers,
  ...plansHandlers,
  ...activationHandlers,
  ...benefitsHandlers,
  ...usageHandlers,
  ...usageLogHandlers,
  ...modelsHandlers,
  notFoundHandler,
]
