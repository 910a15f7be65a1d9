import { SHARED_ADDRESS } from './rules.ts'
import { matchesAllowList, parseAllowListLine } from '#src/lib/ip-allow-list.ts'

const addresses = new WeakMap<Request, string>()

/** For the mock server, from the socket (see {@link socketClientAddress}): never from a header alone. */
export function setClientAddress(request: Request, address: string): void {
  addresses.set(request, address)
}

/** In the browser worker and in tests every request shares {@link SHARED_ADDRESS}. */
export function clientAddress(request: Request): string {
  return addresses.get(request) ?? SHARED_ADDRESS
}

/** `::ffff:127.0.0.1` as `127.0.0.1`, so that what a key's last use shows is what its owner would write. */
function normalAddress(address: string): string {
  const parsed = parseAllowListLine(address)
  return parsed.ok ? parsed.value : address
}

/**
 * The client's address: the socket's, unless the socket is one of `trustedProxies` (addresses or CIDR ranges the
 * operator names). Then `X-Forwarded-For` is read from its right end, each trusted hop skipped: the first other
 * address is the client. Entries left of it could be written by anyone, and an entry that is no address ends
 * the walk at the last proxy.
 */
export function socketClientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string {
  let client = normalAddress(socketAddress)
  if (trustedProxies.length === 0 || !forwardedFor || !matchesAllowList(client, trustedProxies)) return client
  const hops = forwardedFor.split(',').map((hop) => hop.trim())
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = parseAllowListLine(hops[index] ?? '')
    if (!hop.ok || hop.value.includes('/')) return client
    client = hop.value
    if (!matchesAllowList(client, trustedProxies)) return client
  }
  return client
}
