import ipaddr from 'ipaddr.js'

export const MAX_ALLOWED_IPS = 32

export const MAX_ALLOWED_IP_LENGTH = 64

/**
 * Why a line is refused. A zone (`fe80::1%eth0`) names one machine's interface, not an address the relay sees; a
 * leading zero (`010.0.0.1`) is octal to some tools and decimal to others.
 */
export type AllowListLineError = 'empty' | 'tooLong' | 'zoneId' | 'leadingZero' | 'prefix' | 'format'

/** A parsed line: `value` is its normal form, which the backend stores and lists show. */
export type AllowListLineResult = { ok: true; value: string } | { ok: false; reason: AllowListLineError }

type Address = ipaddr.IPv4 | ipaddr.IPv6
type Range = [Address, number]

const DOTTED_QUAD = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/
const DECIMAL_PART = /^(0|[1-9]\d{0,2})$/
const PREFIX = /^(0|[1-9]\d{0,2})$/
const IPV6_CHARS = /^[0-9a-fA-F:.]+$/

function dottedTail(text: string): string | undefined {
  const tail = text.slice(text.lastIndexOf(':') + 1)
  return tail.includes('.') ? tail : undefined
}

// Strict: ipaddr.js alone would also take `127.1`, `0x7f.0.0.1` and octal parts.
function parseAddress(
  text: string,
): { ok: true; address: Address } | { ok: false; reason: AllowListLineError } {
  if (text.includes('%')) return { ok: false, reason: 'zoneId' }
  const tail = dottedTail(text)
  if (tail !== undefined) {
    const quad = DOTTED_QUAD.exec(tail)
    if (!quad) return { ok: false, reason: 'format' }
    const parts = quad.slice(1)
    if (parts.some((part) => part.length > 1 && part.startsWith('0')))
      return { ok: false, reason: 'leadingZero' }
    if (!parts.every((part) => DECIMAL_PART.test(part) && Number(part) <= 255))
      return { ok: false, reason: 'format' }
  }
  if (text.includes(':')) {
    if (!IPV6_CHARS.test(text) || !ipaddr.IPv6.isValid(text)) return { ok: false, reason: 'format' }
    const address = ipaddr.IPv6.parse(text)
    return { ok: true, address: address.isIPv4MappedAddress() ? address.toIPv4Address() : address }
  }
  if (tail === undefined) return { ok: false, reason: 'format' }
  return { ok: true, address: ipaddr.IPv4.parse(text) }
}

function parseRange(line: string): { ok: true; range: Range } | { ok: false; reason: AllowListLineError } {
  const slash = line.indexOf('/')
  const addressText = slash === -1 ? line : line.slice(0, slash)
  const parsed = parseAddress(addressText)
  if (!parsed.ok) return parsed
  const written = ipaddr.parse(addressText)
  const writtenBits = written.kind() === 'ipv4' ? 32 : 128
  if (slash === -1) return { ok: true, range: [parsed.address, parsed.address.kind() === 'ipv4' ? 32 : 128] }
  const prefixText = line.slice(slash + 1)
  if (!PREFIX.test(prefixText) || Number(prefixText) > writtenBits) return { ok: false, reason: 'prefix' }
  let prefix = Number(prefixText)
  // An IPv4-mapped range (`::ffff:10.0.0.0/104`) is the IPv4 range it maps; a shorter prefix also spans IPv6
  // addresses, so it stays IPv6.
  if (written.kind() === 'ipv6' && parsed.address.kind() === 'ipv4') {
    if (prefix >= 96) prefix -= 96
    else return { ok: true, range: [networkOf(written, prefix), prefix] }
  }
  return { ok: true, range: [networkOf(parsed.address, prefix), prefix] }
}

function networkOf(address: Address, prefix: number): Address {
  const cidr = `${address.toString()}/${prefix}`
  return address.kind() === 'ipv4'
    ? ipaddr.IPv4.networkAddressFromCIDR(cidr)
    : ipaddr.IPv6.networkAddressFromCIDR(cidr)
}

function formatRange([address, prefix]: Range): string {
  const full = address.kind() === 'ipv4' ? 32 : 128
  const text = address.kind() === 'ipv6' ? (address as ipaddr.IPv6).toRFC5952String() : address.toString()
  return prefix === full ? text : `${text}/${prefix}`
}

/**
 * One line of an allow-list, in the normal form the backend stores: no host bits, IPv6 as RFC 5952, an IPv4-mapped
 * address as its IPv4, a full-length prefix as the bare address.
 */
export function parseAllowListLine(line: string): AllowListLineResult {
  const text = line.trim()
  if (text === '') return { ok: false, reason: 'empty' }
  if (text.length > MAX_ALLOWED_IP_LENGTH) return { ok: false, reason: 'tooLong' }
  const parsed = parseRange(text)
  return parsed.ok ? { ok: true, value: formatRange(parsed.range) } : parsed
}

/** A client address as the relay sees it: an IPv4-mapped IPv6 socket address is its IPv4; a zone is dropped. */
function parseClientAddress(ip: string): Address | undefined {
  const withoutZone = ip.trim().replace(/%.*$/, '')
  if (!ipaddr.isValid(withoutZone)) return undefined
  return ipaddr.process(withoutZone)
}

/** An empty list allows every address; an address that does not parse, no other list. */
export function matchesAllowList(ip: string, list: readonly string[]): boolean {
  if (list.length === 0) return true
  const address = parseClientAddress(ip)
  if (!address) return false
  return list.some((entry) => {
    const parsed = parseRange(entry.trim())
    if (!parsed.ok) return false
    const [network, prefix] = parsed.range
    if (network.kind() === address.kind()) return address.match(network, prefix)
    // An IPv6 range that spans the IPv4-mapped block (`::/0`, `::ffff:0:0/96`) spans the IPv4 addresses too.
    return address.kind() === 'ipv4' && (address as ipaddr.IPv4).toIPv4MappedAddress().match(network, prefix)
  })
}
