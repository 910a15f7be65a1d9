import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  UnsafeValueError,
  configPath,
  doubleQuotePosix,
  nodeInstallCommand,
  openConfigFile,
  permanentVariables,
  printVariables,
  quoteCmd,
  quoteFish,
  quotePosix,
  quotePowerShell,
  showConfigFile,
  temporaryVariables,
  tomlString,
  userPrefixCommand,
  type EnvVar,
} from './shell-commands.ts'
import { claudeVariables, codexAuthJson, codexConfigToml } from './tools.ts'

const API_BASE = 'https://api.example.com/api'
const KEY = 'cr_AbC123'

test('commands for an ordinary key and address stay readable', () => {
  const variables = claudeVariables(API_BASE, KEY)
  expect(temporaryVariables('bash', variables)).toBe(
    `export ANTHROPIC_BASE_URL='${API_BASE}'\nexport ANTHROPIC_AUTH_TOKEN='${KEY}'`,
  )
  expect(temporaryVariables('fish', variables)).toBe(
    `set -gx ANTHROPIC_BASE_URL '${API_BASE}'\nset -gx ANTHROPIC_AUTH_TOKEN '${KEY}'`,
  )
  expect(temporaryVariables('powershell', variables)).toBe(
    `$env:ANTHROPIC_BASE_URL = '${API_BASE}'\n$env:ANTHROPIC_AUTH_TOKEN = '${KEY}'`,
  )
  expect(temporaryVariables('cmd', variables)).toBe(
    `set "ANTHROPIC_BASE_URL=${API_BASE}"\nset "ANTHROPIC_AUTH_TOKEN=${KEY}"`,
  )
  expect(permanentVariables({ os: 'linux', shell: 'bash' }, variables)).toBe(
    [
      `printf '%s\\n' "export ANTHROPIC_BASE_URL='${API_BASE}'" >> ~/.bashrc`,
      `printf '%s\\n' "export ANTHROPIC_AUTH_TOKEN='${KEY}'" >> ~/.bashrc`,
      'source ~/.bashrc',
    ].join('\n'),
  )
  expect(permanentVariables({ os: 'macos', shell: 'fish' }, variables)).toBe(
    `set -Ux ANTHROPIC_BASE_URL '${API_BASE}'\nset -Ux ANTHROPIC_AUTH_TOKEN '${KEY}'`,
  )
  expect(permanentVariables({ os: 'powershell', shell: 'zsh' }, variables)).toBe(
    [
      `[Environment]::SetEnvironmentVariable('ANTHROPIC_BASE_URL', '${API_BASE}', 'User')`,
      `[Environment]::SetEnvironmentVariable('ANTHROPIC_AUTH_TOKEN', '${KEY}', 'User')`,
    ].join('\n'),
  )
  expect(permanentVariables({ os: 'cmd', shell: 'bash' }, variables)).toBe(
    `setx ANTHROPIC_BASE_URL "${API_BASE}"\nsetx ANTHROPIC_AUTH_TOKEN "${KEY}"`,
  )
})

test('permanent variables go where each shell reads them', () => {
  const variables = [['NAME', 'value']] as const
  expect(permanentVariables({ os: 'macos', shell: 'bash' }, variables)).toBe(
    `printf '%s\\n' "export NAME='value'" >> ~/.bash_profile\nsource ~/.bash_profile`,
  )
  expect(permanentVariables({ os: 'linux', shell: 'zsh' }, variables)).toBe(
    `printf '%s\\n' "export NAME='value'" >> ~/.zshrc\nsource ~/.zshrc`,
  )
  expect(permanentVariables({ os: 'linux', shell: 'fish' }, variables)).toBe(`set -Ux NAME 'value'`)
})

/** Values that try to escape their quotes, as a misbehaving backend might send them. */
const TRICKY = ["a'b", '$(rm -rf ~)', '`whoami`', 'a"b', '100%'] as const

