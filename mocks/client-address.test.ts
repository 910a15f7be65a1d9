import { expect, test } from 'vitest'
import { socketClientAddress } from './client-address.ts'

test('without trusted proxies the socket is the client, whatever X-Forwarded-For says', () => {
  expect(socketClientAddress('203.0.113.9', '127.0.0.1', [])).toBe('203.0.113.9')
  expect(socketClientAddress('::ffff:127.0.0.1', undefined, [])).toBe('127.0.0.1')
  expect(socketClientAddress('2001:DB8::1', undefined, [])).toBe('2001:db8::1')
})

test('a socket that is not a trusted proxy is the client, its X-Forwarded-For ignored', () => {
  expect(socketClientAddress('203.0.113.9', '127.0.0.1', ['10.0.0.0/8'])).toBe('203.0.113.9')
})

test('behind trusted proxies the client is the rightmost address that is not one of them', () => {
  const proxies = ['10.0.0.0/8', '127.0.0.1']
  expect(socketClientAddress('::ffff:127.0.0.1', '198.51.100.4', proxies)).toBe('198.51.100.4')
  expect(socketClientAddress('127.0.0.1', '1.1.1.1, 198.51.100.4, 10.0.0.2', proxies)).toBe('198.51.100.4')
  expect(socketClientAddress('127.0.0.1', '10.0.0.3, 10.0.0.2', proxies)).toBe('10.0.0.3')
  expect(socketClientAddress('127.0.0.1', '  ::ffff:198.51.100.4 ', proxies)).toBe('198.51.100.4')
})

test('a hop that is no address ends the walk at the last proxy', () => {
  const proxies = ['10.0.0.0/8', '127.0.0.1']
  expect(socketClientAddress('127.0.0.1', '198.51.100.4, unknown', proxies)).toBe('127.0.0.1')
  expect(socketClientAddress('127.0.0.1', '198.51.100.4, 10.0.0.0/8, 10.0.0.2', proxies)).toBe('10.0.0.2')
  expect(socketClientAddress('127.0.0.1', '', proxies)).toBe('127.0.0.1')
})
