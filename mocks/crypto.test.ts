import { expect, test } from 'vitest'
import { generateApiKey, generateSessionToken, hashPassword, randomString, verifyPassword } from './crypto.ts'

test('API keys are cr_ and 48 random letters and digits', () => {
  const keys = Array.from({ length: 200 }, () => generateApiKey())
  for (const key of keys) expect(key).toMatch(/^cr_[A-Za-z0-9]{48}$/)
  expect(new Set(keys).size).toBe(200)
})

test('session tokens are at least 32 characters and unique', () => {
  const tokens = Array.from({ length: 100 }, () => generateSessionToken())
  for (const token of tokens) expect(token.length).toBeGreaterThanOrEqual(32)
  expect(new Set(tokens).size).toBe(100)
})

test('random strings use every character of the alphabet', () => {
  expect(new Set(randomString(2_000, 'ab')).size).toBe(2)
  expect(randomString(10, 'x')).toBe('xxxxxxxxxx')
})

test('a password verifies against its hash and nothing else', async () => {
  const hash = await hashPassword('Sup3rSecret!')
  expect(await verifyPassword('Sup3rSecret!', hash)).toBe(true)
  expect(await verifyPassword('Sup3rSecret?', hash)).toBe(false)
  expect(await verifyPassword('', hash)).toBe(false)
})

test('the same password hashes differently with each salt', async () => {
  expect(await hashPassword('Sup3rSecret!')).not.toBe(await hashPassword('Sup3rSecret!'))
})

test('a malformed hash never verifies', async () => {
  for (const stored of ['', 'plain', 'pbkdf2-sha256$x$00$00', 'md5$1$00$00', 'pbkdf2-sha256$0$00$00']) {
    expect(await verifyPassword('anything', stored)).toBe(false)
  }
})
