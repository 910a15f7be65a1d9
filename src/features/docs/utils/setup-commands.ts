/**
 * The setup commands of the docs, per tool, system and shell. Pure: the API key is written as
 * {@link KEY_TOKEN}, which the page replaces with the placeholder, the masked key on screen, or the full
 * key on the clipboard.
 */
export const TOOLS = ['claude', 'codex'] as const
export type Tool = (typeof TOOLS)[number]

export const SYSTEMS = ['powershell', 'cmd', 'macos', 'linux'] as const
export type OperatingSystem = (typeof SYSTEMS)[number]

export const SHELLS = ['zsh', 'bash', 'fish'] as const
export type Shell = (typeof SHELLS)[number]

/** What a command runs in: a Windows shell, or a Unix shell on macOS or Linux/WSL2. */
export type Terminal = 'powershell' | 'cmd' | Shell

export type Selection = { tool: Tool; os: OperatingSystem; shell: Shell }

/** Stands for the API key inside generated commands. */
export const KEY_TOKEN = '\u{E000}'
/** What a visitor sees (and must replace) in place of a key. */
export const KEY_PLACEHOLDER = 'cr_your_api_key_here'

export function isUnix(os: OperatingSystem): os is 'macos' | 'linux' {
  return os === 'macos' || os === 'linux'
}

/** The shell a system opens by default: zsh on macOS, bash on Linux. */
export function defaultShell(os: OperatingSystem): Shell {
  return os === 'macos' ? 'zsh' : 'bash'
}

export function terminalOf({ os, shell }: Pick<Selection, 'os' | 'shell'>): Terminal {
  return isUnix(os) ? shell : os
}

type NavigatorWithData = Pick<Navigator, 'userAgent'> & { userAgentData?: { platform?: string } }

/** The visitor's system, from User-Agent Client Hints where available, else the user agent string. */
export function detectOs(nav: NavigatorWithData | undefined = globalThis.navigator): OperatingSystem {
  const platform = nav?.userAgentData?.platform || nav?.userAgent || ''
  // `\bwin` matches "Windows" and "Win64" but not "Darwin".
  if (/\bwin/i.test(platform)) return 'powershell'
  if (/mac|iphone|ipad|ipod/i.test(platform)) return 'macos'
  return 'linux'
}

function pick<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value)
}

/** The choice a link carries (`?tool=…&os=…&shell=…`); anything missing or unknown takes its default. */
export function readSelection(params: URLSearchParams, fallbackOs: OperatingSystem): Selection {
  const tool = pick(TOOLS, params.get('tool')) ?? 'claude'
  const os = pick(SYSTEMS, params.get('os')) ?? fallbackOs
  const shell = (isUnix(os) ? pick(SHELLS, params.get('shell')) : undefined) ?? defaultShell(os)
  return { tool, os, shell }
}

/** Writes a choice into the query string, keeping any other parameter. */
export function writeSelection(params: URLSearchParams, { tool, os, shell }: Selection): URLSearchParams {
  const next = new URLSearchParams(params)
  next.set('tool', tool)
  next.set('os', os)
  if (isUnix(os)) next.set('shell', shell)
  else next.delete('shell')
  return next
}

/** Shows the start and end of a key and hides the rest: `cr_••••••••1Fs5`. */
export function maskKey(key: string): string {
  if (key.length <= 12) return `${key.slice(0, 3)}${'•'.repeat(8)}`
  return `${key.slice(0, 3)}${'•'.repeat(8)}${key.slice(-4)}`
}

/** The CC Switch deep link that adds the relay as a provider of one tool. */
export function ccSwitchLink({
  tool,
  endpoint,
  apiKey,
  name = 'Relay Portal',
}: {
  tool: Tool
  endpoint: string
  apiKey: string
  name?: string
}): string {
  const query = new URLSearchParams({ resource: 'provider', app: tool, name, endpoint, apiKey })
  // URLSearchParams writes a space as "+"; a literal "+" is already %2B, so every "+" left is a space.
  return `ccswitch://v1/import?${query.toString().replace(/\+/g, '%20')}`
}

export type EnvVar = readonly [name: string, value: string]

/** The variables Claude Code reads. */
export function claudeVariables(apiBase: string): EnvVar[] {
  return [
    ['ANTHROPIC_BASE_URL', apiBase],
    ['ANTHROPIC_AUTH_TOKEN', KEY_TOKEN],
  ]
}

/** The variable Codex CLI reads when its provider names it with `env_key`. */
export function codexVariables(): EnvVar[] {
  return [['OPENAI_API_KEY', KEY_TOKEN]]
}

export const INSTALL_COMMAND: Record<Tool, string> = {
  claude: 'npm install -g @anthropic-ai/claude-code',
  codex: 'npm install -g @openai/codex',
}

export const VERSION_COMMAND: Record<Tool, string> = {
  claude: 'claude --version',
  codex: 'codex --version',
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
          return `$env:${name} = "${value}"`
        case 'cmd':
          return `set ${name}=${value}`
        case 'fish':
          return `set -gx ${name} "${value}"`
        default:
          return `export ${name}="${value}"`
      }
    })
    .join('\n')
}

