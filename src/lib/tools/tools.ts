/**
 * The assistants the relay serves, and everything the pages need to point one at it: its address under the
 * API origin, the variables and files it reads, the CC Switch link, and how a key is shown. Pure: every value
 * that depends on the deployment (the origin, the key) is a parameter, so the guide, the keys tab and the
 * tests build the same text from the same facts.
 *
 * Each tool's facts were checked against the CLI version in {@link TOOL_FACTS} and its official docs; when a
 * new release changes a variable or a file, update the facts, the version and the tests together.
 */
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

export type ToolFacts = {
  /** The product's name, the same in every language. */
  name: string
  /** The upstream service a plan's `serviceScope` names for it. */
  service: Exclude<ServiceScope, 'all'>
  /** The path under the API origin the tool calls. */
  basePath: string
  /** The version of the CLI these facts were checked against. */
  checkedVersion: string
  /** The official page that documents the variables and files below. */
  docsUrl: string
  install: string
  version: string
  /** The command that starts it. */
  run: string
  directory: ConfigDirectory
}

export const TOOL_FACTS: Record<Tool, ToolFacts> = {
  // ANTHROPIC_BASE_URL and ANTHROPIC_AUTH_TOKEN as variables or in settings.json's `env` object.
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
  // config.toml's [model_providers.<id>] with `base_url`, `wire_api = "responses"`, and the key from auth.json
  // (`requires_openai_auth`) or from the variable `env_key` names.
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
  // GEMINI_API_KEY, and GOOGLE_GEMINI_BASE_URL (read by the @google/genai client the CLI is built on); the CLI
  // loads both from ~/.gemini/.env too. settings.json's security.auth.selectedType "gemini-api-key" skips the
  // Google sign-in prompt.
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
  // ~/.config/opencode/opencode.json (on Windows too): a `provider` entry with an AI SDK package, `options.baseURL`
  // and `options.apiKey`, where `{env:NAME}` is replaced by the variable's value.
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

/** OpenCode's own installer for macOS and Linux, an alternative to npm. */
export const OPENCODE_INSTALL_SCRIPT = 'curl -fsSL https://opencode.ai/install | bash'

/** Product names, the same in every language. */
export const TOOL_NAMES = Object.fromEntries(TOOLS.map((tool) => [tool, TOOL_FACTS[tool].name])) as Record<
  Tool,
  string
>

/** The address a tool calls: the API origin (no trailing slash) and the tool's path. */
export function toolBaseUrl(tool: Tool, apiOrigin: string): string {
  return `${apiOrigin}${TOOL_FACTS[tool].basePath}`
}

/** What a visitor sees (and must replace) in place of a key. */
export const KEY_PLACEHOLDER = 'cr_your_api_key_here'

/**
 * A key as every screen shows it: the `cr_` prefix and four characters, an ellipsis, the last five. A key of
 * twelve characters or fewer would show most of itself that way, so it keeps only its first three.
 */
export function maskApiKey(key: string): string {
  if (key.length <= 12) return `${key.slice(0, 3)}…`
  return `${key.slice(0, 7)}…${key.slice(-5)}`
}

/**
 * The tools the keys list offers to import into CC Switch: every tool. CC Switch's provider import takes the
 * apps `claude`, `codex`, `gemini`, `opencode`, `openclaw`, `hermes` and `grokbuild` (farion1231/cc-switch,
 * src-tauri/src/deeplink/parser.rs at commit 14564a05; the last three are not tools the relay serves). For
 * `opencode`, deeplink/provider.rs (`build_opencode_settings`, same commit) writes an `@ai-sdk/openai-compatible`
 * provider (Chat Completions) unless the link carries an inline `config`: a JSON provider entry whose `options`
 * is an object is then kept as it is, with the link's `endpoint` and `apiKey` written into `options.baseURL` and
 * `options.apiKey`. So the link carries the guide's entry (`@ai-sdk/openai`, the Responses API Codex calls; see
 * {@link opencodeProvider}), and CC Switch's usage query finds the key and address there (provider.rs,
 * `resolve_usage_credentials`). A CC Switch from before that `config` passthrough would import a provider the
 * relay does not answer; the guide keeps its manual opencode.json for anyone without CC Switch.
 */
export const CC_SWITCH_TOOLS = TOOLS
export type CcSwitchTool = (typeof CC_SWITCH_TOOLS)[number]

/** The tools a plan covers that CC Switch imports, in the menu's order; every one without a plan. */
export function ccSwitchTools(scope: ServiceScope | undefined): CcSwitchTool[] {
  return scope ? CC_SWITCH_TOOLS.filter((tool) => toolsInScope(scope).includes(tool)) : [...CC_SWITCH_TOOLS]
}

/** Where CC Switch is downloaded, for visitors whose system does not open its links. */
export const CC_SWITCH_RELEASES_URL = 'https://github.com/farion1231/cc-switch/releases'

/** Claude Code's model variables, as CC Switch names them in a link (each optional). */
export type ClaudeModelSlots = {
  model?: string
  haikuModel?: string
  sonnetModel?: string
  opusModel?: string
}

/**
 * The CC Switch deep link that adds the relay as a provider of one tool, with CC Switch's usage query of the
 * key's quota. The key has to travel in it (that is the link's purpose), so it is only ever an `href`, never the
 * page's own URL, storage or a log.
 *
 * Format `ccswitch://v1/import?resource=provider&app=…&name=…&endpoint=…&apiKey=…&homepage=…[&model=…][&config=…]
 * &usageEnabled=true&usageScript=…&usageAutoInterval=…`, as CC Switch's v1 parser reads it (farion1231/cc-switch,
 * src-tauri/src/deeplink/parser.rs at commit 14564a05 and provider.rs, which take the v3.7.1 Claude model slots
 * and the v3.8–3.9 optional fields): `name` is required; `endpoint` and `apiKey` are required for an import
 * without a config file; `homepage` is inferred from the endpoint when absent, so the portal gives its own
 * origin. Per app, `model` becomes ANTHROPIC_MODEL (Claude Code, with `haikuModel`/`sonnetModel`/`opusModel` for
 * its ANTHROPIC_DEFAULT_*_MODEL slots), config.toml's `model` (Codex, which otherwise gets CC Switch's own
 * default, so the link names the model our config uses) or GEMINI_MODEL (Gemini). Claude Code and Gemini CLI
 * keep their own default models unless told. OpenCode gets its provider entry as `config` (Base64 of the JSON,
 * URL-safe; see {@link CC_SWITCH_TOOLS}). The usage query (see {@link ccSwitchUsageScript}) asks the API's
 * `/api/key/quota` with the provider's key every {@link CC_SWITCH_USAGE_INTERVAL_MINUTES} minutes; CC Switch
 * only lets it ask the endpoint's host and port, which the API origin is.
 */
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
  /** The API origin the endpoint is under (an origin has no path, so the endpoint's own by default). */
  apiOrigin?: string
  /** The usage query's texts, in the page's language (English by default). */
  usageLabels?: CcSwitchUsageLabels
  /** The portal's origin, shown in CC Switch as the provider's website. */
  homepage: string
  name?: string
  /** Only for Claude Code. */
  claudeModels?: ClaudeModelSlots
}): string {
  const query = new URLSearchParams({ resource: 'provider', app: tool, name, endpoint, apiKey, homepage })
  const models: ClaudeModelSlots =
    tool === 'claude' ? claudeModels : tool === 'codex' ? { model: OPENAI_MODEL } : {}
  for (const [slot, model] of Object.entries(models)) if (model) query.set(slot, model)
  // OpenCode's whole provider entry, without the address and key the link gives (see CC_SWITCH_TOOLS).
  if (tool === 'opencode') query.set('config', base64UrlUtf8(JSON.stringify(opencodeProvider(name))))
  query.set('usageEnabled', 'true')
  query.set('usageScript', base64UrlUtf8(ccSwitchUsageScript(keyQuotaUrl(apiOrigin), usageLabels)))
  query.set('usageAutoInterval', String(CC_SWITCH_USAGE_INTERVAL_MINUTES))
  // URLSearchParams writes a space as "+"; a literal "+" is already %2B, so every "+" left is a space.
  return `ccswitch://v1/import?${query.toString().replaceAll('+', '%20')}`
}

