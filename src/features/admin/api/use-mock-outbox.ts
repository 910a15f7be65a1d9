import useSWR from 'swr'
import { mockControlClient } from '#src/lib/api/client.ts'
import { mockData, type MockRequestError } from './mock-request.ts'

/** `GET /__mock/outbox`: every e-mail and webhook the mock has sent, newest first. */
export function useMockOutbox() {
  return useSWR<Awaited<ReturnType<typeof fetchOutbox>>, MockRequestError>(
    ['mock', '/__mock/outbox'],
    fetchOutbox,
  )
}

function fetchOutbox() {
  return mockData(mockControlClient.GET('/__mock/outbox'))
}
