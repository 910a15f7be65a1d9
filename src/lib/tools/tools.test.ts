import { Buffer } from 'node:buffer'
import { execFileSync } from 'node:child_process'
import fc from 'fast-check'
import { expect, test, vi } from 'vitest'
import {
  UnsafeValueError,
  permanentVariables,
  temporaryVariables,
  type EnvVar,
  type OperatingSystem,
  type Shell,
} from './shell-commands.ts'
import {
  OPENAI_MODEL,
  TOOLS,
  ccSwitchLink,
  ccSwitchTools,
  claudeSettingsJson,
  codexAuthJson,
  codexConfigToml,
  defaultTool,
  envExports,
  geminiDotEnv,
  geminiSettingsJson,
  maskApiKey,
  opencodeConfigJson,
  planScope,
  toolBaseUrl,
  toolVariables,
  variableNames,
  type ServiceScope,
  type Tool,
} from './tools.ts'

const KEY = 'cr_Zx8Qm2Lw9Vt4Rk7Hn3Bc6Jd1Fs5Gp0Ya8Ue2Io4Pq'
const ORIGIN = 'https://relay.example.com'

/**
 * tools.ts loaded again inside the calling test, for the tests of its facts and constants: this file's imports
 * run before any test does, and mutation testing credits a module's constants only to the tests that load it
 * while they run.
 */
async function freshTools() {
  vi.resetModules()
  return import('./tools.ts')
}

test('a key is masked to its prefix, four characters and its last five', () => {
  expect(maskApiKey(KEY)).toBe('cr_Zx8Q…Io4Pq')
  expect(maskApiKey('cr_1234567890')).toBe('cr_1234…67890')
})

test('a key of 12 characters or fewer shows only its prefix, never most of itself', () => {
  expect(maskApiKey('cr_123456789')).toBe('cr_…')
  expect(maskApiKey('cr_1')).toBe('cr_…')
})

test('each tool calls its own path under the API origin', async () => {
  const { toolBaseUrl } = await freshTools()
  expect(toolBaseUrl('claude', ORIGIN)).toBe('https://relay.example.com/api')
  expect(toolBaseUrl('codex', ORIGIN)).toBe('https://relay.example.com/api')
  expect(toolBaseUrl('gemini', ORIGIN)).toBe('https://relay.example.com/gemini')
  expect(toolBaseUrl('opencode', ORIGIN)).toBe('https://relay.example.com/api')
})

test('every tool’s facts name the CLI version they were checked against and an official https page', async () => {
  const { TOOLS, TOOL_FACTS } = await freshTools()
  for (const tool of TOOLS) {
    expect(TOOL_FACTS[tool].checkedVersion).toMatch(/^\d+\.\d+\.\d+$/)
    expect(new URL(TOOL_FACTS[tool].docsUrl).protocol).toBe('https:')
    expect(TOOL_FACTS[tool].install).toMatch(/^npm install -g \S+$/)
    expect(TOOL_FACTS[tool].version).toBe(`${TOOL_FACTS[tool].run} --version`)
  }
})

test('a plan opens the guide on a tool it covers, Claude Code when it covers all or there is none', async () => {
  const { defaultTool, toolsInScope } = await freshTools()
  expect(defaultTool(undefined)).toBe('claude')
  expect(defaultTool('all')).toBe('claude')
  expect(defaultTool('claude')).toBe('claude')
  expect(defaultTool('openai')).toBe('codex')
  expect(defaultTool('gemini')).toBe('gemini')
  expect(toolsInScope('all')).toEqual(['claude', 'codex', 'gemini', 'opencode'])
  expect(toolsInScope('openai')).toEqual(['codex', 'opencode'])
  expect(toolsInScope('gemini')).toEqual(['gemini'])
  expect(toolsInScope('claude')).toEqual(['claude'])
})

test('a plan for a service this portal does not know yet opens the guide on Claude Code', () => {
  expect(defaultTool('grok' as ServiceScope)).toBe('claude')
})

