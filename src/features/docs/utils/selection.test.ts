import { expect, test, vi } from 'vitest'
import { detectOs, readSelection, writeSelection } from './selection.ts'

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
  expect(readSelection(new URLSearchParams('tool=copilot&os=beos&shell=tcsh'), 'macos')).toEqual({
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

test('where there is no navigator at all, the visitor’s system is taken to be Linux', () => {
  vi.stubGlobal('navigator', undefined)
  try {
    expect(detectOs()).toBe('linux')
  } finally {
    vi.unstubAllGlobals()
  }
})

test('a link’s tool wins over the plan’s, and the plan’s over Claude Code', () => {
  expect(readSelection(new URLSearchParams('tool=gemini'), 'linux', 'codex').tool).toBe('gemini')
  expect(readSelection(new URLSearchParams('tool=opencode'), 'linux').tool).toBe('opencode')
  expect(readSelection(new URLSearchParams(''), 'linux', 'codex').tool).toBe('codex')
  expect(readSelection(new URLSearchParams('tool=nope'), 'linux', 'gemini').tool).toBe('gemini')
  expect(readSelection(new URLSearchParams(''), 'linux').tool).toBe('claude')
})
