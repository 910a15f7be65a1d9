import { execFileSync } from 'node:child_process'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { ccSwitchLink, envExports, maskApiKey } from './key-format.ts'

const KEY = 'cr_Zx8Qm2Lw9Vt4Rk7Hn3Bc6Jd1Fs5Gp0Ya8Ue2Io4Pq'

test('a key is masked to its prefix, four characters and its last five', () => {
  expect(maskApiKey(KEY)).toBe('cr_Zx8Q…Io4Pq')
  expect(maskApiKey('cr_1234567890')).toBe('cr_1234…67890')
})

test('a key of 12 characters or fewer is too short to mask and is shown as it is', () => {
  expect(maskApiKey('cr_123456789')).toBe('cr_123456789')
  expect(maskApiKey('cr_1')).toBe('cr_1')
})

test('environment variables are written as bash/zsh exports in single quotes', () => {
  expect(envExports(KEY, 'https://relay.example.com/api')).toBe(
    `export ANTHROPIC_BASE_URL='https://relay.example.com/api'\nexport ANTHROPIC_AUTH_TOKEN='${KEY}'\n`,
  )
  expect(envExports("cr_a'$(touch x)`id`", 'https://relay.example.com/api')).toContain(
    `export ANTHROPIC_AUTH_TOKEN='cr_a'\\''$(touch x)\`id\`'`,
  )
})

test('whatever a backend sends as a key, the exports give the shell exactly that key', () => {
  fc.assert(
    fc.property(
      fc.string({ unit: 'grapheme' }).filter((key) => !key.includes('\0')),
      (key) => {
        const script = `${envExports(key, 'https://relay.example.com/api')}printf %s "$ANTHROPIC_AUTH_TOKEN"`
        expect(execFileSync('sh', ['-c', script], { encoding: 'utf8' })).toBe(key)
      },
    ),
    { numRuns: 100 },
  )
})

test('the CC Switch link carries the provider, the encoded endpoint and the key', () => {
  const link = ccSwitchLink(KEY, 'https://relay.example.com/api')
  expect(link).toBe(
    `ccswitch://v1/import?resource=provider&app=claude&name=Relay%20Portal&endpoint=https%3A%2F%2Frelay.example.com%2Fapi&apiKey=${KEY}`,
  )
  const params = new URL(link).searchParams
  expect(params.get('endpoint')).toBe('https://relay.example.com/api')
  expect(params.get('apiKey')).toBe(KEY)
  expect(params.get('name')).toBe('Relay Portal')
})
