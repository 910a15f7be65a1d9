import { apiBaseUrl } from '../../../config/runtime.ts'

/** A key as the list shows it: the `cr_` prefix and four characters, an ellipsis, the last five. */
export function maskApiKey(key: string): string {
  if (key.length <= 12) return key
  return `${key.slice(0, 7)}…${key.slice(-5)}`
}

/** A value in POSIX single quotes (`'` written as `'\''`), so no key a backend sends can become a command. */
function quotePosix(value: string): string {
  return `'${value.replaceAll("'", "'\\''")}'`
}

/** The bash/zsh lines that point Claude Code at the relay with `key`, every value quoted for the shell. */
export function envExports(key: string, baseUrl: string = apiBaseUrl()): string {
  return `export ANTHROPIC_BASE_URL=${quotePosix(baseUrl)}\nexport ANTHROPIC_AUTH_TOKEN=${quotePosix(key)}\n`
}

/**
 * The CC Switch deep link that adds the relay as a Claude Code provider. The key has to travel in it (that
 * is the link's purpose), so it is only ever an `href`, never the page's own URL.
 */
export function ccSwitchLink(key: string, baseUrl: string = apiBaseUrl()): string {
  const params = new URLSearchParams({
    resource: 'provider',
    app: 'claude',
    name: 'Relay Portal',
    endpoint: baseUrl,
    apiKey: key,
  })
  // URLSearchParams writes spaces as "+"; CC Switch expects percent-encoding (a literal "+" is already %2B).
  return `ccswitch://v1/import?${params.toString().replaceAll('+', '%20')}`
}
