import { useApiQuery } from '#src/lib/api/swr.ts'

/** The model catalogue (listModels), for the models' names; optional, so its failure only leaves the ids. */
export function useModels() {
  return useApiQuery('/api/models', {})
}
