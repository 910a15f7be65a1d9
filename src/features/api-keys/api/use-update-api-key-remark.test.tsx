import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { expect, test } from 'vitest'
import { seedSignedInUser } from '#mocks/seed.ts'
import { TOKEN_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { useApiKeys } from '#src/lib/api/use-api-keys.ts'
import { useUpdateApiKeyRemark } from './use-update-api-key-remark.ts'

function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
}

test('a user editing a remark saves it on that key and sees the refreshed list', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  localStorage.setItem(TOKEN_STORAGE_KEY, token)
  const { result } = renderHook(() => ({ keys: useApiKeys().data, update: useUpdateApiKeyRemark() }), {
    wrapper: FreshCache,
  })
  await waitFor(() => expect(result.current.keys?.items).toHaveLength(2))
  const [first, second] = result.current.keys?.items ?? []

  const updated = await act(() =>
    result.current.update.trigger({ id: second?.id ?? '', remark: 'Codex on CI' }),
  )

  expect(updated).toMatchObject({ id: second?.id, remark: 'Codex on CI' })
  expect(result.current.keys?.items.map((key) => key.remark)).toEqual([first?.remark, 'Codex on CI'])
})
