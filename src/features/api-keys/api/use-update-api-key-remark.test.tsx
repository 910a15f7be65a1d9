import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { expect, test } from 'vitest'
import { server } from '#mocks/node.ts'
import { useApiKeys } from '#src/lib/api/use-api-keys.ts'
import { useUpdateApiKeyRemark } from './use-update-api-key-remark.ts'

function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
}

test('a user editing a remark saves it on that key and sees the refreshed list', async () => {
  const stored = {
    id: 'key_laptop',
    name: 'Laptop',
    remark: '',
    key: `cr_${'B'.repeat(40)}`,
    createdAt: '2026-09-02T14:05:00Z',
    lastUsedAt: null,
  }
  server.use(
    http.get('/api/user/api-keys', () => HttpResponse.json({ items: [stored], limit: 10 })),
    http.put('/api/user/api-keys/:id/remark', async ({ params, request }) => {
      if (params.id !== stored.id) return HttpResponse.json({ error: 'API key not found' }, { status: 404 })
      stored.remark = ((await request.json()) as { remark: string }).remark
      return HttpResponse.json(stored)
    }),
  )
  localStorage.setItem('token', 'sess_current')
  const { result } = renderHook(() => ({ keys: useApiKeys().data, update: useUpdateApiKeyRemark() }), {
    wrapper: FreshCache,
  })
  await waitFor(() => expect(result.current.keys?.items).toHaveLength(1))

  const updated = await act(() => result.current.update.trigger({ id: 'key_laptop', remark: 'Codex on CI' }))

  expect(updated.remark).toBe('Codex on CI')
  expect(result.current.keys?.items[0]?.remark).toBe('Codex on CI')
})
