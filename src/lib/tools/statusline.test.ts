import { execFileSync, spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { UnsafeValueError, quoteFish, quotePosix, quotePowerShell, type Platform } from './shell-commands.ts'
import {
  REMOVE_PROGRAM,
  SET_PROGRAM,
  STATUSLINE_SCRIPT_PATH,
  downloadStatusLineCommand,
  enableStatusLineCommand,
  removeStatusLineCommand,
  statusLineCommand,
  statusLineLanguage,
  statusLineSettingsJson,
  tryStatusLineCommand,
} from './statusline.ts'

const ORIGIN = 'https://portal.example.com'
const URL = `${ORIGIN}/tools/relay-statusline.mjs`

const POWERSHELL: Platform = { os: 'powershell', shell: 'bash' }
const CMD: Platform = { os: 'cmd', shell: 'bash' }
const MACOS_ZSH: Platform = { os: 'macos', shell: 'zsh' }
const LINUX_BASH: Platform = { os: 'linux', shell: 'bash' }
const LINUX_FISH: Platform = { os: 'linux', shell: 'fish' }

test('each system downloads the script from the portal into Claude Code’s directory', () => {
  expect(downloadStatusLineCommand(POWERSHELL, ORIGIN)).toBe(
    [
      'New-Item -ItemType Directory -Force "$HOME\\.claude" | Out-Null',
      `Invoke-WebRequest -UseBasicParsing -Uri '${URL}' -OutFile "$HOME\\.claude\\relay-statusline.mjs"`,
    ].join('\n'),
  )
  expect(downloadStatusLineCommand(CMD, ORIGIN)).toBe(
    [
      'if not exist "%USERPROFILE%\\.claude" mkdir "%USERPROFILE%\\.claude"',
      `curl.exe -fsSL "${URL}" -o "%USERPROFILE%\\.claude\\relay-statusline.mjs"`,
    ].join('\n'),
  )
  const unix = `mkdir -p ~/.claude\ncurl -fsSL '${URL}' -o ~/.claude/relay-statusline.mjs`
  expect(downloadStatusLineCommand(MACOS_ZSH, ORIGIN)).toBe(unix)
  expect(downloadStatusLineCommand({ os: 'macos', shell: 'bash' }, ORIGIN)).toBe(unix)
  expect(downloadStatusLineCommand(LINUX_BASH, ORIGIN)).toBe(unix)
  expect(downloadStatusLineCommand(LINUX_FISH, ORIGIN)).toBe(unix)
})

test('the status line runs the script in the portal’s language, and in English for any other value', () => {
  expect(statusLineCommand('zh-TW')).toBe('node "$HOME/.claude/relay-statusline.mjs" --lang=zh-TW')
  expect(statusLineLanguage('ru')).toBe('ru')
  expect(statusLineLanguage('de')).toBe('en')
  expect(statusLineCommand("ja' ; rm -rf ~")).toBe('node "$HOME/.claude/relay-statusline.mjs" --lang=en')
  expect(JSON.parse(statusLineSettingsJson('ja'))).toEqual({
    statusLine: { type: 'command', command: 'node "$HOME/.claude/relay-statusline.mjs" --lang=ja' },
  })
  expect(statusLineSettingsJson('en')).toBe(
    '{\n  "statusLine": {\n    "type": "command",\n    "command": "node \\"$HOME/.claude/relay-statusline.mjs\\" --lang=en"\n  }\n}',
  )
})

test('every terminal gets the same Node.js programs, in its own quotes', () => {
  // No character any of the shells reads inside its quotes: the quoting leaves the programs as they are.
  for (const program of [SET_PROGRAM, REMOVE_PROGRAM]) expect(program).not.toMatch(/["'%!^\\\r\n]/)
  expect(enableStatusLineCommand(LINUX_BASH, 'ru')).toBe(`node -e '${SET_PROGRAM}' 'ru'`)
  expect(enableStatusLineCommand(MACOS_ZSH, 'ru')).toBe(`node -e '${SET_PROGRAM}' 'ru'`)
  expect(enableStatusLineCommand(LINUX_FISH, 'ru')).toBe(`node -e '${SET_PROGRAM}' 'ru'`)
  expect(enableStatusLineCommand(POWERSHELL, 'zh-CN')).toBe(`node -e '${SET_PROGRAM}' 'zh-CN'`)
  expect(enableStatusLineCommand(CMD, 'zh-CN')).toBe(`node -e "${SET_PROGRAM}" "zh-CN"`)
  expect(enableStatusLineCommand(CMD, 'xx')).toBe(`node -e "${SET_PROGRAM}" "en"`)
  expect(removeStatusLineCommand(LINUX_BASH)).toBe(`node -e '${REMOVE_PROGRAM}'`)
  expect(removeStatusLineCommand(LINUX_FISH)).toBe(`node -e '${REMOVE_PROGRAM}'`)
  expect(removeStatusLineCommand(POWERSHELL)).toBe(`node -e '${REMOVE_PROGRAM}'`)
  expect(removeStatusLineCommand(CMD)).toBe(`node -e "${REMOVE_PROGRAM}"`)
})

test('the script is tried by hand the way Claude Code runs it; CMD names it by %USERPROFILE%', () => {
  const command = 'node "$HOME/.claude/relay-statusline.mjs" --lang=ja'
  expect(tryStatusLineCommand(LINUX_BASH, 'ja')).toBe(command)
  expect(tryStatusLineCommand(LINUX_FISH, 'ja')).toBe(command)
  expect(tryStatusLineCommand(POWERSHELL, 'ja')).toBe(command)
  expect(tryStatusLineCommand(CMD, 'ja')).toBe(
    'node "%USERPROFILE%\\.claude\\relay-statusline.mjs" --lang=ja',
  )
})

/** An origin as a crafted page might give it: every quote and expansion the shells know. */
const CRAFTED = `https://a'b"c$(id)\`id\`$HOME%PATH%&calc`

test('a crafted origin stays inside its quotes in every shell, and CMD refuses it', () => {
  const url = `${CRAFTED}/tools/relay-statusline.mjs`
  expect(downloadStatusLineCommand(LINUX_BASH, CRAFTED)).toContain(`curl -fsSL ${quotePosix(url)} -o`)
  expect(downloadStatusLineCommand(LINUX_FISH, CRAFTED)).toContain(`curl -fsSL ${quoteFish(url)} -o`)
  expect(quoteFish(url)).toBe(`'https://a\\'b"c$(id)\`id\`$HOME%PATH%&calc/tools/relay-statusline.mjs'`)
  expect(downloadStatusLineCommand(POWERSHELL, CRAFTED)).toContain(`-Uri ${quotePowerShell(url)} -OutFile`)
  expect(quotePowerShell(url)).toBe(`'https://a''b"c$(id)\`id\`$HOME%PATH%&calc/tools/relay-statusline.mjs'`)
  expect(() => downloadStatusLineCommand(CMD, CRAFTED)).toThrow(UnsafeValueError)
  expect(() => downloadStatusLineCommand(CMD, 'https://a%PATH%')).toThrow(UnsafeValueError)
  // `&` is literal inside CMD's double quotes.
  expect(downloadStatusLineCommand(CMD, 'https://a&calc')).toContain(
    'curl.exe -fsSL "https://a&calc/tools/relay-statusline.mjs" -o',
  )
})

let home = ''
beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'statusline-'))
})
afterEach(() => {
  rmSync(home, { recursive: true, force: true })
})