test("POSIX shells get single quotes, a quote written as '\\''; profile lines add escaped double quotes", () => {
  expect(TRICKY.map((value) => temporaryVariables('zsh', [['NAME', value]]))).toEqual([
    `export NAME='a'\\''b'`,
    `export NAME='$(rm -rf ~)'`,
    "export NAME='`whoami`'",
    `export NAME='a"b'`,
    `export NAME='100%'`,
  ])
  expect(TRICKY.map((value) => permanentVariables({ os: 'linux', shell: 'zsh' }, [['NAME', value]]))).toEqual(
    [
      `printf '%s\\n' "export NAME='a'\\\\''b'" >> ~/.zshrc\nsource ~/.zshrc`,
      `printf '%s\\n' "export NAME='\\$(rm -rf ~)'" >> ~/.zshrc\nsource ~/.zshrc`,
      "printf '%s\\n' \"export NAME='\\`whoami\\`'\" >> ~/.zshrc\nsource ~/.zshrc",
      `printf '%s\\n' "export NAME='a\\"b'" >> ~/.zshrc\nsource ~/.zshrc`,
      `printf '%s\\n' "export NAME='100%'" >> ~/.zshrc\nsource ~/.zshrc`,
    ],
  )
  // bash and zsh expand `!` from the history inside typed double quotes, never inside single ones.
  expect(doubleQuotePosix('hi!')).toBe(`"hi"'!'""`)
  // Typed into bash, a line that starts with `^` is a history substitution: no line starts inside the value.
  expect(quotePosix('a\n^b\r')).toBe(`'a'"\n"'^b'"\r"''`)
  expect(quotePosix('')).toBe("''")
})

test('PowerShell gets single quotes, every single quote (typographic ones too) doubled', () => {
  expect(TRICKY.map((value) => temporaryVariables('powershell', [['NAME', value]]))).toEqual([
    `$env:NAME = 'a''b'`,
    `$env:NAME = '$(rm -rf ~)'`,
    "$env:NAME = '`whoami`'",
    `$env:NAME = 'a"b'`,
    `$env:NAME = '100%'`,
  ])
  expect(permanentVariables({ os: 'powershell', shell: 'bash' }, [['NAME', "a'b"]])).toBe(
    `[Environment]::SetEnvironmentVariable('NAME', 'a''b', 'User')`,
  )
  expect(quotePowerShell('\u2018a\u2019b\u201Ac\u201B')).toBe(
    `'\u2018\u2018a\u2019\u2019b\u201A\u201Ac\u201B\u201B'`,
  )
  expect(quotePowerShell('line\nbreak')).toBe(`'line\nbreak'`)
})

test("fish gets single quotes with \\ and ' escaped, and keeps permanent variables as universal ones", () => {
  expect(TRICKY.map((value) => temporaryVariables('fish', [['NAME', value]]))).toEqual([
    `set -gx NAME 'a\\'b'`,
    `set -gx NAME '$(rm -rf ~)'`,
    "set -gx NAME '`whoami`'",
    `set -gx NAME 'a"b'`,
    `set -gx NAME '100%'`,
  ])
  expect(quoteFish(`C:\\dir\\'x'\\`)).toBe(`'C:\\\\dir\\\\\\'x\\'\\\\'`)
  expect(permanentVariables({ os: 'macos', shell: 'fish' }, [['NAME', "a'b"]])).toBe(`set -Ux NAME 'a\\'b'`)
})

test('CMD writes a value inside double quotes, and refuses one it can’t carry', () => {
  const temporary = (value: string) => temporaryVariables('cmd', [['NAME', value]])
  const permanent = (value: string) => permanentVariables({ os: 'cmd', shell: 'bash' }, [['NAME', value]])
  expect(temporary("a'b")).toBe(`set "NAME=a'b"`)
  expect(temporary('$(rm -rf ~)')).toBe(`set "NAME=$(rm -rf ~)"`)
  expect(temporary('`whoami`')).toBe('set "NAME=`whoami`"')
  expect(temporary('a&b|c>d<e (f)')).toBe(`set "NAME=a&b|c>d<e (f)"`)
  expect(permanent('a&b|c>d<e (f)')).toBe(`setx NAME "a&b|c>d<e (f)"`)
  expect(quoteCmd('C:\\dir\\x')).toBe(`"C:\\dir\\x"`)
  for (const value of ['a"b', '100%', '%PATH%', 'hi!', 'a^b', 'a\rb', 'a\nb', 'a\0b', 'dir\\', '/m', '-m']) {
    expect(() => temporary(value)).toThrow(UnsafeValueError)
    expect(() => permanent(value)).toThrow(
      expect.objectContaining({ name: 'UnsafeValueError', target: 'cmd' }),
    )
  }
})

