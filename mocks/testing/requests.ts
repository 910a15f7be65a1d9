import { onTestFinished } from 'vitest'
import { server } from '#mocks/node.ts'

/** The paths of the API requests the mock receives from now on, in order, until the test ends. */
export function recordRequests(): string[] {
  const requested: string[] = []
  const listener = ({ request }: { request: Request }) => {
    requested.push(new URL(request.url).pathname)
  }
  server.events.on('request:start', listener)
  onTestFinished(() => server.events.removeListener('request:start', listener))
  return requested
}
