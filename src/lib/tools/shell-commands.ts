/**
 * The commands that set a tool up, per system and shell. Pure: every command that holds the API key
 * is built from the key it is given (the placeholder, the masked key for the screen, the full key for the
 * clipboard), and every value is quoted for the shell that runs it, so that no key or address a backend
 * sends can become a command.
 */
export const SYSTEMS = ['powershell', 'cmd', 'macos', 'linux'] as const
export type OperatingSystem = (typeof SYSTEMS)[number]

export const SHELLS = ['zsh', 'bash', 'fish'] as const
export type Shell = (typeof SHELLS)[number]

/** What a command runs in: a Windows shell, or a Unix shell on macOS or Linux/WSL2. */
export type Terminal = 'powershell' | 'cmd' | Shell

/** Where commands run: a system, and on macOS or Linux the shell. */
export type Platform = { os: OperatingSystem; shell: Shell }

export function isUnix(os: OperatingSystem): os is 'macos' | 'linux' {
  return os === 'macos' || os === 'linux'
}

/** The shell a system opens by default: zsh on macOS, bash on Linux. */
export function defaultShell(os: OperatingSystem): Shell {
  return os === 'macos' ? 'zsh' : 'bash'
}

export function terminalOf({ os, shell }: Platform): Terminal {
  return isUnix(os) ? shell : os
}

/** Where a value can't go: a shell family, or a TOML string. */
export type QuotingTarget = 'posix' | 'fish' | 'powershell' | 'cmd' | 'toml' | 'dotenv'

/**
 * A value that can't be written safely for a target. Thrown rather than writing a command that would run
 * something else; the message names the target and the reason, never the value (it may be a key).
 */
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

/**
 * sh, bash, zsh: single quotes, inside which every character is literal (none is expanded from the history
 * either); a `'` closes the quotes, is escaped, and reopens them: `'\''`. A line break (CR or LF) goes
 * between double quotes, `'"` line break `"'`, so that the next line starts with `"`: typed into bash, a line
 * that starts with `^` is a history substitution, even inside single quotes.
 */
export function quotePosix(value: string): string {
  refuseNul(value, 'posix')
  return `'${value.replaceAll("'", "'\\''").replace(/[\r\n]/g, `'"$&"'`)}'`
}

/**
 * sh, bash, zsh: double quotes, for text that holds a single-quoted value (a line for a profile file).
 * `$`, `` ` ``, `\` and `"` are escaped with a backslash; `!`, which bash and zsh expand from the history
 * even in double quotes when typed, leaves the double quotes for single ones: `"'!'"`.
 */
