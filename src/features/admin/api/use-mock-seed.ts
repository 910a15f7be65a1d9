import useSWR from 'swr'
import { mockControlClient } from '#src/lib/api/client.ts'
import { mockData, type MockRequestError } from './mock-request.ts'

/** `GET /__mock/seed`: the demo accounts, activation codes and benefit packages of the mock's seed. */
export function useMockSeed() {
  return useSWR<Awaited<ReturnType<typeof fetchSeed>>, MockRequestError>(
    ['mock', '/__mock/seed'],
    fetchSeed,
    {
      revalidateOnFocus: false,
    },
  )
}

function fetchSeed() {
  return mockData(mockControlClient.GET('/__mock/seed'))
}