test('each tool goes by its maker’s name and keeps its settings in its own folder', async () => {
  const { TOOLS, TOOL_FACTS, TOOL_NAMES } = await freshTools()
  expect(TOOLS.map((tool) => [TOOL_NAMES[tool], TOOL_FACTS[tool].directory])).toEqual([
    ['Claude Code', '.claude'],
    ['Codex CLI', '.codex'],
    ['Gemini CLI', '.gemini'],
    ['OpenCode', '.config/opencode'],
  ])
})

test('the guide’s placeholder key, CC Switch’s download page and OpenCode’s installer are the real ones', async () => {
  const { CC_SWITCH_RELEASES_URL, KEY_PLACEHOLDER, OPENCODE_INSTALL_SCRIPT } = await freshTools()
  // The landing page's sample command shows the same placeholder.
  expect(envExports('claude', KEY_PLACEHOLDER, ORIGIN)).toContain(
    "export ANTHROPIC_AUTH_TOKEN='cr_your_api_key_here'",
  )
  expect(CC_SWITCH_RELEASES_URL).toBe('https://github.com/farion1231/cc-switch/releases')
  expect(OPENCODE_INSTALL_SCRIPT).toMatch(/^curl -fsSL https:\/\/opencode\.ai\/install \| bash$/)
})

test('CC Switch offers the tools a plan in force covers, every tool without one', () => {
  const plan = (status: string, serviceScope: ServiceScope) => ({ status, plan: { serviceScope } })
  expect(ccSwitchTools(planScope(plan('active', 'openai')))).toEqual(['codex', 'opencode'])
  expect(ccSwitchTools(planScope(plan('expiring_soon', 'gemini')))).toEqual(['gemini'])
  expect(ccSwitchTools(planScope(plan('active', 'claude')))).toEqual(['claude'])
  expect(ccSwitchTools(planScope(plan('active', 'all')))).toEqual([...TOOLS])
  // A plan that ended, no plan, or a subscription not known yet: every tool.
  expect(ccSwitchTools(planScope(plan('expired', 'openai')))).toEqual([...TOOLS])
  expect(ccSwitchTools(planScope({ status: 'inactive', plan: null }))).toEqual([...TOOLS])
  expect(ccSwitchTools(planScope(undefined))).toEqual([...TOOLS])
})

test('an active subscription whose plan is not known gives no scope', () => {
  expect(planScope({ status: 'active', plan: null })).toBeUndefined()
})

test('each tool’s environment variables are written as bash/zsh exports in single quotes', () => {
  expect(envExports('claude', KEY, 'https://relay.example.com/api')).toBe(
    `export ANTHROPIC_BASE_URL='https://relay.example.com/api'\nexport ANTHROPIC_AUTH_TOKEN='${KEY}'\n`,
  )
  expect(envExports('codex', KEY, 'https://relay.example.com/api')).toBe(`export OPENAI_API_KEY='${KEY}'\n`)
  expect(envExports('gemini', KEY, 'https://relay.example.com/gemini')).toBe(
    `export GEMINI_API_KEY='${KEY}'\nexport GOOGLE_GEMINI_BASE_URL='https://relay.example.com/gemini'\n`,
  )
  expect(envExports('opencode', KEY, 'https://relay.example.com/api')).toBe(`export RELAY_API_KEY='${KEY}'\n`)
  expect(envExports('claude', "cr_a'$(touch x)`id`", 'https://relay.example.com/api')).toContain(
    `export ANTHROPIC_AUTH_TOKEN='cr_a'\\''$(touch x)\`id\`'`,
  )
})

test('whatever a backend sends as a key, the exports give the shell exactly that key', () => {
  fc.assert(
    fc.property(
      fc.string({ unit: 'grapheme' }).filter((key) => !key.includes('\0')),
      (key) => {
        const script = `${envExports('claude', key, 'https://relay.example.com/api')}printf %s "$ANTHROPIC_AUTH_TOKEN"`
        expect(execFileSync('sh', ['-c', script], { encoding: 'utf8' })).toBe(key)
      },
    ),
    { numRuns: 100 },
  )
})

const PORTAL = 'https://portal.example.com'

