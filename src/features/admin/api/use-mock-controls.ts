import useSWR from 'swr'
import { mockControlClient } from '#src/lib/api/client.ts'
import {
  MOCK_CONTROLS_KEY,
  MockRequestError,
  isMockControlsState,
  mockData,
  type MockControlsState,
} from './mock-request.ts'

/**
 * `GET /__mock/controls`: the mock's controls. Answering 200 with them is also how the console tells that a
 * mock backend serves the API origin; any failure means there is none (no retries, no refresh on focus).
 */
export function useMockControls() {
  return useSWR<MockControlsState, MockRequestError>(MOCK_CONTROLS_KEY, fetchControls, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  })
}

async function fetchControls(): Promise<MockControlsState> {
  const controls: unknown = await mockData(mockControlClient.GET('/__mock/controls'))
  if (!isMockControlsState(controls)) throw new MockRequestError(-1)
  return controls
}
