// Every value is quoted for its shell, so that nothing a backend sends can become a command (docs/tools.md).
export const SYSTEMS = ['powershell', 'cmd', 'macos', 'linux'] as const
export type OperatingSystem = (typeof SYSTEMS)[number]

export const SHELLS = ['zsh', 'bash', 'fish'] as const
export type Shell = (typeof SHELLS)[number]

export type Terminal = 'powershell' | 'cmd' | Shell

export type Platform = { os: OperatingSystem; shell: Shell }

export function isUnix(os: OperatingSystem): os is 'macos' | 'linux' {
  return os === 'macos' || os === 'linux'
}

export function defaultShell(os: OperatingSystem): Shell {
  return os === 'macos' ? 'zsh' : 'bash'
}

export function terminalOf({ os, shell }: Platform): Terminal {
  return isUnix(os) ? shell : os
}

export type QuotingTarget = 'posix' | 'fish' | 'powershell' | 'cmd' | 'toml' | 'dotenv'

/** Thrown rather than writing a command that would run something else; its message never holds the value. */
export class UnsafeValueError extends Error {
  override readonly name = 'UnsafeValueError'
  readonly target: QuotingTarget

  constructor(target: QuotingTarget, reason: string) {
    super(`Can’t write this value for ${target}: ${reason}`)
    this.target = target
  }
}

/** No shell can carry a NUL: argv and environment strings end at the first one. */
function refuseNul(value: string, target: QuotingTarget) {
  if (value.includes('\0')) throw new UnsafeValueError(target, 'it contains a NUL character')
}

/** A line break goes in double quotes: typed into bash, a line starting with `^` expands from the history. */
export function quotePosix(value: string): string {
  refuseNul(value, 'posix')
  return `'${value.replaceAll("'", "'\\''").replace(/[\r\n]/g, `'"$&"'`)}'`
}

/** `!` leaves the double quotes: bash and zsh expand it from the history in them when typed. */
export function doubleQuotePosix(value: string): string {
  refuseNul(value, 'posix')
  const escaped = value.replace(/[$`\\"]/g, '\\$&').replaceAll('!', `"'!'"`)
  return `"${escaped}"`
}

export function quoteFish(value: string): string {
  refuseNul(value, 'fish')
  return `'${value.replace(/[\\']/g, '\\$&')}'`
}

export function quotePowerShell(value: string): string {
  refuseNul(value, 'powershell')
  return `'${value.replace(/['\u2018\u2019\u201A\u201B]/g, '$&$&')}'`
}