/** The profile file a Unix shell reads at start-up, where permanent variables go. */
export function profileFile(os: OperatingSystem, shell: Shell): string {
  if (shell === 'fish') return '~/.config/fish/config.fish'
  if (shell === 'zsh') return '~/.zshrc'
  // Terminal on macOS opens login shells, which read ~/.bash_profile rather than ~/.bashrc.
  return os === 'macos' ? '~/.bash_profile' : '~/.bashrc'
}

/** Keeps variables for every new terminal: the user environment on Windows, the shell's profile elsewhere. */
export function permanentVariables(selection: Pick<Selection, 'os' | 'shell'>, variables: readonly EnvVar[]) {
  const terminal = terminalOf(selection)
  if (terminal === 'powershell') {
    return variables
      .map(([name, value]) => `[Environment]::SetEnvironmentVariable("${name}", "${value}", "User")`)
      .join('\n')
  }
  if (terminal === 'cmd') return variables.map(([name, value]) => `setx ${name} "${value}"`).join('\n')
  const file = profileFile(selection.os, selection.shell)
  const lines = variables.map(([name, value]) => {
    const line = terminal === 'fish' ? `set -gx ${name} "${value}"` : `export ${name}="${value}"`
    return `echo '${line}' >> ${file}`
  })
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

/** Where a file of a tool's config directory lives, as the terminal writes it. */
export function configPath(terminal: Terminal, directory: '.claude' | '.codex', file: string): string {
  if (terminal === 'powershell') return `$HOME\\${directory}\\${file}`
  if (terminal === 'cmd') return `%USERPROFILE%\\${directory}\\${file}`
  return `~/${directory}/${file}`
}

/** Creates the config directory if needed and opens the file in a text editor. */
export function openConfigFile(
  selection: Pick<Selection, 'os' | 'shell'>,
  directory: '.claude' | '.codex',
  file: string,
): string {
  const terminal = terminalOf(selection)
  const path = configPath(terminal, directory, file)
  if (terminal === 'powershell') {
    return `New-Item -ItemType Directory -Force "$HOME\\${directory}" | Out-Null\nnotepad "${path}"`
  }
  if (terminal === 'cmd') {
    return `if not exist "%USERPROFILE%\\${directory}" mkdir "%USERPROFILE%\\${directory}"\nnotepad "${path}"`
  }
  if (selection.os === 'macos') return `mkdir -p ~/${directory}\ntouch ${path}\nopen -e ${path}`
  return `mkdir -p ~/${directory}\nnano ${path}`
}

/** Shows a config file's content in the terminal. */
export function showConfigFile(terminal: Terminal, directory: '.claude' | '.codex', file: string): string {
  const path = configPath(terminal, directory, file)
  if (terminal === 'powershell') return `Get-Content "${path}"`
  if (terminal === 'cmd') return `type "${path}"`
  return `cat ${path}`
}

/** Claude Code's settings file with the variables in its `env` object. */
export function claudeSettingsJson(apiBase: string): string {
  const env = Object.fromEntries(claudeVariables(apiBase))
  return JSON.stringify({ env }, null, 2)
}

/** The provider id of the relay in Codex's config.toml. */
export const CODEX_PROVIDER_ID = 'relay'

/** Codex's config.toml: the relay as the model provider, the key read from auth.json (or from a variable). */
export function codexConfigToml(apiBase: string, keySource: 'auth-file' | 'variable' = 'auth-file'): string {
  return [
    `model_provider = "${CODEX_PROVIDER_ID}"`,
    'model = "gpt-5"',
    'model_reasoning_effort = "high"',
    '',
    `[model_providers.${CODEX_PROVIDER_ID}]`,
    'name = "Relay Portal"',
    `base_url = "${apiBase}"`,
    'wire_api = "responses"',
    keySource === 'auth-file' ? 'requires_openai_auth = true' : 'env_key = "OPENAI_API_KEY"',
  ].join('\n')
}

/** Codex's auth.json holding the key. */
export function codexAuthJson(): string {
  return JSON.stringify({ OPENAI_API_KEY: KEY_TOKEN }, null, 2)
}

/** Grants npm a global folder in the home directory, so installs need no sudo. */
export function userPrefixCommand(selection: Pick<Selection, 'os' | 'shell'>): string {
  const setup = 'mkdir -p ~/.npm-global\nnpm config set prefix ~/.npm-global'
  if (selection.shell === 'fish') return `${setup}\nfish_add_path ~/.npm-global/bin`
  const file = profileFile(selection.os, selection.shell)
  return `${setup}\necho 'export PATH="$HOME/.npm-global/bin:$PATH"' >> ${file}\nsource ${file}`
}

export const EXECUTION_POLICY_COMMAND = 'Set-ExecutionPolicy -Scope CurrentUser RemoteSigned'

/** Product names, the same in every language. */
export const TOOL_NAMES: Record<Tool, string> = { claude: 'Claude Code', codex: 'Codex CLI' }
export const SHELL_NAMES: Record<Shell, string> = { zsh: 'zsh', bash: 'bash', fish: 'fish' }
