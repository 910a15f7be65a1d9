import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { mockControlClient } from '#src/lib/api/client.ts'
import { MOCK_CONTROLS_KEY, mockData, type MockControlsState, type MockRequestError } from './mock-request.ts'

/** `POST /__mock/reset`: back to the seed and the default controls, which then replace the cached ones. */
export function useResetMockData() {
  const { mutate } = useSWRConfig()
  return useSWRMutation<MockControlsState, MockRequestError, readonly [string, string]>(
    ['mock', '/__mock/reset'],
    async () => {
      const { controls } = await mockData(mockControlClient.POST('/__mock/reset'))
      await mutate(MOCK_CONTROLS_KEY, controls, { revalidate: false })
      return controls
    },
  )
}
