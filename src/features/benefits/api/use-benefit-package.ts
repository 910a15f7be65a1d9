import { useApiQuery } from '#src/lib/api/swr.ts'

/** A benefit package's public details (getBenefitPackage; public). Nothing is fetched without a code. */
export function useBenefitPackage(code: string | undefined) {
  return useApiQuery('/api/benefit-packages/public/{code}', code ? { params: { path: { code } } } : null)
}
