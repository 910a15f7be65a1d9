import type { ClientPathsWithMethod, MaybeOptionalInit, MethodResponse } from 'openapi-fetch'
import { useCallback, useDeferredValue } from 'react'
import useSWR, {
  mutate as mutateGlobal,
  preload,
  unstable_serialize as serializeKey,
  useSWRConfig,
  type SWRConfiguration,
  type SWRResponse,
} from 'swr'
import { client, unwrap, type ApiClient } from './client.ts'
import { SESSION_CHANGE_EVENT } from '#src/lib/auth/session.ts'
import { ApiError } from './errors.ts'
import type { paths } from './schema.d.ts'

/** Every path of the contract that has a GET operation. */
export type QueryPath = ClientPathsWithMethod<ApiClient, 'get'>

/** The request options of the GET operation at `P` (`params.path`, `params.query`, …). */
export type QueryInit<P extends QueryPath> = NonNullable<MaybeOptionalInit<paths[P], 'get'>>

/** The success body of the GET operation at `P`. */
export type QueryData<P extends QueryPath> = MethodResponse<ApiClient, 'get', P>

/** The SWR cache key of a query: the path first, so revalidation can match on it. */
export type QueryKey<P extends QueryPath = QueryPath> = readonly [path: P, init: QueryInit<P>]

// One untyped view of GET: the generic call below cannot be checked against every path at once, and the
// public signature of useApiQuery already ties `init` and the result to `path`.
const get = client.GET as (path: string, init: unknown) => Promise<{ data?: unknown; response: Response }>

/** The keys a hook has fetched in this page: a preload after that would only send the request again. */
const fetchedKeys = new Set<string>()

async function fetchQuery<P extends QueryPath>([path, init]: QueryKey<P>): Promise<QueryData<P>> {
  fetchedKeys.add(serializeKey([path, init]))
  return unwrap(await get(path, init)) as QueryData<P>
}

/**
 * Runs the GET operation at `path` through SWR, keyed `[path, init]`. Pass `null` as `init` to not fetch
 * (signed out, missing route parameter); pass `{}` for an operation without parameters.
 *
 * @example useApiQuery('/api/benefit-packages/public/{code}', code ? { params: { path: { code } } } : null)
 */
export function useApiQuery<P extends QueryPath>(
  path: P,
  init: QueryInit<P> | null,
  config?: SWRConfiguration<QueryData<P>, ApiError>,
): SWRResponse<QueryData<P>, ApiError> {
  const key: QueryKey<P> | null = init === null ? null : [path, init]
  return useSWR<QueryData<P>, ApiError, QueryKey<P> | null>(key, fetchQuery, { onErrorRetry, ...config })
}

/**
 * `query` as React renders it in the background: when an answer arrives (or a refresh, or an error), the first
 * render still shows the previous state, and the new one follows in short, interruptible slices. SWR's store is
 * read with useSyncExternalStore, which renders an answer at once and in one piece: for a card full of figures,
 * dates and countdowns that is one long task, which holds the page (and its Total Blocking Time). All four fields
 * change together, so a component never sees an answer with the previous request's state.
 */
export function useDeferredQuery<Data>(query: SWRResponse<Data, ApiError>) {
  const data = useDeferredValue(query.data)
  const error = useDeferredValue(query.error)
  const isLoading = useDeferredValue(query.isLoading)
  const isValidating = useDeferredValue(query.isValidating)
  return { data, error, isLoading, isValidating, mutate: query.mutate }
}

/**
 * Starts the GET operation at `path` now, before any component asks for it, under the key {@link useApiQuery}
 * gives the same `path` and `init`: the first hook that asks takes this request over instead of sending its own
 * (SWR's `preload`). A page's prefetch calls it as the page's module is evaluated, so its reads run in parallel with
 * the page's messages and render instead of after them. Should a hook have asked first (the page
 * was quicker), nothing is sent: its request stands. Without a hook to take it over, the answer is dropped:
 * preload only what the page will ask for.
 */
export function preloadApiQuery<P extends QueryPath>(path: P, init: QueryInit<P>): void {
  const key: QueryKey<P> = [path, init]
  if (fetchedKeys.has(serializeKey(key))) return
  const request = preload(key, (queryKey: QueryKey<P>) => fetchQuery(queryKey))
  // Its failure is the hook's to show, when it takes the request over; until then it is not an unhandled one.
  request.catch(() => undefined)
}

/**
 * Returns `revalidate(paths)`, which refetches every cached query whose path is one of `paths`, whatever
 * its parameters, all at once. Use it after a mutation that changes what those queries return.
 */
export function useApiMutate(): (paths: readonly QueryPath[]) => Promise<unknown> {
  const { mutate } = useSWRConfig()
  return useCallback(
    // Only the key filter is passed: a second argument, even `undefined`, would overwrite the cached data.
    (paths) => mutate((key) => Array.isArray(key) && paths.includes(key[0] as QueryPath)),
    [mutate],
  )
}

const inFlight = new Map<string, Promise<unknown>>()

/**
 * Starts `run` unless an identical call (same `name` and an equal `arg`) is still in flight, in which case
 * that call's promise is returned: a double click sends one request. Mutation hooks wrap their fetcher in
 * it; callers should still disable their button on `isMutating`. `arg` is kept, as text, while the call is in
 * flight: pass what tells two calls apart (an email, an id), never a password or an emailed verification code.
 */
export function singleFlight<Data>(name: string, arg: unknown, run: () => Promise<Data>): Promise<Data> {
  const id = `${name}\u0000${JSON.stringify(arg) ?? ''}`
  const pending = inFlight.get(id)
  if (pending) return pending as Promise<Data>
  const started = run().finally(() => inFlight.delete(id))
  inFlight.set(id, started)
  return started
}

const MAX_RETRIES = 3

/**
 * Retries network failures and 5xx answers up to three times with exponential backoff
 * (`errorRetryInterval` × 1, 2, 4); never retries a 4xx (a 401/403 ends the session, the others will
 * not change by asking again) nor errors that are not {@link ApiError}s (bugs, aborts).
 */
export const onErrorRetry: NonNullable<SWRConfiguration['onErrorRetry']> = (
  error,
  _key,
  config,
  revalidate,
  options,
) => {
  if (!(error instanceof ApiError)) return
  if (error.kind === 'http' && error.status < 500) return
  // SWR counts from 1 for the first retry.
  if (options.retryCount > MAX_RETRIES) return
  setTimeout(() => void revalidate(options), config.errorRetryInterval * 2 ** (options.retryCount - 1))
}

// When the signed-in user changes, every cached answer belonged to the previous session: drop them all, so
// the next user never sees them, not even for a moment; queries still on screen fetch again for the new one.
globalThis.window?.addEventListener(SESSION_CHANGE_EVENT, () => {
  void mutateGlobal(() => true, undefined, { revalidate: true })
})
