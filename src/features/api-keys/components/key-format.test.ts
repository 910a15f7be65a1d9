import { expect, test } from 'vitest'
import { apiBaseUrl, ccSwitchLink, envExports, maskApiKey } from './key-format.ts'

const KEY = 'cr_Zx8Qm2Lw9Vt4Rk7Hn3Bc6Jd1Fs5Gp0Ya8Ue2Io4Pq'

test('a key is masked to its prefix, four characters and its last five', () => {
  expect(maskApiKey(KEY)).toBe('cr_Zx8Q…Io4Pq')
})

test('the API base is the origin plus /api, without a double slash', () => {
  expect(apiBaseUrl('https://relay.example.com')).toBe('https://relay.example.com/api')
  expect(apiBaseUrl('https://relay.example.com/')).toBe('https://relay.example.com/api')
})

test('environment variables are written as bash/zsh exports', () => {
  expect(envExports(KEY, 'https://relay.example.com/api')).toBe(
    `export ANTHROPIC_BASE_URL=https://relay.example.com/api\nexport ANTHROPIC_AUTH_TOKEN=${KEY}\n`,
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
