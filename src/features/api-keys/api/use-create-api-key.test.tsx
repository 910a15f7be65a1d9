import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { expect, test } from 'vitest'
import { server } from '#mocks/node.ts'
import { useApiKeys } from '#src/lib/api/use-api-keys.ts'
import { useCreateApiKey } from './use-create-api-key.ts'

function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
}

function apiKey(name: string) {
  return {
    id: `key_${name.replace(/\W/g, '') || 'x'}`,
    name,
    remark: '',
    key: `cr_${'A'.repeat(40)}`,
    createdAt: '2026-11-22T10:00:00Z',
    lastUsedAt: null,
  }
}

/** A create-key endpoint that records each request's content type and raw body. */
function recordCreateRequests() {
  const received: { contentType: string | null; body: string }[] = []
  server.use(
    http.post('/api/user/api-keys', async ({ request }) => {
      const body = await request.text()
      received.push({ contentType: request.headers.get('Content-Type'), body })
      const name = body ? (JSON.parse(body) as { name: string }).name : 'Generated'
      return HttpResponse.json(apiKey(name), { status: 201 })
    }),
  )
  return received
}

test('a key created without a name is requested with no body', async () => {
  const received = recordCreateRequests()
  localStorage.setItem('token', 'sess_current')
  const { result } = renderHook(() => useCreateApiKey(), { wrapper: FreshCache })

  const unnamed = await act(() => result.current.trigger())
  const blank = await act(() => result.current.trigger({ name: '   ' }))

  expect(unnamed.name).toBe('Generated')
  expect(blank.name).toBe('Generated')
  expect(received).toEqual([
    { contentType: null, body: '' },
    { contentType: null, body: '' },
  ])
})

test('a key created with a name sends it trimmed and refreshes the key list', async () => {
  const received = recordCreateRequests()
  const listed: number[] = []
  server.use(
    http.get('/api/user/api-keys', () => {
      listed.push(listed.length + 1)
      return HttpResponse.json({ items: listed.length > 1 ? [apiKey('CI')] : [], limit: 10 })
    }),
  )
  localStorage.setItem('token', 'sess_current')
  const { result } = renderHook(() => ({ keys: useApiKeys().data, create: useCreateApiKey() }), {
    wrapper: FreshCache,
  })
  await waitFor(() => expect(result.current.keys).toEqual({ items: [], limit: 10 }))

  const created = await act(() => result.current.create.trigger({ name: '  CI ' }))

  expect(created.name).toBe('CI')
  expect(received).toEqual([{ contentType: 'application/json', body: '{"name":"CI"}' }])
  expect(result.current.keys?.items.map((key) => key.name)).toEqual(['CI'])
})

test('a double click on create sends one request', async () => {
  const received = recordCreateRequests()
  localStorage.setItem('token', 'sess_current')
  const { result } = renderHook(() => useCreateApiKey(), { wrapper: FreshCache })

  await act(async () => {
    const first = result.current.trigger({ name: 'Laptop' })
    const second = result.current.trigger({ name: 'Laptop' })
    await Promise.all([first, second])
  })

  expect(received).toHaveLength(1)
})