export function doubleQuotePosix(value: string): string {
  refuseNul(value, 'posix')
  const escaped = value.replace(/[$`\\"]/g, '\\$&').replaceAll('!', `"'!'"`)
  return `"${escaped}"`
}

/** fish: single quotes, inside which only `\` and `'` are special, each escaped with a backslash. */
export function quoteFish(value: string): string {
  refuseNul(value, 'fish')
  return `'${value.replace(/[\\']/g, '\\$&')}'`
}

/**
 * PowerShell: single quotes, inside which only quotes are special: `'` and the typographic single quotes
 * PowerShell also takes for one (U+2018, U+2019, U+201A, U+201B) are doubled.
 */
export function quotePowerShell(value: string): string {
  refuseNul(value, 'powershell')
  return `'${value.replace(/['\u2018\u2019\u201A\u201B]/g, '$&$&')}'`
}

/**
 * CMD has no quoting that keeps every character: `%` expands even inside double quotes, `!` too where
 * delayed expansion is on, a `"` ends the quotes, a line break ends the command. Inside double quotes the
 * rest (`&`, `|`, `<`, `>`, `(`, `)`, spaces) is literal, so a value is written as it is when it has none
 * of `"`, `%`, `!`, `^`, CR, LF or NUL, and refused otherwise. So are a trailing `\`, which `setx` would
 * read as escaping the closing quote, and a leading `-` or `/`, which it could take for an option.
 */
export function cmdValue(value: string): string {
  refuseNul(value, 'cmd')
  if (/["%!^\r\n]/.test(value)) {
    throw new UnsafeValueError('cmd', 'it contains ", %, !, ^ or a line break')
  }
  if (value.endsWith('\\')) throw new UnsafeValueError('cmd', 'it ends with a backslash')
  if (/^[-/]/.test(value)) throw new UnsafeValueError('cmd', 'it starts with - or /')
  return value
}

/** CMD: a value in double quotes, as an argument (`setx NAME "value"`); see {@link cmdValue}. */
export function quoteCmd(value: string): string {
  return `"${cmdValue(value)}"`
}

/**
 * TOML: a basic string. JSON's string syntax is a subset for well-formed text once DEL, which TOML wants
 * escaped and JSON leaves as is, is escaped; a lone surrogate has no TOML escape and is refused.
 */
export function tomlString(value: string): string {
  if (/\p{Cs}/u.test(value)) throw new UnsafeValueError('toml', 'it contains a lone surrogate')
  return JSON.stringify(value).replaceAll('\x7F', '\\u007F')
}

/**
 * A `.env` file (the dotenv format Gemini CLI reads): the value between quotes it does not contain, single,
 * double or backtick, in that order; inside them every character is literal (dotenv only turns `\\n` into a
 * line break between double quotes, so a value holding a backslash never goes there). A value with a line
 * break, or that no quote can enclose, is refused.
 */
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

/** A `.env` file setting the variables, one `NAME='value'` a line. */
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

/** Sets variables for the current terminal session only. */
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

/** The profile file a Unix shell reads at start-up, where permanent variables go (fish: its config file). */
export function profileFile(os: OperatingSystem, shell: Shell): string {
  if (shell === 'fish') return '~/.config/fish/config.fish'
  if (shell === 'zsh') return '~/.zshrc'
  // Terminal on macOS opens login shells, which read ~/.bash_profile rather than ~/.bashrc.
  return os === 'macos' ? '~/.bash_profile' : '~/.bashrc'
}

/**
 * Keeps variables for every new terminal: the user environment on Windows, universal variables in fish,
 * the shell's profile elsewhere, which receives `export NAME='value'` and is then loaded.
 */
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

/** Prints variables back, to check what the terminal sees. */
export function printVariables(terminal: Terminal, names: readonly string[]): string {
  return names
    .map((name) => {
      if (terminal === 'powershell') return `echo $env:${name}`
      if (terminal === 'cmd') return `echo %${name}%`
      return `echo $${name}`
    })
    .join('\n')
}

/** A tool's config directory under the home directory, with `/` between its parts: `.codex`, `.config/opencode`. */
export type ConfigDirectory = '.claude' | '.codex' | '.gemini' | '.config/opencode'

/** The directory as Windows writes it, with backslashes. */
function windowsDirectory(directory: ConfigDirectory): string {
  return directory.replaceAll('/', '\\')
}

/** Where a file of a tool's config directory lives, as the terminal writes it. */
export function configPath(terminal: Terminal, directory: ConfigDirectory, file: string): string {
  if (terminal === 'powershell') return `$HOME\\${windowsDirectory(directory)}\\${file}`
  if (terminal === 'cmd') return `%USERPROFILE%\\${windowsDirectory(directory)}\\${file}`
  return `~/${directory}/${file}`
}

/** Creates the config directory if needed and opens the file in a text editor. */
export function openConfigFile(selection: Platform, directory: ConfigDirectory, file: string): string {
  const terminal = terminalOf(selection)
  const path = configPath(terminal, directory, file)
  const windows = windowsDirectory(directory)
  if (terminal === 'powershell') {
    return `New-Item -ItemType Directory -Force "$HOME\\${windows}" | Out-Null\nnotepad "${path}"`
  }
  if (terminal === 'cmd') {
    // mkdir makes the missing parents too while command extensions are on, as they are by default.
    return `if not exist "%USERPROFILE%\\${windows}" mkdir "%USERPROFILE%\\${windows}"\nnotepad "${path}"`
  }
  if (selection.os === 'macos') return `mkdir -p ~/${directory}\ntouch ${path}\nopen -e ${path}`
  return `mkdir -p ~/${directory}\nnano ${path}`
}

/** Shows a config file's content in the terminal. */
export function showConfigFile(terminal: Terminal, directory: ConfigDirectory, file: string): string {
  const path = configPath(terminal, directory, file)
  if (terminal === 'powershell') return `Get-Content "${path}"`
  if (terminal === 'cmd') return `type "${path}"`
  return `cat ${path}`
}

/** Grants npm a global folder in the home directory, so installs need no sudo. */
export function userPrefixCommand(selection: Platform): string {
  const setup = 'mkdir -p ~/.npm-global\nnpm config set prefix ~/.npm-global'
  if (selection.shell === 'fish') return `${setup}\nfish_add_path ~/.npm-global/bin`
  const file = profileFile(selection.os, selection.shell)
  return `${setup}\necho 'export PATH="$HOME/.npm-global/bin:$PATH"' >> ${file}\nsource ${file}`
}

export const EXECUTION_POLICY_COMMAND = 'Set-ExecutionPolicy -Scope CurrentUser RemoteSigned'

export const SHELL_NAMES: Record<Shell, string> = { zsh: 'zsh', bash: 'bash', fish: 'fish' }
