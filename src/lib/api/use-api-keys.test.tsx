import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { expect, test } from 'vitest'
import { http } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { buildApiKey, seedSignedInUser } from '#mocks/seed.ts'
import { db } from '#mocks/db.ts'
import { TOKEN_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { useApiKeys } from './use-api-keys.ts'

function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
}

test('a signed-in user gets their keys and the per-account limit', async () => {
  const { token, user } = await seedSignedInUser()
  const key = buildApiKey({ userId: user.id, name: 'Laptop' })
  db.apiKeys.set(key.id, key)
  localStorage.setItem(TOKEN_STORAGE_KEY, token)
  const { result } = renderHook(() => useApiKeys(), { wrapper: FreshCache })
  await expect.poll(() => result.current.data?.items.map((key) => key.name)).toEqual(['Laptop'])
  expect(result.current.data?.limit).toBeGreaterThan(0)
})

test('a visitor (disabled) fetches no keys', async () => {
  let requests = 0
  server.use(
    http.get('/api/user/api-keys', ({ response }) => {
      requests += 1
      return response(200).json({ items: [], limit: 10 })
    }),
  )
  const { result } = renderHook(() => useApiKeys(false), { wrapper: FreshCache })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(result.current.data).toBeUndefined()
  expect(requests).toBe(0)
})
