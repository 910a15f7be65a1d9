import { useApiQuery } from '#src/lib/api/swr.ts'

export function useNotificationSettings() {
  return useApiQuery('/api/user/notifications', {})
}
