import { expect, test } from 'vitest'
import {
  KEY_TOKEN,
  ccSwitchLink,
  claudeSettingsJson,
  codexConfigToml,
  detectOs,
  maskKey,
  permanentVariables,
  readSelection,
  writeSelection,
} from './setup-commands.ts'

test('the visitor’s system comes from client hints first, then the user agent', () => {
  expect(detectOs({ userAgent: 'Mozilla/5.0 (X11; Linux)', userAgentData: { platform: 'Windows' } })).toBe(
    'powershell',
  )
  expect(detectOs({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' })).toBe('powershell')
  expect(detectOs({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)' })).toBe('macos')
  expect(detectOs({ userAgent: 'curl/8.0 (Darwin)' })).toBe('linux')
  expect(detectOs({ userAgent: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64)' })).toBe('linux')
  expect(detectOs(undefined)).toBe('linux')
})

test('a link’s unknown or missing choices fall back to the defaults', () => {
  expect(readSelection(new URLSearchParams('tool=gemini&os=beos&shell=tcsh'), 'macos')).toEqual({
    tool: 'claude',
    os: 'macos',
    shell: 'zsh',
  })
  expect(readSelection(new URLSearchParams('os=linux'), 'powershell')).toEqual({
    tool: 'claude',
    os: 'linux',
    shell: 'bash',
  })
  expect(readSelection(new URLSearchParams('tool=codex&os=cmd&shell=fish'), 'linux')).toMatchObject({
    tool: 'codex',
    os: 'cmd',
  })
})

test('writing a choice keeps other parameters and drops the shell on Windows', () => {
  const params = new URLSearchParams('ref=mail&shell=fish')
  expect(writeSelection(params, { tool: 'codex', os: 'cmd', shell: 'fish' }).toString()).toBe(
    'ref=mail&tool=codex&os=cmd',
  )
  expect(writeSelection(params, { tool: 'claude', os: 'linux', shell: 'fish' }).toString()).toBe(
    'ref=mail&shell=fish&tool=claude&os=linux',
  )
})

test('a key is masked to its prefix and last four characters', () => {
  expect(maskKey('cr_Zx8Qm2Lw9Vt4Rk7Hn3Bc6Jd1Fs5Gp0Ya8Ue2Io4Pq')).toBe('cr_••••••••o4Pq')
  expect(maskKey('cr_short')).toBe('cr_••••••••')
})

test('the CC Switch link encodes every value, with spaces as %20', () => {
  expect(
    ccSwitchLink({ tool: 'claude', endpoint: 'https://relay.example.com/api', apiKey: 'cr_a+b&c' }),
  ).toBe(
    'ccswitch://v1/import?resource=provider&app=claude&name=Relay%20Portal&endpoint=https%3A%2F%2Frelay.example.com%2Fapi&apiKey=cr_a%2Bb%26c',
  )
})

test('permanent variables go where each shell reads them', () => {
  const variables = [['NAME', 'value']] as const
  expect(permanentVariables({ os: 'linux', shell: 'bash' }, variables)).toBe(
    `echo 'export NAME="value"' >> ~/.bashrc\nsource ~/.bashrc`,
  )
  expect(permanentVariables({ os: 'macos', shell: 'bash' }, variables)).toContain('~/.bash_profile')
  expect(permanentVariables({ os: 'linux', shell: 'zsh' }, variables)).toContain('>> ~/.zshrc')
  expect(permanentVariables({ os: 'macos', shell: 'fish' }, variables)).toBe(
    `echo 'set -gx NAME "value"' >> ~/.config/fish/config.fish\nsource ~/.config/fish/config.fish`,
  )
  expect(permanentVariables({ os: 'cmd', shell: 'bash' }, variables)).toBe('setx NAME "value"')
})

test('config files carry the API base and the key token', () => {
  expect(JSON.parse(claudeSettingsJson('https://r.example/api'))).toEqual({
    env: { ANTHROPIC_BASE_URL: 'https://r.example/api', ANTHROPIC_AUTH_TOKEN: KEY_TOKEN },
  })
  expect(codexConfigToml('https://r.example/api')).toContain('base_url = "https://r.example/api"')
  expect(codexConfigToml('https://r.example/api', 'variable')).toContain('env_key = "OPENAI_API_KEY"')
})
