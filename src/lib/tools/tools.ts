import {
  dotenvFile,
  temporaryVariables,
  tomlString,
  type ConfigDirectory,
  type EnvVar,
} from './shell-commands.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import {
  CC_SWITCH_USAGE_INTERVAL_MINUTES,
  CC_SWITCH_USAGE_LABELS,
  base64UrlUtf8,
  ccSwitchUsageScript,
  keyQuotaUrl,
  type CcSwitchUsageLabels,
} from './cc-switch-usage.ts'

export const TOOLS = ['claude', 'codex', 'gemini', 'opencode'] as const
export type Tool = (typeof TOOLS)[number]

export type ServiceScope = components['schemas']['ServiceScope']

/** How each tool is set up, and why: docs/tools.md. */
export type ToolFacts = {
  name: string
  service: Exclude<ServiceScope, 'all'>
  basePath: string
  checkedVersion: string
  docsUrl: string
  install: string
  version: string
  run: string
  directory: ConfigDirectory
}

export const TOOL_FACTS: Record<Tool, ToolFacts> = {
  claude: {
    name: 'Claude Code',
    service: 'claude',
    basePath: '/api',
    checkedVersion: '2.1.332',
    docsUrl: 'https://docs.anthropic.com/en/docs/claude-code/settings',
    install: 'npm install -g @anthropic-ai/claude-code',
    version: 'claude --version',
    run: 'claude',
    directory: '.claude',
  },
  codex: {
    name: 'Codex CLI',
    service: 'openai',
    basePath: '/api',
    checkedVersion: '0.169.0',
    docsUrl: 'https://github.com/openai/codex/blob/main/docs/config.md',
    install: 'npm install -g @openai/codex',
    version: 'codex --version',
    run: 'codex',
    directory: '.codex',
  },
  gemini: {
    name: 'Gemini CLI',
    service: 'gemini',
    basePath: '/gemini',
    checkedVersion: '0.61.0',
    docsUrl: 'https://geminicli.com/docs/reference/configuration/',
    install: 'npm install -g @google/gemini-cli',
    version: 'gemini --version',
    run: 'gemini',
    directory: '.gemini',
  },
  opencode: {
    name: 'OpenCode',
    service: 'openai',
    basePath: '/api',
    checkedVersion: '1.18.33',
    docsUrl: 'https://opencode.ai/docs/providers/#custom-provider',
    install: 'npm install -g opencode-ai',
    version: 'opencode --version',
    run: 'opencode',
    directory: '.config/opencode',
  },
}

export const OPENCODE_INSTALL_SCRIPT = 'curl -fsSL https://opencode.ai/install | bash'

export const TOOL_NAMES = Object.fromEntries(TOOLS.map((tool) => [tool, TOOL_FACTS[tool].name])) as Record<
  Tool,
  string
>

export function toolBaseUrl(tool: Tool, apiOrigin: string): string {
  return `${apiOrigin}${TOOL_FACTS[tool].basePath}`
}

export const KEY_PLACEHOLDER = 'cr_your_api_key_here'

export function maskApiKey(key: string): string {
  if (key.length <= 12) return `${key.slice(0, 3)}…`
  return `${key.slice(0, 7)}…${key.slice(-5)}`
}

export const CC_SWITCH_TOOLS = TOOLS
export type CcSwitchTool = (typeof CC_SWITCH_TOOLS)[number]

export function ccSwitchTools(scope: ServiceScope | undefined): CcSwitchTool[] {
  return scope ? CC_SWITCH_TOOLS.filter((tool) => toolsInScope(scope).includes(tool)) : [...CC_SWITCH_TOOLS]
}

export const CC_SWITCH_RELEASES_URL = 'https://github.com/farion1231/cc-switch/releases'

export type ClaudeModelSlots = {
  model?: string
  haikuModel?: string
  sonnetModel?: string
  opusModel?: string
}

/** The key travels in this link, so it is only ever an `href`: never the page's URL, storage or a log. */
export function ccSwitchLink({
  tool,
  endpoint,
  apiKey,
  homepage,
  name = 'Relay Portal',
  claudeModels = {},
  apiOrigin = new URL(endpoint).origin,
  usageLabels = CC_SWITCH_USAGE_LABELS,
}: {
  tool: Tool
  endpoint: string
  apiKey: string
  apiOrigin?: string
  usageLabels?: CcSwitchUsageLabels
  homepage: string
  name?: string
  claudeModels?: ClaudeModelSlots
}): string {
  const query = new URLSearchParams({ resource: 'provider', app: tool, name, endpoint, apiKey, homepage })
  const models: ClaudeModelSlots =
    tool === 'claude' ? claudeModels : tool === 'codex' ? { model: OPENAI_MODEL } : {}
  for (const [slot, model] of Object.entries(models)) if (model) query.set(slot, model)
  if (tool === 'opencode') query.set('config', base64UrlUtf8(JSON.stringify(opencodeProvider(name))))
  query.set('usageEnabled', 'true')
  query.set('usageScript', base64UrlUtf8(ccSwitchUsageScript(keyQuotaUrl(apiOrigin), usageLabels)))
  query.set('usageAutoInterval', String(CC_SWITCH_USAGE_INTERVAL_MINUTES))
  // URLSearchParams writes a space as "+"; a literal "+" is already %2B, so every "+" left is a space.
  return `ccswitch://v1/import?${query.toString().replaceAll('+', '%20')}`
}