test('the CC Switch link carries, for each tool, the app, the endpoint, the key and the portal as homepage', () => {
  for (const tool of TOOLS) {
    const link = ccSwitchLink({ tool, endpoint: toolBaseUrl(tool, ORIGIN), apiKey: KEY, homepage: PORTAL })
    const url = new URL(link)
    expect(url.protocol).toBe('ccswitch:')
    expect(url.host).toBe('v1')
    expect(url.pathname).toBe('/import')
    const params = url.searchParams
    expect(params.get('resource')).toBe('provider')
    expect(params.get('app')).toBe(tool)
    expect(params.get('name')).toBe('Relay Portal')
    expect(params.get('endpoint')).toBe(toolBaseUrl(tool, ORIGIN))
    expect(params.get('apiKey')).toBe(KEY)
    expect(params.get('homepage')).toBe(PORTAL)
  }
})

test('the CC Switch link gives Codex CLI the model its config starts with, and Claude Code and Gemini CLI none', () => {
  const model = (tool: Tool) =>
    new URL(ccSwitchLink({ tool, endpoint: toolBaseUrl(tool, ORIGIN), apiKey: KEY, homepage: PORTAL }))
      .searchParams
  expect(model('codex').get('model')).toBe(OPENAI_MODEL)
  expect(codexConfigToml(toolBaseUrl('codex', ORIGIN))).toContain(`model = "${OPENAI_MODEL}"`)
  // Claude Code and Gemini CLI keep choosing their own models through the relay.
  for (const tool of ['claude', 'gemini'] as const) {
    for (const slot of ['model', 'haikuModel', 'sonnetModel', 'opusModel'])
      expect(model(tool).has(slot)).toBe(false)
  }
})

test('the CC Switch link carries Claude Code’s model slots when given, and leaves an empty one out', () => {
  const params = new URL(
    ccSwitchLink({
      tool: 'claude',
      endpoint: toolBaseUrl('claude', ORIGIN),
      apiKey: KEY,
      homepage: PORTAL,
      claudeModels: {
        model: 'claude-sonnet-4-5',
        haikuModel: 'claude-haiku-4-5',
        sonnetModel: '',
        opusModel: 'claude-opus-4-1',
      },
    }),
  ).searchParams
  expect(params.get('model')).toBe('claude-sonnet-4-5')
  expect(params.get('haikuModel')).toBe('claude-haiku-4-5')
  expect(params.get('opusModel')).toBe('claude-opus-4-1')
  expect(params.has('sonnetModel')).toBe(false)
})

/**
 * What CC Switch's OpenCode import makes of a link (src-tauri/src/deeplink/provider.rs,
 * `build_opencode_settings`): an inline `config` whose `options` is an object is kept as the provider entry,
 * with the link's `apiKey` and `endpoint` written into `options`; without one, an `@ai-sdk/openai-compatible`
 * entry (Chat Completions).
 */
function importOpenCodeLikeCcSwitch(link: string): Record<string, unknown> {
  const params = new URL(link).searchParams
  const inline = params.get('config')
  const config = inline ? (JSON.parse(Buffer.from(inline, 'base64url').toString('utf8')) as unknown) : null
  const options = { baseURL: params.get('endpoint'), apiKey: params.get('apiKey') }
  if (config && typeof config === 'object' && 'options' in config && typeof config.options === 'object')
    return { ...config, options: { ...config.options, ...options } }
  const model = params.get('model')
  return { npm: '@ai-sdk/openai-compatible', options, models: model ? { [model]: { name: model } } : {} }
}

test('the CC Switch link gives OpenCode the provider entry of its guide, with the key CC Switch writes in', () => {
  const link = ccSwitchLink({
    tool: 'opencode',
    endpoint: toolBaseUrl('opencode', ORIGIN),
    apiKey: KEY,
    homepage: PORTAL,
  })
  const params = new URL(link).searchParams
  expect(params.get('app')).toBe('opencode')
  expect(params.get('config')).toMatch(/^[A-Za-z0-9_-]+$/)
  const guide = JSON.parse(opencodeConfigJson(toolBaseUrl('opencode', ORIGIN))).provider.relay
  // The Responses API at the same address as the guide's, not CC Switch's default Chat Completions package.
  expect(importOpenCodeLikeCcSwitch(link)).toEqual({ ...guide, options: { ...guide.options, apiKey: KEY } })
})