/** The variables Claude Code reads. */
export function claudeVariables(baseUrl: string, apiKey: string): EnvVar[] {
  return [
    ['ANTHROPIC_BASE_URL', baseUrl],
    ['ANTHROPIC_AUTH_TOKEN', apiKey],
  ]
}

/** The variable Codex CLI reads when its provider names it with `env_key`. */
export function codexVariables(apiKey: string): EnvVar[] {
  return [['OPENAI_API_KEY', apiKey]]
}

/** The variables Gemini CLI reads: the key, and the address its Gemini API client calls. */
export function geminiVariables(baseUrl: string, apiKey: string): EnvVar[] {
  return [
    ['GEMINI_API_KEY', apiKey],
    ['GOOGLE_GEMINI_BASE_URL', baseUrl],
  ]
}

/** The variable opencode.json reads the key from, so that the key never sits in the file. */
export const OPENCODE_KEY_VARIABLE = 'RELAY_API_KEY'

export function opencodeVariables(apiKey: string): EnvVar[] {
  return [[OPENCODE_KEY_VARIABLE, apiKey]]
}

/** The variables a tool's guide sets in the terminal, for the tool at `baseUrl` with `apiKey`. */
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

/** The names of those variables, for printing them back. */
export function variableNames(tool: Tool): string[] {
  return toolVariables(tool, '', '').map(([name]) => name)
}

