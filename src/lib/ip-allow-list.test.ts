import fc from 'fast-check'
import { expect, test } from 'vitest'
import { MAX_ALLOWED_IP_LENGTH, matchesAllowList, parseAllowListLine } from './ip-allow-list.ts'

const value = (line: string) => {
  const parsed = parseAllowListLine(line)
  return parsed.ok ? parsed.value : `refused: ${parsed.reason}`
}

test('an owner writes IPv4 and IPv6 addresses and ranges and gets their normal form', () => {
  expect(value('203.0.113.7')).toBe('203.0.113.7')
  expect(value('203.0.113.7/32')).toBe('203.0.113.7')
  expect(value('10.1.2.3/8')).toBe('10.0.0.0/8')
  expect(value('0.0.0.0/0')).toBe('0.0.0.0/0')
  expect(value('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1')
  expect(value('2001:db8::1/128')).toBe('2001:db8::1')
  expect(value('2001:db8:1::/32')).toBe('2001:db8::/32')
  expect(value('::/0')).toBe('::/0')
  expect(value('::1')).toBe('::1')
})

test('an owner pastes lines with white space around them and they are trimmed', () => {
  expect(value('  127.0.0.1\t')).toBe('127.0.0.1')
  expect(value('\n10.0.0.0/8 ')).toBe('10.0.0.0/8')
  expect(value('   ')).toBe('refused: empty')
  expect(value('10.0.0.0 /8')).toBe('refused: format')
  expect(value('10.0.0.0/ 8')).toBe('refused: prefix')
})

test('an IPv4-mapped IPv6 address or range is stored as its IPv4', () => {
  expect(value('::ffff:127.0.0.1')).toBe('127.0.0.1')
  expect(value('::ffff:7f00:1')).toBe('127.0.0.1')
  expect(value('::ffff:10.0.0.0/104')).toBe('10.0.0.0/8')
  expect(value('::ffff:10.0.0.1/128')).toBe('10.0.0.1')
  expect(value('::ffff:0.0.0.0/80')).toBe('::/80')
})

test('an owner writing leading zeros, a zone, a bad prefix or no address gets the reason', () => {
  expect(value('010.0.0.1')).toBe('refused: leadingZero')
  expect(value('10.0.0.01/32')).toBe('refused: leadingZero')
  expect(value('::ffff:127.0.0.01')).toBe('refused: leadingZero')
  expect(value('fe80::1%eth0')).toBe('refused: zoneId')
  expect(value('fe80::1%1/64')).toBe('refused: zoneId')
  expect(value('10.0.0.0/33')).toBe('refused: prefix')
  expect(value('2001:db8::/129')).toBe('refused: prefix')
  expect(value('10.0.0.0/08')).toBe('refused: prefix')
  expect(value('10.0.0.0/')).toBe('refused: prefix')
  expect(value('10.0.0.0/-1')).toBe('refused: prefix')
  expect(value('::ffff:10.0.0.0/129')).toBe('refused: prefix')
  expect(value('127.1')).toBe('refused: format')
  expect(value('0x7f.0.0.1')).toBe('refused: format')
  expect(value('256.0.0.1')).toBe('refused: format')
  expect(value('1.2.3.4.5')).toBe('refused: format')
  expect(value('2001:db8:::1')).toBe('refused: format')
  expect(value('example.com')).toBe('refused: format')
  expect(value('1.2.3.4/8/8')).toBe('refused: prefix')
  expect(value(`1${'0'.repeat(MAX_ALLOWED_IP_LENGTH)}`)).toBe('refused: tooLong')
})

test('an empty list allows every address and a listed range allows only its addresses', () => {
  expect(matchesAllowList('198.51.100.1', [])).toBe(true)
  expect(matchesAllowList('garbage', [])).toBe(true)
  expect(matchesAllowList('127.0.0.1', ['127.0.0.1'])).toBe(true)
  expect(matchesAllowList('127.0.0.2', ['127.0.0.1'])).toBe(false)
  expect(matchesAllowList('10.255.255.255', ['10.0.0.0/8'])).toBe(true)
  expect(matchesAllowList('11.0.0.0', ['10.0.0.0/8'])).toBe(false)
  expect(matchesAllowList('198.51.100.1', ['0.0.0.0/0'])).toBe(true)
  expect(matchesAllowList('2001:db8::1', ['0.0.0.0/0'])).toBe(false)
  expect(matchesAllowList('2001:db8::1', ['::/0'])).toBe(true)
  expect(matchesAllowList('2001:db8::1', ['2001:db8::1'])).toBe(true)
  expect(matchesAllowList('2001:db8::2', ['2001:db8::1'])).toBe(false)
  expect(matchesAllowList('2001:db8:ffff::9', ['2001:db8::/32'])).toBe(true)
  expect(matchesAllowList('2001:db9::1', ['2001:db8::/32'])).toBe(false)
  expect(matchesAllowList('garbage', ['0.0.0.0/0'])).toBe(false)
})

test('a client reaching the server over IPv4-mapped IPv6 matches its IPv4 entries, and the reverse', () => {
  expect(matchesAllowList('::ffff:127.0.0.1', ['127.0.0.1'])).toBe(true)
  expect(matchesAllowList('::ffff:127.0.0.2', ['127.0.0.1'])).toBe(false)
  expect(matchesAllowList('127.0.0.1', ['::ffff:127.0.0.1'])).toBe(true)
  expect(matchesAllowList('127.0.0.1', ['::ffff:0:0/96'])).toBe(true)
  expect(matchesAllowList('127.0.0.1', ['::/0'])).toBe(true)
  expect(matchesAllowList('127.0.0.1', ['2001:db8::/32'])).toBe(false)
  expect(matchesAllowList('fe80::1%eth0', ['fe80::/10'])).toBe(true)
})

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join('.'))
const fromBits = (n: number) => [24, 16, 8, 0].map((shift) => (n >>> shift) & 255).join('.')

test('an IPv4 address is inside a /n range exactly when its first n bits are those of the range', () => {
  fc.assert(
    fc.property(fc.nat({ max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 31 }), (bits, flippedFromTop) => {
      const a = fromBits(bits)
      const b = fromBits((bits ^ (1 << (31 - flippedFromTop))) >>> 0)
      expect(matchesAllowList(a, ['0.0.0.0/0'])).toBe(true)
      for (let prefix = 0; prefix <= 32; prefix++) {
        expect(matchesAllowList(a, [`${a}/${prefix}`])).toBe(true)
        expect(matchesAllowList(b, [`${a}/${prefix}`])).toBe(flippedFromTop >= prefix)
      }
    }),
  )
})

test('every normal form parses back to itself', () => {
  fc.assert(
    fc.property(fc.oneof(ipv4, fc.ipV6()), fc.option(fc.integer({ min: 0, max: 128 })), (ip, prefix) => {
      const first = parseAllowListLine(prefix === null ? ip : `${ip}/${prefix}`)
      if (!first.ok) return
      expect(parseAllowListLine(first.value)).toEqual(first)
    }),
  )
})