test('a key with +, & and = round-trips through the CC Switch link, and a space is %20', () => {
  const key = 'cr_a+b&c=d e'
  const link = ccSwitchLink({
    tool: 'codex',
    endpoint: 'https://relay.example.com/api',
    apiKey: key,
    homepage: PORTAL,
  })
  expect(new URL(link).searchParams.get('apiKey')).toBe(key)
  expect(link).toContain('apiKey=cr_a%2Bb%26c%3Dd%20e&')
  expect(link).not.toContain('+')
  expect(link.startsWith('ccswitch://v1/import?resource=provider&app=codex&name=Relay%20Portal&')).toBe(true)
})

test('config files carry the API base and the key', () => {
  expect(JSON.parse(claudeSettingsJson('https://r.example/api', `cr_"key"\\`))).toEqual({
    env: { ANTHROPIC_BASE_URL: 'https://r.example/api', ANTHROPIC_AUTH_TOKEN: `cr_"key"\\` },
  })
  expect(JSON.parse(codexAuthJson("cr_'key'"))).toEqual({ OPENAI_API_KEY: "cr_'key'" })
  expect(codexConfigToml('https://r.example/api')).toContain('base_url = "https://r.example/api"')
  expect(codexConfigToml('https://r.example/api', 'variable')).toContain('env_key = "OPENAI_API_KEY"')
})

test('Codex’s config.toml names the relay as its provider, with the key from auth.json or a variable', () => {
  const head = [
    'model_provider = "relay"',
    'model = "gpt-5"',
    'model_reasoning_effort = "high"',
    '',
    '[model_providers.relay]',
    'name = "Relay Portal"',
    'base_url = "https://r.example/api"',
    'wire_api = "responses"',
  ].join('\n')
  expect(codexConfigToml('https://r.example/api')).toBe(`${head}\nrequires_openai_auth = true`)
  expect(codexConfigToml('https://r.example/api', 'variable')).toBe(`${head}\nenv_key = "OPENAI_API_KEY"`)
})

test('Gemini CLI reads the key and the relay’s address, from the terminal or from ~/.gemini/.env', () => {
  const base = toolBaseUrl('gemini', ORIGIN)
  expect(toolVariables('gemini', base, KEY)).toEqual([
    ['GEMINI_API_KEY', KEY],
    ['GOOGLE_GEMINI_BASE_URL', 'https://relay.example.com/gemini'],
  ])
  expect(geminiDotEnv(base, KEY)).toBe(
    `GEMINI_API_KEY='${KEY}'\nGOOGLE_GEMINI_BASE_URL='https://relay.example.com/gemini'`,
  )
  expect(JSON.parse(geminiSettingsJson())).toEqual({ security: { auth: { selectedType: 'gemini-api-key' } } })
  expect(variableNames('gemini')).toEqual(['GEMINI_API_KEY', 'GOOGLE_GEMINI_BASE_URL'])
})