test('no shell takes a NUL, while the JSON files escape it', () => {
  const variables: EnvVar[] = [['NAME', 'a\0b']]
  for (const terminal of ['bash', 'zsh', 'fish', 'powershell', 'cmd'] as const) {
    expect(() => temporaryVariables(terminal, variables)).toThrow(UnsafeValueError)
  }
  for (const os of ['macos', 'linux', 'powershell', 'cmd'] as const) {
    expect(() => permanentVariables({ os, shell: 'bash' }, variables)).toThrow(UnsafeValueError)
  }
  expect(() => permanentVariables({ os: 'linux', shell: 'fish' }, variables)).toThrow(UnsafeValueError)
  expect(JSON.parse(codexAuthJson('a\0b'))).toEqual({ OPENAI_API_KEY: 'a\0b' })
})

test('the API base is a TOML basic string, with TOML’s escapes', () => {
  expect(codexConfigToml('https://r.example/a"b\\c\n')).toContain(
    'base_url = "https://r.example/a\\"b\\\\c\\n"',
  )
  // JSON leaves DEL as it is, TOML wants it escaped; both escape the other control characters.
  expect(tomlString('\x7F\x01\t')).toBe('"\\u007F\\u0001\\t"')
  expect(tomlString('é😀\u2028')).toBe('"é😀\u2028"')
  expect(() => tomlString('\uD800')).toThrow(UnsafeValueError)
})

/** Any text a shell can carry: full Unicode (well-formed, no NUL), often made of shell syntax. */
const shellValue = fc
  .oneof(
    fc.string({ unit: 'binary' }),
    fc.string({
      unit: fc.constantFrom(
        ...`'"\`$\\!;&|<>(){}[]*?~#%^=-/: \t\r\n`,
        'a',
        'Z',
        '0',
        'é',
        '😀',
        '\u2019',
        '\u00A0',
        '\x01',
        '\x7F',
        '$(id)',
        '${HOME}',
        "'\\''",
        '!!',
        '^a^b',
        '\n^a^b',
        '\\n',
        '\\c',
        '\\0101',
      ),
    }),
  )
  .filter((value) => !value.includes('\0') && !/\p{Cs}/u.test(value))

const SHELLS = ['/bin/sh', '/bin/bash'] as const

/** Runs a script in a fresh home directory and returns what the named files hold afterwards. */
function runIn(run: (home: string) => void, files: readonly string[]) {
  const home = mkdtempSync(join(tmpdir(), 'shell-commands-'))
  try {
    run(home)
    return files.map((file) => readFileSync(join(home, file), 'utf8'))
  } finally {
    rmSync(home, { recursive: true, force: true })
  }
}

const env = (home: string) => ({ ...process.env, HOME: home, ENV: '', BASH_ENV: '' })
/** Saves the variables to the files `<prefix>a` and `<prefix>b` of the home directory. */
const saveVariables = (prefix: string) =>
  `printf %s "$RELAY_A" > "$HOME/${prefix}a"; printf %s "$RELAY_B" > "$HOME/${prefix}b"`

test('a POSIX temporary variable holds exactly the value it was given, in sh and bash', () => {
  fc.assert(
    fc.property(fc.constantFrom(...SHELLS), shellValue, shellValue, (shell, a, b) => {
      const command = temporaryVariables('bash', [
        ['RELAY_A', a],
        ['RELAY_B', b],
      ])
      const saved = runIn(
        (home) => execFileSync(shell, ['-c', `${command}\n${saveVariables('')}`], { env: env(home) }),
        ['a', 'b'],
      )
      expect(saved).toEqual([a, b])
    }),
    { numRuns: 120 },
  )
})