/** The shell's environment: the temporary home, and the Node.js running the tests first on the PATH. */
const env = () => ({
  ...process.env,
  HOME: home,
  PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
  ENV: '',
  BASH_ENV: '',
})

const claudeDirectory = () => join(home, '.claude')
const settingsFile = () => join(claudeDirectory(), 'settings.json')
const scriptFile = () => join(claudeDirectory(), 'relay-statusline.mjs')

function run(shell: string, command: string) {
  return spawnSync(shell, ['-c', command], { env: env(), encoding: 'utf8' })
}

test('the download command fetches the crafted URL exactly, in sh and bash', () => {
  // A `curl` function stands in for the real one and records the arguments it is given.
  const fakeCurl = `curl() { printf '%s\\n' "$@" > "$HOME/curl-args"; }\n`
  for (const shell of ['/bin/sh', '/bin/bash']) {
    const result = run(shell, fakeCurl + downloadStatusLineCommand(LINUX_BASH, CRAFTED))
    expect(result.status).toBe(0)
    expect(readFileSync(join(home, 'curl-args'), 'utf8')).toBe(
      `-fsSL\n${CRAFTED}/tools/relay-statusline.mjs\n-o\n${scriptFile()}\n`,
    )
    expect(existsSync(claudeDirectory())).toBe(true)
  }
})

const OTHER_SETTINGS = {
  env: { ANTHROPIC_BASE_URL: 'https://relay.example.com/api' },
  permissions: { allow: ['Bash(npm test:*)'] },
  model: 'opus',
}

test('turning the status line on keeps every other setting and writes the file back pretty-printed', () => {
  mkdirSync(claudeDirectory())
  writeFileSync(settingsFile(), JSON.stringify({ ...OTHER_SETTINGS, statusLine: { type: 'command' } }))
  for (const shell of ['/bin/sh', '/bin/bash']) {
    const result = run(shell, enableStatusLineCommand(LINUX_BASH, 'ru'))
    expect(result.status).toBe(0)
    expect(result.stdout).toBe(`statusLine set in ${settingsFile()}\n`)
    const written = readFileSync(settingsFile(), 'utf8')
    const expected = {
      ...OTHER_SETTINGS,
      statusLine: { type: 'command', command: statusLineCommand('ru') },
    }
    expect(written).toBe(`${JSON.stringify(expected, null, 2)}\n`)
  }
})