/** dotenv's reading of one line (the parser Gemini CLI loads .env files with): quotes stripped, `\n` expanded in double ones. */
function readDotenvLine(line: string): [string, string] {
  const match =
    /^\s*(?:export\s+)?([\w.-]+)(?:\s*=\s*?|:\s+?)(\s*'(?:\\'|[^'])*'|\s*"(?:\\"|[^"])*"|\s*`(?:\\`|[^`])*`|[^#\r\n]+)?\s*(?:#.*)?$/.exec(
      line,
    )
  if (!match) throw new Error(`not a dotenv line: ${line}`)
  let value = (match[2] ?? '').trim()
  const quote = value[0]
  value = value.replace(/^(['"`])([\s\S]*)\1$/, '$2')
  if (quote === '"') value = value.replaceAll('\\n', '\n').replaceAll('\\r', '\r')
  return [match[1]!, value]
}

test('~/.gemini/.env gives Gemini CLI exactly the key, whatever quotes or backslashes it holds', () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom(...'\'"`\\#$ =a9é', '\\n') }), (key) => {
      // A backslash rules double quotes out: dotenv would read `\\n` there as a line break.
      const enclosable =
        !key.includes("'") || !key.includes('`') || (!key.includes('"') && !key.includes('\\'))
      if (!enclosable) {
        expect(() => geminiDotEnv('https://r.example/gemini', key)).toThrow(UnsafeValueError)
        return
      }
      const lines = geminiDotEnv('https://r.example/gemini', key).split('\n')
      expect(lines.map(readDotenvLine)).toEqual([
        ['GEMINI_API_KEY', key],
        ['GOOGLE_GEMINI_BASE_URL', 'https://r.example/gemini'],
      ])
    }),
    { numRuns: 300 },
  )
  expect(() => geminiDotEnv('https://r.example/gemini', 'a\nb')).toThrow(UnsafeValueError)
})

test('OpenCode’s opencode.json adds the relay as a provider and reads the key from a variable, never the file', async () => {
  const { opencodeConfigJson, toolBaseUrl, toolVariables } = await freshTools()
  const config = JSON.parse(opencodeConfigJson(toolBaseUrl('opencode', ORIGIN)))
  expect(config).toEqual({
    $schema: 'https://opencode.ai/config.json',
    model: 'relay/gpt-5',
    provider: {
      relay: {
        npm: '@ai-sdk/openai',
        name: 'Relay Portal',
        options: { baseURL: 'https://relay.example.com/api', apiKey: '{env:RELAY_API_KEY}' },
        models: { 'gpt-5': {} },
      },
    },
  })
  expect(toolVariables('opencode', 'unused', KEY)).toEqual([['RELAY_API_KEY', KEY]])
})

// What each shell makes of the lines the guide shows: POSIX shells run them; PowerShell, fish and CMD (absent
// here) are read by the rules of their quoting.

/** PowerShell's single-quoted string at the start of `text`: two quote characters in a row are one. */
function readPowerShellString(text: string): [value: string, rest: string] {
  const quotes = /['\u2018\u2019\u201A\u201B]/
  if (!quotes.test(text[0] ?? '')) throw new Error(`no single-quoted string: ${text}`)
  let value = ''
  for (let index = 1; index < text.length; index++) {
    const char = text[index]!
    if (quotes.test(char)) {
      if (quotes.test(text[index + 1] ?? '')) {
        value += char
        index++
        continue
      }
      return [value, text.slice(index + 1)]
    }
    value += char
  }
  throw new Error('unterminated string')
}

/** fish's single-quoted string: only `\\` and `\'` are escapes. */
function readFishString(text: string): [value: string, rest: string] {
  if (text[0] !== "'") throw new Error(`no single-quoted string: ${text}`)
  let value = ''
  for (let index = 1; index < text.length; index++) {
    const char = text[index]!
    if (char === '\\' && (text[index + 1] === '\\' || text[index + 1] === "'")) {
      value += text[++index]
    } else if (char === "'") {
      return [value, text.slice(index + 1)]
    } else value += char
  }
  throw new Error('unterminated string')
}

/** Reads the variables a Windows or fish command sets, one a line, the way that shell would. */
function readAssignments(
  terminal: 'powershell' | 'powershell-user' | 'fish' | 'fish-universal' | 'cmd' | 'setx',
  text: string,
) {
  const lines: EnvVar[] = []
  let rest = text
  while (rest) {
    let name: string
    let value: string
    if (terminal === 'powershell') {
      const head = /^\$env:(\w+) = /.exec(rest)!
      ;[value, rest] = readPowerShellString(rest.slice(head[0].length))
      name = head[1]!
    } else if (terminal === 'powershell-user') {
      const head = /^\[Environment\]::SetEnvironmentVariable\(/.exec(rest)!
      ;[name, rest] = readPowerShellString(rest.slice(head[0].length))
      ;[value, rest] = readPowerShellString(rest.slice(2))
      expect(rest.startsWith(", 'User')")).toBe(true)
      rest = rest.slice(", 'User')".length)
    } else if (terminal === 'fish' || terminal === 'fish-universal') {
      const head = new RegExp(`^set ${terminal === 'fish' ? '-gx' : '-Ux'} (\\w+) `).exec(rest)!
      ;[value, rest] = readFishString(rest.slice(head[0].length))
      name = head[1]!
    } else {
      // CMD: the line ends the command; inside the quotes nothing is special once %, !, ^ and " are absent.
      const line = rest.split('\n')[0]!
      rest = rest.slice(line.length)
      const match =
        terminal === 'cmd' ? /^set "(\w+)=([^"]*)"$/.exec(line) : /^setx (\w+) "([^"]*)"$/.exec(line)
      expect(match).not.toBeNull()
      ;[name, value] = [match![1]!, match![2]!]
      expect(value).not.toMatch(/[%!^"\r\n]/)
    }
    lines.push([name, value])
    if (rest.startsWith('\n')) rest = rest.slice(1)
    else expect(rest).toBe('')
  }
  return lines
}

/** Keys a backend might send: shell syntax of every kind, quotes of every kind, non-ASCII text. */
const anyKey = fc.string({
  unit: fc.constantFrom(
    ...'\'"`$\\!;&|<>(){}*?~#%^= \t',
    '\u2019',
    'é',
    '😀',
    'a',
    'Z',
    '0',
    '$(id)',
    "'\\''",
  ),
  minLength: 1,
})

const PLATFORMS: { os: OperatingSystem; shell: Shell }[] = [
  { os: 'powershell', shell: 'bash' },
  { os: 'cmd', shell: 'bash' },
  ...(['macos', 'linux'] as const).flatMap((os) =>
    (['zsh', 'bash', 'fish'] as const).map((shell) => ({ os, shell })),
  ),
]

test.each(TOOLS.flatMap((tool) => PLATFORMS.map((platform) => ({ tool, ...platform }))))(
  '$tool’s temporary and permanent variables on $os ($shell) read back as the exact key and address',
  ({ tool, os, shell }: { tool: Tool; os: OperatingSystem; shell: Shell }) => {
    const base = toolBaseUrl(tool, ORIGIN)
    fc.assert(
      fc.property(anyKey, (key) => {
        const variables = toolVariables(tool, base, key)
        const platform = { os, shell }
        if (os === 'cmd' && /[%!^"\r\n]|\\$|^[-/]/.test(key)) {
          // No CMD quoting keeps these: the guide shows a note instead of a command.
          expect(() => temporaryVariables('cmd', variables)).toThrow(UnsafeValueError)
          expect(() => permanentVariables(platform, variables)).toThrow(UnsafeValueError)
          return
        }
        if (os === 'powershell') {
          expect(readAssignments('powershell', temporaryVariables('powershell', variables))).toEqual(
            variables,
          )
          expect(readAssignments('powershell-user', permanentVariables(platform, variables))).toEqual(
            variables,
          )
        } else if (os === 'cmd') {
          expect(readAssignments('cmd', temporaryVariables('cmd', variables))).toEqual(variables)
          expect(readAssignments('setx', permanentVariables(platform, variables))).toEqual(variables)
        } else if (shell === 'fish') {
          expect(readAssignments('fish', temporaryVariables('fish', variables))).toEqual(variables)
          expect(readAssignments('fish-universal', permanentVariables(platform, variables))).toEqual(
            variables,
          )
        } else {
          // bash runs what zsh and bash would: the quoting is the same POSIX single quoting.
          const names = variables.map(([name]) => name)
          const print = names.map((name) => `printf '%s\\0' "$${name}"`).join('\n')
          const run = (script: string) =>
            execFileSync('/bin/bash', ['--norc', '--noprofile', '-c', script], {
              encoding: 'utf8',
              env: { PATH: process.env.PATH, HOME: '/nonexistent' },
            })
          const expected = variables.map(([, value]) => value)
          expect(
            run(`${temporaryVariables(shell, variables)}\n${print}`)
              .split('\0')
              .slice(0, -1),
          ).toEqual(expected)
          // The permanent lines append to the profile and load it: run the lines they append instead.
          const appended = permanentVariables(platform, variables)
            .split('\n')
            .filter((line) => line.startsWith('printf'))
            .map((line) => line.replace(/ >> \S+$/, ''))
            .join('\n')
          const profile = run(appended)
          expect(run(`${profile}\n${print}`).split('\0').slice(0, -1)).toEqual(expected)
        }
      }),
      { numRuns: 15 },
    )
  },
)