test('a POSIX permanent variable reaches the profile, this shell and a new one exactly', () => {
  fc.assert(
    fc.property(fc.constantFrom(...SHELLS), shellValue, shellValue, (shell, a, b) => {
      const isBash = shell === '/bin/bash'
      const profile = isBash ? '.bashrc' : '.zshrc'
      const lines = permanentVariables({ os: 'linux', shell: isBash ? 'bash' : 'zsh' }, [
        ['RELAY_A', a],
        ['RELAY_B', b],
      ])
      // dash has no `source`: there only the lines that write the profile run; a new shell reads it either way.
      const command = isBash ? `${lines}\n${saveVariables('this-')}` : lines.replace(/\nsource [^\n]*$/, '')
      const [written, ...saved] = runIn(
        (home) => {
          execFileSync(shell, ['-c', command], { env: env(home) })
          execFileSync(shell, ['-c', `. "$HOME/${profile}"\n${saveVariables('new-')}`], { env: env(home) })
        },
        [profile, 'new-a', 'new-b', ...(isBash ? ['this-a', 'this-b'] : [])],
      )
      expect(written).toBe(`export RELAY_A=${quotePosix(a)}\nexport RELAY_B=${quotePosix(b)}\n`)
      expect(saved).toEqual(isBash ? [a, b, a, b] : [a, b])
    }),
    { numRuns: 120 },
  )
})

test('POSIX commands keep their value when typed into an interactive bash, which expands `!` and `^` from the history', () => {
  fc.assert(
    fc.property(shellValue, (value) => {
      const variables: EnvVar[] = [['RELAY_A', value]]
      const typed = [
        'history -s "echo earlier"',
        temporaryVariables('bash', variables),
        'printf %s "$RELAY_A" > "$HOME/a"',
        'unset RELAY_A',
        permanentVariables({ os: 'linux', shell: 'bash' }, variables),
        'printf %s "$RELAY_A" > "$HOME/b"',
        'exit',
        '',
      ].join('\n')
      const [temporary, permanent, written] = runIn(
        (home) =>
          execFileSync('/bin/bash', ['--norc', '--noprofile', '--noediting', '-i'], {
            input: typed,
            env: { ...env(home), HISTFILE: join(home, '.history') },
            stdio: ['pipe', 'ignore', 'ignore'],
          }),
        ['a', 'b', '.bashrc'],
      )
      expect([temporary, permanent]).toEqual([value, value])
      expect(written).toBe(`export RELAY_A=${quotePosix(value)}\n`)
    }),
    { numRuns: 100 },
  )
})

test('a refused value is named by its target and the reason, never by the value', () => {
  const message = (write: () => unknown) => {
    try {
      write()
    } catch (error) {
      return error instanceof UnsafeValueError ? `${error.target}: ${error.message}` : 'not refused'
    }
    return 'not refused'
  }
  const nul = 'it contains a NUL character'
  expect(message(() => quotePosix('a\0b'))).toBe(`posix: Can’t write this value for posix: ${nul}`)
  expect(message(() => doubleQuotePosix('a\0b'))).toBe(`posix: Can’t write this value for posix: ${nul}`)
  expect(message(() => quoteFish('a\0b'))).toBe(`fish: Can’t write this value for fish: ${nul}`)
  expect(message(() => quotePowerShell('a\0b'))).toBe(
    `powershell: Can’t write this value for powershell: ${nul}`,
  )
  expect(message(() => quoteCmd('a\0b'))).toBe(`cmd: Can’t write this value for cmd: ${nul}`)
  expect(message(() => quoteCmd('100%'))).toBe(
    'cmd: Can’t write this value for cmd: it contains ", %, !, ^ or a line break',
  )
  expect(message(() => quoteCmd('dir\\'))).toBe(
    'cmd: Can’t write this value for cmd: it ends with a backslash',
  )
  expect(message(() => quoteCmd('-m'))).toBe('cmd: Can’t write this value for cmd: it starts with - or /')
  expect(message(() => tomlString('a\uD800b'))).toBe(
    'toml: Can’t write this value for toml: it contains a lone surrogate',
  )
})