test('turning the status line on creates the settings file and its directory when missing', () => {
  const result = run('/bin/bash', enableStatusLineCommand(MACOS_ZSH, 'zh-CN'))
  expect(result.status).toBe(0)
  expect(readFileSync(settingsFile(), 'utf8')).toBe(`${statusLineSettingsJson('zh-CN')}\n`)
})

test('an empty settings file, or one starting with a byte order mark, is read as the settings it holds', () => {
  mkdirSync(claudeDirectory())
  writeFileSync(settingsFile(), '  \n')
  execFileSync(process.execPath, ['-e', SET_PROGRAM, 'en'], { env: env() })
  expect(JSON.parse(readFileSync(settingsFile(), 'utf8'))).toEqual(JSON.parse(statusLineSettingsJson('en')))
  writeFileSync(settingsFile(), `\uFEFF${JSON.stringify({ model: 'opus' })}`)
  execFileSync(process.execPath, ['-e', SET_PROGRAM, 'ja'], { env: env() })
  expect(JSON.parse(readFileSync(settingsFile(), 'utf8'))).toEqual({
    model: 'opus',
    statusLine: { type: 'command', command: statusLineCommand('ja') },
  })
})

test('a settings file that is not a JSON object is left untouched, with a message and a failing exit code', () => {
  mkdirSync(claudeDirectory())
  writeFileSync(scriptFile(), '// the script')
  for (const content of ['{ "model": "opus", // a comment\n}', '[]', 'null', '42']) {
    writeFileSync(settingsFile(), content)
    for (const command of [enableStatusLineCommand(LINUX_BASH, 'en'), removeStatusLineCommand(LINUX_BASH)]) {
      const result = run('/bin/bash', command)
      expect(result.status).toBe(1)
      expect(result.stderr).toContain(`${settingsFile()} is not a JSON object`)
      expect(result.stderr).toContain('The file was not changed.')
      expect(readFileSync(settingsFile(), 'utf8')).toBe(content)
    }
  }
  // Nothing was removed either: the script stays until the settings can be read.
  expect(existsSync(scriptFile())).toBe(true)
})

test('removal takes out only the relay’s status line and deletes the script', () => {
  mkdirSync(claudeDirectory())
  writeFileSync(scriptFile(), '// the script')
  writeFileSync(
    settingsFile(),
    JSON.stringify({ ...OTHER_SETTINGS, statusLine: JSON.parse(statusLineSettingsJson('ja')).statusLine }),
  )
  const result = run('/bin/sh', removeStatusLineCommand(LINUX_BASH))
  expect(result.status).toBe(0)
  expect(result.stdout).toBe(`statusLine removed from ${settingsFile()}\n`)
  expect(readFileSync(settingsFile(), 'utf8')).toBe(`${JSON.stringify(OTHER_SETTINGS, null, 2)}\n`)
  expect(existsSync(scriptFile())).toBe(false)
})

test('removal leaves another tool’s status line and a missing settings file alone', () => {
  mkdirSync(claudeDirectory())
  const other = JSON.stringify({ statusLine: { type: 'command', command: '~/.claude/statusline.sh' } })
  writeFileSync(settingsFile(), other)
  const result = run('/bin/bash', removeStatusLineCommand(LINUX_BASH))
  expect(result.status).toBe(0)
  expect(result.stdout).toContain('No Relay Portal statusLine')
  expect(readFileSync(settingsFile(), 'utf8')).toBe(other)

  rmSync(settingsFile())
  expect(run('/bin/bash', removeStatusLineCommand(LINUX_BASH)).status).toBe(0)
  expect(existsSync(settingsFile())).toBe(false)
})

test('the command Claude Code runs starts the script the portal serves, in the chosen language', () => {
  mkdirSync(claudeDirectory())
  // The file the portal serves at the address the download command fetches.
  copyFileSync(join(import.meta.dirname, '../../../public', STATUSLINE_SCRIPT_PATH), scriptFile())
  // Without a key the script answers at once, in its own words: proof that it ran and read --lang.
  const result = spawnSync('/bin/sh', ['-c', statusLineCommand('ja')], {
    env: { ...env(), ANTHROPIC_AUTH_TOKEN: '', ANTHROPIC_API_KEY: '', NO_COLOR: '1' },
    encoding: 'utf8',
    input: '{"model":{"display_name":"Opus"}}',
  })
  expect(result.status).toBe(0)
  expect(result.stdout).toBe('Opus · キーが受け付けられません\n')
})
