import { useApiQuery } from '#src/lib/api/swr.ts'

export function useProfile() {
  return useApiQuery('/api/user/profile', {})
}
