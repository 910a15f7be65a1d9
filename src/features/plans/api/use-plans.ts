import { useApiQuery } from '#src/lib/api/swr.ts'

/** The plans on sale, in display order (listAvailablePlans; public). */
export function usePlans() {
  return useApiQuery('/api/plans/public/available', {})
}
