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

export type QueryPath = ClientPathsWithMethod<ApiClient, 'get'>

export type QueryInit<P extends QueryPath> = NonNullable<MaybeOptionalInit<paths[P], 'get'>>

export type QueryData<P extends QueryPath> = MethodResponse<ApiClient, 'get', P>

export type QueryKey<P extends QueryPath = QueryPath> = readonly [path: P, init: QueryInit<P>]

// Untyped: a generic call can't be checked against every path at once; useApiQuery's signature ties them.
const get = client.GET as (path: string, init: unknown) => Promise<{ data?: unknown; response: Response }>

/** The keys a hook has fetched in this page: a preload after that would only send the request again. */
const fetchedKeys = new Set<string>()

async function fetchQuery<P extends QueryPath>([path, init]: QueryKey<P>): Promise<QueryData<P>> {
  fetchedKeys.add(serializeKey([path, init]))
  return unwrap(await get(path, init)) as QueryData<P>
}

export function useApiQuery<P extends QueryPath>(
  path: P,
  init: QueryInit<P> | null,
  config?: SWRConfiguration<QueryData<P>, ApiError>,
): SWRResponse<QueryData<P>, ApiError> {
  const key: QueryKey<P> | null = init === null ? null : [path, init]
  return useSWR<QueryData<P>, ApiError, QueryKey<P> | null>(key, fetchQuery, { onErrorRetry, ...config })
}

/** Renders an answer in interruptible slices; SWR renders it in one long task (Total Blocking Time). */
export function useDeferredQuery<Data>(query: SWRResponse<Data, ApiError>) {
  const data = useDeferredValue(query.data)
  const error = useDeferredValue(query.error)
  const isLoading = useDeferredValue(query.isLoading)
  const isValidating = useDeferredValue(query.isValidating)
  return { data, error, isLoading, isValidating, mutate: query.mutate }
}

/** The first {@link useApiQuery} of the same key takes the request over; without one, the answer is lost. */
export function preloadApiQuery<P extends QueryPath>(path: P, init: QueryInit<P>): void {
  const key: QueryKey<P> = [path, init]
  if (fetchedKeys.has(serializeKey(key))) return
  const request = preload(key, (queryKey: QueryKey<P>) => fetchQuery(queryKey))
  // Its failure is the hook's to show: until then it is not an unhandled one.
  request.catch(() => undefined)
}

export function useApiMutate(): (paths: readonly QueryPath[]) => Promise<unknown> {
  const { mutate } = useSWRConfig()
  return useCallback(
    // Only the key filter is passed: a second argument, even `undefined`, would overwrite the cached data.
    (paths) => mutate((key) => Array.isArray(key) && paths.includes(key[0] as QueryPath)),
    [mutate],
  )
}

const inFlight = new Map<string, Promise<unknown>>()

/** A double click sends one request. `arg` is kept while in flight: never a password or an emailed code. */
export function singleFlight<Data>(name: string, arg: unknown, run: () => Promise<Data>): Promise<Data> {
  const id = `${name}\u0000${JSON.stringify(arg) ?? ''}`
  const pending = inFlight.get(id)
  if (pending) return pending as Promise<Data>
  const started = run().finally(() => inFlight.delete(id))
  inFlight.set(id, started)
  return started
}

const MAX_RETRIES = 3

/** Never a 4xx (a 401/403 ends the session, others won't change by asking again), a bug or an abort. */
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

// A new signed-in user must never see the previous session's answers, not even for a moment.
globalThis.window?.addEventListener(SESSION_CHANGE_EVENT, () => {
  void mutateGlobal(() => true, undefined, { revalidate: true })
})
