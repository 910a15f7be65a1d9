import useSWRMutation from 'swr/mutation'
import {
  MOCK_CONTROLS_KEY,
  isMockControlsState,
  mockRequest,
  type MockControlsState,
  type MockRequestError,
} from './mock-request.ts'

/** `PUT /__mock/controls`: changes some controls; the answer replaces the cached controls. */
export function useUpdateMockControls() {
  return useSWRMutation<
    MockControlsState,
    MockRequestError,
    typeof MOCK_CONTROLS_KEY,
    Partial<MockControlsState>
  >(
    MOCK_CONTROLS_KEY,
    (_key, { arg }) => mockRequest('/__mock/controls', isMockControlsState, { method: 'PUT', body: arg }),
    { populateCache: true, revalidate: false },
  )
}
