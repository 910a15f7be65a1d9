import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { expect, test } from 'vitest'
import { readMockControlsState } from '#mocks/handlers/mock-admin.ts'
import { mockControlHttp, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { useMockControls } from './use-mock-controls.ts'

function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
}

function probe() {
  return renderHook(() => useMockControls(), { wrapper: FreshCache }).result
}

test('the console reads the controls of a mock at the API origin', async () => {
  const result = probe()
  await expect.poll(() => result.current.data).toEqual(readMockControlsState())
  expect(result.current.error).toBeUndefined()
})

test('another API answering the probe with JSON of its own is no mock: a bad answer, no controls', async () => {
  server.use(
    // Another API's JSON, not the mock-control contract's controls.
    mockControlHttp.get('/__mock/controls', ({ response }) =>
      response.untyped(offContract.json({ items: [] })),
    ),
  )
  const result = probe()
  await expect.poll(() => result.current.error?.status).toBe(-1)
  expect(result.current.data).toBeUndefined()
})

test('a static host answering the probe with its HTML page is no mock: a bad answer', async () => {
  server.use(
    // A static host's SPA fallback, which the mock-control contract does not describe.
    mockControlHttp.get('/__mock/controls', ({ response }) =>
      response.untyped(offContract.text('<!doctype html><title>SPA</title>', { status: 200 })),
    ),
  )
  const result = probe()
  await expect.poll(() => result.current.error?.status).toBe(-1)
})

test('a backend refusing the probe is no mock: the error carries its status', async () => {
  server.use(
    // A real backend lacks the endpoint: a status the mock-control contract does not declare.
    mockControlHttp.get('/__mock/controls', ({ response }) =>
      response.untyped(offContract.json({ error: 'Not found' }, { status: 404 })),
    ),
  )
  const result = probe()
  await expect.poll(() => result.current.error?.status).toBe(404)
})

test('a probe that gets no answer is reported as status 0', async () => {
  server.use(
    // No answer at all, as from an unreachable origin.
    mockControlHttp.get('/__mock/controls', ({ response }) => response.untyped(offContract.networkError())),
  )
  const result = probe()
  await expect.poll(() => result.current.error?.status).toBe(0)
})
