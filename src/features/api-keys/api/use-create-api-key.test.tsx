import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { expect, test } from 'vitest'
import { seedSignedInUser } from '#mocks/seed.ts'
import { TOKEN_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { useApiKeys } from '#src/lib/api/use-api-keys.ts'
import { useCreateApiKey } from './use-create-api-key.ts'

function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
}

async function signIn() {
  const { token } = await seedSignedInUser('new@example.com')
  localStorage.setItem(TOKEN_STORAGE_KEY, token)
}

test('a key created without a name or with a blank one gets a generated name', async () => {
  // The contract refuses a blank name: the hook must leave it out for the server to generate one.
  await signIn()
  const { result } = renderHook(() => useCreateApiKey(), { wrapper: FreshCache })

  const unnamed = await act(() => result.current.trigger())
  const blank = await act(() => result.current.trigger({ name: '   ' }))

  expect(unnamed.name).toBe('Key 1')
  expect(blank.name).toBe('Key 2')
})

test('a key created with a name gets it trimmed and appears in the refreshed key list', async () => {
  await signIn()
  const { result } = renderHook(() => ({ keys: useApiKeys().data, create: useCreateApiKey() }), {
    wrapper: FreshCache,
  })
  await waitFor(() => expect(result.current.keys).toEqual({ items: [], limit: 10 }))

  // Over the contract's 64 characters only with its padding: the hook must send it trimmed.
  const created = await act(() => result.current.create.trigger({ name: `${' '.repeat(70)}CI ` }))

  expect(created.name).toBe('CI')
  expect(result.current.keys?.items.map((key) => key.name)).toEqual(['CI'])
})

test('a double click on create creates one key', async () => {
  await signIn()
  const { result } = renderHook(() => ({ keys: useApiKeys().data, create: useCreateApiKey() }), {
    wrapper: FreshCache,
  })
  await waitFor(() => expect(result.current.keys?.items).toEqual([]))

  const [first, second] = await act(() =>
    Promise.all([
      result.current.create.trigger({ name: 'Laptop' }),
      result.current.create.trigger({ name: 'Laptop' }),
    ]),
  )

  expect(second.id).toBe(first.id)
  expect(result.current.keys?.items.map((key) => key.name)).toEqual(['Laptop'])
})
