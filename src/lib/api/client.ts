import createClient, { type Client, type Middleware } from 'openapi-fetch'
import { runtimeConfig } from '#src/config/runtime.ts'
import { TOKEN_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { AUTH_ERROR_EVENT, clearStoredSession, openLoginAfterExpiry } from '#src/lib/auth/session.ts'
import { type ApiError, errorFromBody, networkError } from './errors.ts'
import type { paths as mockControlPaths } from './mock-control-schema.d.ts'
import type { paths } from './schema.d.ts'

export type ApiClient = Client<paths>

export interface ApiClientOptions {
  baseUrl: string
  getToken?: () => string | null
  /** Must remove the stored token synchronously, so that the requests failing alongside stay quiet. */
  onSessionExpired?: () => void
  /** Late-bound by default, so MSW (patched in after import) sees every request. */
  fetch?: (request: Request) => Promise<Response>
}

function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null
  } catch {
    // Storage can be disabled (privacy modes): no session.
    return null
  }
}

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

/** Their 401 is INVALID_CREDENTIALS and their 403 is about the account signing in, not the stored session. */
function isCredentialExchange(schemaPath: string): boolean {
  return schemaPath.startsWith('/api/auth/')
}

async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.clone().text()
    return text ? (JSON.parse(text) as unknown) : undefined
  } catch {
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

const refusedSessionHandlers = new WeakMap<Request, () => void>()

/** Replaces `onSessionExpired` for one request, with the same duty: remove the stored token synchronously. */
export function onSessionRefused(handler: () => void): Middleware {
  return {
    onRequest({ request }) {
      refusedSessionHandlers.set(request, handler)
    },
  }
}

/** Failures are thrown, so `result.error` is never set: read results with {@link unwrap}. */
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
      // Before any await: the first of concurrent failures removes the token, so the others do nothing.
      if (
        (response.status === 401 || response.status === 403) &&
        sentToken !== null &&
        !isCredentialExchange(schemaPath) &&
        sentToken === getToken()
      ) {
        const endSession = refusedSessionHandlers.get(request) ?? onSessionExpired
        endSession()
      }
      const error = errorFromBody(
        response.status,
        await readBody(response),
        response.headers.get('Retry-After'),
      )
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

export const client: ApiClient = createApiClient({ baseUrl: runtimeConfig.apiOrigin })

export function unwrap<Data>(result: { data?: Data; error?: unknown; response: Response }): Data {
  if (result.error !== undefined || !result.response.ok) {
    throw errorFromBody(result.response.status, result.error)
  }
  return result.data as Data
}

// No middleware: `/__mock/*` takes no session, and a failure must not end one. Here, not in a module of its
// own, whose chunk would add a name to the preload map of every page's start-up code.
export type MockControlClient = Client<mockControlPaths>

export const mockControlClient: MockControlClient = createClient<mockControlPaths>({
  baseUrl: runtimeConfig.apiOrigin,
  headers: { Accept: 'application/json' },
  // Late-bound, so MSW (patched in after import) sees every request.
  fetch: (request) => globalThis.fetch(request),
})
