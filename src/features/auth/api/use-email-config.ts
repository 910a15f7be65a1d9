import { useApiQuery } from '#src/lib/api/swr.ts'

/** Whether registration and sign-in need an emailed verification code (getEmailConfig; public). */
export function useEmailConfig() {
  return useApiQuery('/api/email/config', {})
}