// CMD has no quoting that keeps every character (`%` expands even in double quotes): such values are refused,
// and so are a trailing `\` (`setx` reads it as escaping the quote) and a leading `-` or `/` (an option).
export function cmdValue(value: string): string {
  refuseNul(value, 'cmd')
  if (/["%!^\r\n]/.test(value)) {
    throw new UnsafeValueError('cmd', 'it contains ", %, !, ^ or a line break')
  }
  if (value.endsWith('\\')) throw new UnsafeValueError('cmd', 'it ends with a backslash')
  if (/^[-/]/.test(value)) throw new UnsafeValueError('cmd', 'it starts with - or /')
  return value
}

export function quoteCmd(value: string): string {
  return `"${cmdValue(value)}"`
}

/** JSON's string syntax is TOML's once DEL is escaped; a lone surrogate has no TOML escape. */
export function tomlString(value: string): string {
  if (/\p{Cs}/u.test(value)) throw new UnsafeValueError('toml', 'it contains a lone surrogate')
  return JSON.stringify(value).replaceAll('\x7F', '\\u007F')
}

/** dotenv reads `\\n` as a line break in double quotes, so a value with a backslash never goes there. */
export function dotenvValue(value: string): string {
  refuseNul(value, 'dotenv')
  if (/[\r\n]/.test(value)) throw new UnsafeValueError('dotenv', 'it contains a line break')
  const quote = ["'", ...(value.includes('\\') ? [] : ['"']), '`'].find(
    (candidate) => !value.includes(candidate),
  )
  if (!quote) throw new UnsafeValueError('dotenv', 'no quote can enclose it')
  return `${quote}${value}${quote}`
}

export type EnvVar = readonly [name: string, value: string]

export function dotenvFile(variables: readonly EnvVar[]): string {
  return variables.map(([name, value]) => `${name}=${dotenvValue(value)}`).join('\n')
}

export const NODE_CHECK_COMMAND = 'node --version\nnpm --version'

export function nodeInstallCommand(os: OperatingSystem): string {
  switch (os) {
    case 'powershell':
    case 'cmd':
      return 'winget install OpenJS.NodeJS.LTS'
    case 'macos':
      return 'brew install node'
    case 'linux':
      return 'curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.3/install.sh | bash\n\\. "$HOME/.nvm/nvm.sh"\nnvm install --lts'
  }
}

export function temporaryVariables(terminal: Terminal, variables: readonly EnvVar[]): string {
  return variables
    .map(([name, value]) => {
      switch (terminal) {
        case 'powershell':
          return `$env:${name} = ${quotePowerShell(value)}`
        case 'cmd':
          // Quoting the whole assignment keeps `&`, `|`, `<`, `>` literal and trailing spaces out.
          return `set "${name}=${cmdValue(value)}"`
        case 'fish':
          return `set -gx ${name} ${quoteFish(value)}`
        default:
          return `export ${name}=${quotePosix(value)}`
      }
    })
    .join('\n')
}

export function profileFile(os: OperatingSystem, shell: Shell): string {
  if (shell === 'fish') return '~/.config/fish/config.fish'
  if (shell === 'zsh') return '~/.zshrc'
  // Terminal on macOS opens login shells, which read ~/.bash_profile rather than ~/.bashrc.
  return os === 'macos' ? '~/.bash_profile' : '~/.bashrc'
}

export function permanentVariables(selection: Platform, variables: readonly EnvVar[]) {
  const terminal = terminalOf(selection)
  if (terminal === 'powershell') {
    return variables
      .map(
        ([name, value]) =>
          `[Environment]::SetEnvironmentVariable(${quotePowerShell(name)}, ${quotePowerShell(value)}, 'User')`,
      )
      .join('\n')
  }
  if (terminal === 'cmd')
    return variables.map(([name, value]) => `setx ${name} ${quoteCmd(value)}`).join('\n')
  if (terminal === 'fish')
    return variables.map(([name, value]) => `set -Ux ${name} ${quoteFish(value)}`).join('\n')
  const file = profileFile(selection.os, selection.shell)
  // printf, not echo: the echo of dash and zsh turns the backslashes of a value into escapes.
  const lines = variables.map(
    ([name, value]) => `printf '%s\\n' ${doubleQuotePosix(`export ${name}=${quotePosix(value)}`)} >> ${file}`,
  )
  return [...lines, `source ${file}`].join('\n')
}

export function printVariables(terminal: Terminal, names: readonly string[]): string {
  return names
    .map((name) => {
      if (terminal === 'powershell') return `echo $env:${name}`
      if (terminal === 'cmd') return `echo %${name}%`
      return `echo $${name}`
    })
    .join('\n')
}

export type ConfigDirectory = '.claude' | '.codex' | '.gemini' | '.config/opencode'

function windowsDirectory(directory: ConfigDirectory): string {
  return directory.replaceAll('/', '\\')
}

export function configPath(terminal: Terminal, directory: ConfigDirectory, file: string): string {
  if (terminal === 'powershell') return `$HOME\\${windowsDirectory(directory)}\\${file}`
  if (terminal === 'cmd') return `%USERPROFILE%\\${windowsDirectory(directory)}\\${file}`
  return `~/${directory}/${file}`
}

export function openConfigFile(selection: Platform, directory: ConfigDirectory, file: string): string {
  const terminal = terminalOf(selection)
  const path = configPath(terminal, directory, file)
  const windows = windowsDirectory(directory)
  if (terminal === 'powershell') {
    return `New-Item -ItemType Directory -Force "$HOME\\${windows}" | Out-Null\nnotepad "${path}"`
  }
  if (terminal === 'cmd') {
    return `if not exist "%USERPROFILE%\\${windows}" mkdir "%USERPROFILE%\\${windows}"\nnotepad "${path}"`
  }
  if (selection.os === 'macos') return `mkdir -p ~/${directory}\ntouch ${path}\nopen -e ${path}`
  return `mkdir -p ~/${directory}\nnano ${path}`
}

export function showConfigFile(terminal: Terminal, directory: ConfigDirectory, file: string): string {
  const path = configPath(terminal, directory, file)
  if (terminal === 'powershell') return `Get-Content "${path}"`
  if (terminal === 'cmd') return `type "${path}"`
  return `cat ${path}`
}

export function userPrefixCommand(selection: Platform): string {
  const setup = 'mkdir -p ~/.npm-global\nnpm config set prefix ~/.npm-global'
  if (selection.shell === 'fish') return `${setup}\nfish_add_path ~/.npm-global/bin`
  const file = profileFile(selection.os, selection.shell)
  return `${setup}\necho 'export PATH="$HOME/.npm-global/bin:$PATH"' >> ${file}\nsource ${file}`
}

export const EXECUTION_POLICY_COMMAND = 'Set-ExecutionPolicy -Scope CurrentUser RemoteSigned'

export const SHELL_NAMES: Record<Shell, string> = { zsh: 'zsh', bash: 'bash', fish: 'fish' }
