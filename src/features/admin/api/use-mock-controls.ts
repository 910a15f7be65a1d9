import useSWR from 'swr'
import {
  MOCK_CONTROLS_KEY,
  isMockControlsState,
  mockRequest,
  type MockControlsState,
  type MockRequestError,
} from './mock-request.ts'

/**
 * `GET /__mock/controls`: the mock's controls. Answering 200 with them is also how the console tells that a
 * mock backend serves the API origin; any failure means there is none (no retries, no refresh on focus).
 */
export function useMockControls() {
  return useSWR<MockControlsState, MockRequestError>(
    MOCK_CONTROLS_KEY,
    () => mockRequest('/__mock/controls', isMockControlsState),
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  )
}