/**
 * The bash/zsh lines that set `tool`'s variables for the relay at `baseUrl` with `key`, every value quoted for the
 * shell, ending in a line break so that they paste as they are.
 */
export function envExports(tool: Tool, key: string, baseUrl: string): string {
  return `${temporaryVariables('bash', toolVariables(tool, baseUrl, key))}\n`
}

/** Claude Code's settings file with the variables in its `env` object. */
export function claudeSettingsJson(baseUrl: string, apiKey: string): string {
  return JSON.stringify({ env: Object.fromEntries(claudeVariables(baseUrl, apiKey)) }, null, 2)
}

/** The provider id of the relay in Codex's config.toml and OpenCode's opencode.json. */
export const PROVIDER_ID = 'relay'

/** The model the Codex and OpenCode configs start with. */
export const OPENAI_MODEL = 'gpt-5'

/** Codex's config.toml: the relay as the model provider, the key read from auth.json (or from a variable). */
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

/** Codex's auth.json holding the key. */
export function codexAuthJson(apiKey: string): string {
  return JSON.stringify({ OPENAI_API_KEY: apiKey }, null, 2)
}

/** Gemini CLI's settings.json: sign in with a Gemini API key (the relay's) rather than a Google account. */
export function geminiSettingsJson(): string {
  return JSON.stringify({ security: { auth: { selectedType: 'gemini-api-key' } } }, null, 2)
}

/** ~/.gemini/.env, which Gemini CLI loads at start, holding the same variables as the terminal would. */
export function geminiDotEnv(baseUrl: string, apiKey: string): string {
  return dotenvFile(geminiVariables(baseUrl, apiKey))
}

/**
 * OpenCode's opencode.json: the relay as a provider through the AI SDK's OpenAI package, which calls the
 * Responses API Codex calls, at the same address; the key comes from {@link OPENCODE_KEY_VARIABLE}.
 */
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

/**
 * The relay as an entry of opencode.json's `provider`, for the guide and for CC Switch's import (which fills in
 * `options` itself): the AI SDK's OpenAI package, which calls the Responses API, and the model. OpenCode names a
 * model by its id when the entry gives no `name`; the entry stays that short because CC Switch's link carries it.
 */
export function opencodeProvider(name: string, options: { baseURL?: string; apiKey?: string } = {}) {
  return { npm: '@ai-sdk/openai', name, options, models: { [OPENAI_MODEL]: {} } }
}

/** The scope of a subscription in force (`getMySubscription`); none, or one that ended, gives no scope. */
export function planScope(
  subscription: { status: string; plan: { serviceScope: ServiceScope } | null } | undefined,
): ServiceScope | undefined {
  if (subscription?.status !== 'active' && subscription?.status !== 'expiring_soon') return undefined
  return subscription.plan?.serviceScope
}

/** The tools a plan covers: every tool for `all`, else the tools of its one service. */
export function toolsInScope(scope: ServiceScope): Tool[] {
  return TOOLS.filter((tool) => scope === 'all' || TOOL_FACTS[tool].service === scope)
}

/**
 * The tool a guide opens on for a plan: Claude Code when the plan covers it or there is no plan, else the
 * first tool the plan covers (Codex CLI for an OpenAI-only plan, Gemini CLI for a Gemini-only one).
 */
export function defaultTool(scope: ServiceScope | undefined): Tool {
  if (!scope) return 'claude'
  return toolsInScope(scope)[0] ?? 'claude'
}