export function claudeVariables(baseUrl: string, apiKey: string): EnvVar[] {
  return [
    ['ANTHROPIC_BASE_URL', baseUrl],
    ['ANTHROPIC_AUTH_TOKEN', apiKey],
  ]
}

export function codexVariables(apiKey: string): EnvVar[] {
  return [['OPENAI_API_KEY', apiKey]]
}

export function geminiVariables(baseUrl: string, apiKey: string): EnvVar[] {
  return [
    ['GEMINI_API_KEY', apiKey],
    ['GOOGLE_GEMINI_BASE_URL', baseUrl],
  ]
}

/** opencode.json reads the key from this variable, so that the key never sits in the file. */
export const OPENCODE_KEY_VARIABLE = 'RELAY_API_KEY'

export function opencodeVariables(apiKey: string): EnvVar[] {
  return [[OPENCODE_KEY_VARIABLE, apiKey]]
}

export function toolVariables(tool: Tool, baseUrl: string, apiKey: string): EnvVar[] {
  switch (tool) {
    case 'claude':
      return claudeVariables(baseUrl, apiKey)
    case 'codex':
      return codexVariables(apiKey)
    case 'gemini':
      return geminiVariables(baseUrl, apiKey)
    case 'opencode':
      return opencodeVariables(apiKey)
  }
}

export function variableNames(tool: Tool): string[] {
  return toolVariables(tool, '', '').map(([name]) => name)
}

export function envExports(tool: Tool, key: string, baseUrl: string): string {
  return `${temporaryVariables('bash', toolVariables(tool, baseUrl, key))}\n`
}

export function claudeSettingsJson(baseUrl: string, apiKey: string): string {
  return JSON.stringify({ env: Object.fromEntries(claudeVariables(baseUrl, apiKey)) }, null, 2)
}

export const PROVIDER_ID = 'relay'

export const OPENAI_MODEL = 'gpt-5'

export function codexConfigToml(baseUrl: string, keySource: 'auth-file' | 'variable' = 'auth-file'): string {
  return [
    `model_provider = "${PROVIDER_ID}"`,
    `model = "${OPENAI_MODEL}"`,
    'model_reasoning_effort = "high"',
    '',
    `[model_providers.${PROVIDER_ID}]`,
    'name = "Relay Portal"',
    `base_url = ${tomlString(baseUrl)}`,
    'wire_api = "responses"',
    keySource === 'auth-file' ? 'requires_openai_auth = true' : 'env_key = "OPENAI_API_KEY"',
  ].join('\n')
}

export function codexAuthJson(apiKey: string): string {
  return JSON.stringify({ OPENAI_API_KEY: apiKey }, null, 2)
}

export function geminiSettingsJson(): string {
  return JSON.stringify({ security: { auth: { selectedType: 'gemini-api-key' } } }, null, 2)
}

export function geminiDotEnv(baseUrl: string, apiKey: string): string {
  return dotenvFile(geminiVariables(baseUrl, apiKey))
}

export function opencodeConfigJson(baseUrl: string): string {
  return JSON.stringify(
    {
      $schema: 'https://opencode.ai/config.json',
      model: `${PROVIDER_ID}/${OPENAI_MODEL}`,
      provider: {
        [PROVIDER_ID]: opencodeProvider('Relay Portal', {
          baseURL: baseUrl,
          apiKey: `{env:${OPENCODE_KEY_VARIABLE}}`,
        }),
      },
    },
    null,
    2,
  )
}

/** Also carried, without `options`, by CC Switch's link: keep it short. */
export function opencodeProvider(name: string, options: { baseURL?: string; apiKey?: string } = {}) {
  return { npm: '@ai-sdk/openai', name, options, models: { [OPENAI_MODEL]: {} } }
}

export function planScope(
  subscription: { status: string; plan: { serviceScope: ServiceScope } | null } | undefined,
): ServiceScope | undefined {
  if (subscription?.status !== 'active' && subscription?.status !== 'expiring_soon') return undefined
  return subscription.plan?.serviceScope
}

export function toolsInScope(scope: ServiceScope): Tool[] {
  return TOOLS.filter((tool) => scope === 'all' || TOOL_FACTS[tool].service === scope)
}

export function defaultTool(scope: ServiceScope | undefined): Tool {
  if (!scope) return 'claude'
  return toolsInScope(scope)[0] ?? 'claude'
}
