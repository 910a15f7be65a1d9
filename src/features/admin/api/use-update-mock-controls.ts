import useSWRMutation from 'swr/mutation'
import { mockControlClient } from '#src/lib/api/client.ts'
import type { components } from '#src/lib/api/mock-control-schema.d.ts'
import { MOCK_CONTROLS_KEY, mockData, type MockControlsState, type MockRequestError } from './mock-request.ts'

/** `PUT /__mock/controls`: changes some controls; the answer replaces the cached controls. */
export function useUpdateMockControls() {
  return useSWRMutation<
    MockControlsState,
    MockRequestError,
    typeof MOCK_CONTROLS_KEY,
    components['schemas']['MockControlsChange']
  >(
    MOCK_CONTROLS_KEY,
    (_key, { arg }) => mockData(mockControlClient.PUT('/__mock/controls', { body: arg })),
    {
      populateCache: true,
      revalidate: false,
    },
  )
}
