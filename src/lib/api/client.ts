import createClient, { type Client, type Middleware } from 'openapi-fetch'
import { runtimeConfig } from '#src/config/runtime.ts'
import { TOKEN_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { AUTH_ERROR_EVENT, clearStoredSession, openLoginAfterExpiry } from '#src/lib/auth/session.ts'
import { type ApiError, errorFromBody, networkError } from './errors.ts'
import type { paths as mockControlPaths } from './mock-control-schema.d.ts'
import type { paths } from './schema.d.ts'

/** The typed client of the whole contract (openapi.yaml). */
export type ApiClient = Client<paths>

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** API origin, without a trailing slash; paths such as `/api/user/profile` are appended to it. */
  baseUrl: string
  /** Reads the stored session token; defaults to local storage `token`. */
  getToken?: () => string | null
  /**
   * Called when a request that carried the *currently stored* token answers 401 or 403; defaults to
   * {@link expireSession}. It must remove the stored token synchronously: that is what makes the other
   * requests failing at the same time see a different token and stay quiet, so it runs once.
   */
  onSessionExpired?: () => void
  /** Defaults to a late-bound `globalThis.fetch`, so MSW (patched in after import) sees every request. */
  fetch?: (request: Request) => Promise<Response>
}

function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null
  } catch {
    // Storage can be disabled (privacy modes); that simply means no session.
    return null
  }
}

/**
 * Ends the stored session after a 401/403: removes `token` and `user` from local storage,
 * dispatches `auth-error` on window (the auth provider logs out on it) and opens /login through the
 * navigator registered with `setSessionExpiredNavigator` (lib/auth/session.ts).
 */
export function expireSession(): void {
  try {
    clearStoredSession()
  } catch {
    // Nothing stored to remove.
  }
  window.dispatchEvent(new Event(AUTH_ERROR_EVENT))
  openLoginAfterExpiry()
}

function bearerTokenOf(request: Request): string | null {
  const match = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')
  return match?.[1] ?? null
}

/**
 * The credential exchanges (`/api/auth/*`) never mean "your session expired": their 401 is
 * INVALID_CREDENTIALS and their 403 is about the account being signed into, not the stored session.
 */
function isCredentialExchange(schemaPath: string): boolean {
  return schemaPath.startsWith('/api/auth/')
}

async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.clone().text()
    return text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    // A non-JSON (or unreadable) error body is fine: the status still makes a useful error.
    return undefined
  }
}

function isAbortError(error: unknown): boolean {
  // Not `instanceof Error`: the DOMException of an aborted fetch may come from another realm.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError'
}

function logFailure(error: ApiError): void {
  console.error('API request failed', error)
}

/** Per-request handlers of a refused session, set by {@link onSessionRefused}; read by the client's middleware. */
const refusedSessionHandlers = new WeakMap<Request, () => void>()

/**
 * A request's own answer to a refused session, instead of the client's `onSessionExpired`, passed as
 * openapi-fetch's per-request middleware: `client.GET(path, { middleware: [onSessionRefused(handler)] })`.
 * What counts as refused stays the client's rule (a 401/403 of a request that carried the stored token,
 * credential exchanges excepted); only what follows changes. `handler` has onSessionExpired's duty: it removes
 * the stored token synchronously.
 */
export function onSessionRefused(handler: () => void): Middleware {
  return {
    onRequest({ request }) {
      refusedSessionHandlers.set(request, handler)
    },
  }
}

/**
 * Creates an openapi-fetch client for the contract, with the middleware every call relies on:
 * - adds `Authorization: Bearer <token>` whenever a token is stored (the contract's bearer scheme);
 * - turns every non-success response into a thrown {@link ApiError} (`kind: 'http'`);
 * - on a 401/403 of a request that carried the stored token, calls `onSessionExpired` once (or the request's
 *   own handler: {@link onSessionRefused});
 * - turns a failed fetch into an {@link ApiError} with `kind: 'network'`, `status: 0`
 *   ("Network error"); an `AbortError` passes through untouched;
 * - logs each failure once as `console.error('API request failed', error)`.
 *
 * Because errors are thrown, `result.error` is never set: read results with {@link unwrap}.
 */
export function createApiClient({
  baseUrl,
  getToken = readStoredToken,
  onSessionExpired = expireSession,
  fetch = (request) => globalThis.fetch(request),
}: ApiClientOptions): ApiClient {
  const client = createClient<paths>({ baseUrl, fetch })

  const middleware: Middleware = {
    onRequest({ request }) {
      const token = getToken()
      if (token) request.headers.set('Authorization', `Bearer ${token}`)
      return request
    },
    async onResponse({ request, response, schemaPath }) {
      if (response.ok) return undefined
      const sentToken = bearerTokenOf(request)
      // Check and expire synchronously, before any await: the first of several concurrent failures
      // removes the token, so the others compare against a different value and do nothing.
      if (
        (response.status === 401 || response.status === 403) &&
        sentToken !== null &&
        !isCredentialExchange(schemaPath) &&
        sentToken === getToken()
      ) {
        const endSession = refusedSessionHandlers.get(request) ?? onSessionExpired
        endSession()
      }
      const error = errorFromBody(response.status, await readBody(response))
      logFailure(error)
      throw error
    },
    onError({ error }) {
      if (isAbortError(error)) return undefined
      const failure = networkError(error)
      logFailure(failure)
      return failure
    },
  }
  client.use(middleware)
  return client
}

/** The app's client: same-origin or configured API origin (`runtimeConfig.apiOrigin`). */
export const client: ApiClient = createApiClient({ baseUrl: runtimeConfig.apiOrigin })

/**
 * Returns the typed `data` of an openapi-fetch result. The middleware has already thrown for every failure;
 * should a result still carry an error (a client without the middleware), it is thrown as an
 * {@link ApiError} here, so callers only ever see data or an exception.
 */
export function unwrap<Data>(result: { data?: Data; error?: unknown; response: Response }): Data {
  if (result.error !== undefined || !result.response.ok) {
    throw errorFromBody(result.response.status, result.error)
  }
  return result.data as Data
}

/**
 * The typed client of the mock backend's own control endpoints (`/__mock/*`, mocks/mock-control.openapi.yaml)
 * at the API origin, for the operator console. Unlike {@link client} it has no middleware: the endpoints take
 * no session, a failure must not end one, and the console reads the status of a refusal itself (openapi-fetch
 * returns it as `error`; a failed fetch, or a success whose body is not JSON, rejects).
 *
 * It lives here, not in a module of its own, so that openapi-fetch stays in this module's chunk: a chunk of its
 * own would add one more file name to the preload map of the start-up code every page loads.
 */
export type MockControlClient = Client<mockControlPaths>

export const mockControlClient: MockControlClient = createClient<mockControlPaths>({
  baseUrl: runtimeConfig.apiOrigin,
  headers: { Accept: 'application/json' },
  // Late-bound, so MSW (patched in after import) sees every request.
  fetch: (request) => globalThis.fetch(request),
})
