import { SHARED_ADDRESS } from './rules.ts'

const addresses = new WeakMap<Request, string>()

/** For the mock server, from the socket: never from a header, which any client can write. */
export function setClientAddress(request: Request, address: string): void {
  addresses.set(request, address)
}

/** In the browser worker and in tests every request shares {@link SHARED_ADDRESS}. */
export function clientAddress(request: Request): string {
  return addresses.get(request) ?? SHARED_ADDRESS
}
