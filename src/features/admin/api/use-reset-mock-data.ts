import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import {
  MOCK_CONTROLS_KEY,
  isMockControlsState,
  mockRequest,
  type MockControlsState,
  type MockRequestError,
} from './mock-request.ts'

const isResetResult = (value: unknown): value is { controls: MockControlsState } =>
  typeof value === 'object' &&
  value !== null &&
  isMockControlsState((value as { controls?: unknown }).controls)

/** `POST /__mock/reset`: back to the seed and the default controls, which then replace the cached ones. */
export function useResetMockData() {
  const { mutate } = useSWRConfig()
  return useSWRMutation<MockControlsState, MockRequestError, readonly [string, string]>(
    ['mock', '/__mock/reset'],
    async () => {
      const { controls } = await mockRequest('/__mock/reset', isResetResult, { method: 'POST' })
      await mutate(MOCK_CONTROLS_KEY, controls, { revalidate: false })
      return controls
    },
  )
}
