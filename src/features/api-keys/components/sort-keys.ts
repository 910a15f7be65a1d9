import type { components } from '#src/lib/api/schema.d.ts'
import { keyStateRank } from './key-state.tsx'

type ApiKey = components['schemas']['ApiKey']

/** The orders the keys list offers; `newest` is the backend's own order (newest first, listApiKeys). */
export const KEY_SORTS = ['newest', 'last-used', 'usage-today', 'name', 'state'] as const
export type KeySort = (typeof KEY_SORTS)[number]

/** The sort named by the URL's `?sort=`; newest first for anything else. */
export function parseKeySort(value: string | null): KeySort {
  return (KEY_SORTS as readonly string[]).includes(value ?? '') ? (value as KeySort) : 'newest'
}

/** Orders two keys where one may lack the value: the one that has it first. */
function missingLast<T>(a: T | undefined, b: T | undefined, compare: (a: T, b: T) => number): number {
  if (a === undefined) return b === undefined ? 0 : 1
  if (b === undefined) return -1
  return compare(a, b)
}

/**
 * A sorted copy of the keys. The sort is stable, so keys that tie keep the backend's order (newest first).
 * Keys that lack the value sorted on come last: never used for "last used", no `usage` (a backend that does
 * not report it, optional in the contract) for "usage today". Usage today counts what the plan's daily quota
 * counts, the cost, then the requests. By state: working keys, then those turned off, then the expired ones.
 */
export function sortApiKeys(
  keys: readonly ApiKey[],
  sort: KeySort,
  language: string,
  now: number = Date.now(),
): ApiKey[] {
  const sorted = [...keys]
  switch (sort) {
    case 'newest':
      return sorted
    case 'last-used':
      return sorted.sort((a, b) =>
        missingLast(
          a.lastUsedAt ?? undefined,
          b.lastUsedAt ?? undefined,
          (x, y) => Date.parse(y) - Date.parse(x),
        ),
      )
    case 'usage-today':
      return sorted.sort((a, b) =>
        missingLast(
          a.usage,
          b.usage,
          (x, y) => y.todayCost.amount - x.todayCost.amount || y.todayRequests - x.todayRequests,
        ),
      )
    case 'name': {
      const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' })
      return sorted.sort((a, b) => collator.compare(a.name, b.name))
    }
    case 'state':
      return sorted.sort((a, b) => keyStateRank(a, now) - keyStateRank(b, now))
  }
}