test('each system installs Node.js with its own package manager', () => {
  expect(nodeInstallCommand('powershell')).toBe('winget install OpenJS.NodeJS.LTS')
  expect(nodeInstallCommand('cmd')).toBe('winget install OpenJS.NodeJS.LTS')
  expect(nodeInstallCommand('macos')).toBe('brew install node')
  expect(nodeInstallCommand('linux')).toBe(
    'curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.3/install.sh | bash\n\\. "$HOME/.nvm/nvm.sh"\nnvm install --lts',
  )
})

test('variables are printed back the way each terminal reads them', () => {
  const names = ['ANTHROPIC_BASE_URL', 'ANTHROPIC_AUTH_TOKEN']
  expect(printVariables('powershell', names)).toBe(
    'echo $env:ANTHROPIC_BASE_URL\necho $env:ANTHROPIC_AUTH_TOKEN',
  )
  expect(printVariables('cmd', names)).toBe('echo %ANTHROPIC_BASE_URL%\necho %ANTHROPIC_AUTH_TOKEN%')
  expect(printVariables('fish', names)).toBe('echo $ANTHROPIC_BASE_URL\necho $ANTHROPIC_AUTH_TOKEN')
})

test('a config file is found, opened and shown in each terminal’s own way', () => {
  expect(configPath('powershell', '.claude', 'settings.json')).toBe('$HOME\\.claude\\settings.json')
  expect(configPath('cmd', '.claude', 'settings.json')).toBe('%USERPROFILE%\\.claude\\settings.json')
  expect(configPath('zsh', '.claude', 'settings.json')).toBe('~/.claude/settings.json')
  expect(openConfigFile({ os: 'powershell', shell: 'zsh' }, '.codex', 'config.toml')).toBe(
    'New-Item -ItemType Directory -Force "$HOME\\.codex" | Out-Null\nnotepad "$HOME\\.codex\\config.toml"',
  )
  expect(openConfigFile({ os: 'cmd', shell: 'zsh' }, '.codex', 'config.toml')).toBe(
    'if not exist "%USERPROFILE%\\.codex" mkdir "%USERPROFILE%\\.codex"\nnotepad "%USERPROFILE%\\.codex\\config.toml"',
  )
  expect(openConfigFile({ os: 'macos', shell: 'zsh' }, '.codex', 'config.toml')).toBe(
    'mkdir -p ~/.codex\ntouch ~/.codex/config.toml\nopen -e ~/.codex/config.toml',
  )
  expect(openConfigFile({ os: 'linux', shell: 'fish' }, '.codex', 'config.toml')).toBe(
    'mkdir -p ~/.codex\nnano ~/.codex/config.toml',
  )
  expect(showConfigFile('powershell', '.codex', 'auth.json')).toBe('Get-Content "$HOME\\.codex\\auth.json"')
  expect(showConfigFile('cmd', '.codex', 'auth.json')).toBe('type "%USERPROFILE%\\.codex\\auth.json"')
  expect(showConfigFile('bash', '.codex', 'auth.json')).toBe('cat ~/.codex/auth.json')
})

test('npm’s global folder moves to the home directory and onto the PATH of each shell', () => {
  const setup = 'mkdir -p ~/.npm-global\nnpm config set prefix ~/.npm-global'
  expect(userPrefixCommand({ os: 'macos', shell: 'fish' })).toBe(`${setup}\nfish_add_path ~/.npm-global/bin`)
  expect(userPrefixCommand({ os: 'macos', shell: 'zsh' })).toBe(
    `${setup}\necho 'export PATH="$HOME/.npm-global/bin:$PATH"' >> ~/.zshrc\nsource ~/.zshrc`,
  )
  expect(userPrefixCommand({ os: 'linux', shell: 'bash' })).toBe(
    `${setup}\necho 'export PATH="$HOME/.npm-global/bin:$PATH"' >> ~/.bashrc\nsource ~/.bashrc`,
  )
})
