import { mockNow } from './clock.ts'
// Runs in the browser mock too (Web Crypto only); the POST itself is a transport only the mock server installs,
// so the browser mock records webhooks without sending them.
import { randomString } from './crypto.ts'
import { recordWebhook, setDelivery, type OutboxReason } from './outbox.ts'
import type { ValidationRule } from './validation.ts'

/** The contract's rules a refused webhook URL breaks; each has its own words in the client. */
export type WebhookUrlRule = Extract<ValidationRule, 'format' | 'scheme' | 'credentials' | 'privateAddress'>

export type WebhookUrlCheck = { ok: true } | { ok: false; rule: WebhookUrlRule; reason: string }

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/** `localhost` and its subdomains resolve to loopback by RFC 6761; 127.0.0.0/8 and ::1 are loopback. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  if (LOOPBACK_NAMES.has(host) || host.endsWith('.localhost')) return true
  const v4 = parseIpv4(host)
  return v4 !== null && v4[0] === 127
}

function parseIpv4(host: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host)
  if (!match) return null
  const parts = match.slice(1).map(Number)
  return parts.every((part) => part <= 255) ? parts : null
}

/** Why an IPv4 address may not receive webhooks, or null when it may (a public one, or loopback). */
function refusedIpv4(parts: readonly number[]): string | null {
  const [a = 0, b = 0] = parts
  if (a === 127) return null
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'a private address'
  if (a === 169 && b === 254) return 'a link-local address'
  if (a === 100 && b >= 64 && b <= 127) return 'a shared (carrier-grade NAT) address'
  if (a === 0) return 'an unspecified address'
  if (a >= 224) return 'a multicast or reserved address'
  return null
}

/** The URL parser has already normalised the address: lower case, compressed, IPv4-mapped as `::ffff:hhhh:hhhh`. */
function refusedIpv6(address: string): string | null {
  if (address === '::1') return null
  if (address === '::') return 'an unspecified address'
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address)
  if (mapped) {
    const high = parseInt(mapped[1] ?? '0', 16)
    const low = parseInt(mapped[2] ?? '0', 16)
    return refusedIpv4([high >> 8, high & 255, low >> 8, low & 255])
  }
  const first = parseInt(address.split(':')[0] || '0', 16)
  if ((first & 0xfe00) === 0xfc00) return 'a unique-local address'
  if ((first & 0xffc0) === 0xfe80) return 'a link-local address'
  if ((first & 0xff00) === 0xff00) return 'a multicast address'
  return null
}

/**
 * The rules a webhook URL must meet, with the reason when it does not: https, or http to loopback only; no
 * credentials; no private, link-local or unique-local address other than loopback. A host name is not resolved
 * here: the mock server only POSTs to loopback or to hosts its operator allowed.
 */
export function checkWebhookUrl(text: string): WebhookUrlCheck {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { ok: false, rule: 'format', reason: 'The webhook URL is not a valid absolute URL' }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return {
      ok: false,
      rule: 'scheme',
      reason: `The webhook URL must use https (or http to localhost), not ${url.protocol}`,
    }
  }
  if (url.username !== '' || url.password !== '') {
    return {
      ok: false,
      rule: 'credentials',
      reason: 'The webhook URL must not contain a user name or password',
    }
  }
  const host = url.hostname
  const refused = host.startsWith('[')
    ? refusedIpv6(host.slice(1, -1))
    : ((ipv4) => (ipv4 ? refusedIpv4(ipv4) : null))(parseIpv4(host))
  if (refused) return { ok: false, rule: 'privateAddress', reason: `The webhook URL points to ${refused}` }
  if (url.protocol === 'http:' && !isLoopbackHost(host)) {
    return {
      ok: false,
      rule: 'scheme',
      reason: 'The webhook URL must use https unless it points to localhost',
    }
  }
  return { ok: true }
}

export function generateWebhookSecret(): string {
  return `whsec_${randomString(32)}`
}

/** `sha256=<hex>` of HMAC-SHA256, keyed with the secret, over `<timestamp>.<body>`. */
export async function signWebhook(secret: string, timestamp: number, body: string): Promise<string> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`))
  return `sha256=${Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

export interface WebhookRequest {
  url: string
  body: string
  headers: Record<string, string>
}

/** The receiver's status, or why it could not be reached. */
export type WebhookAnswer = { status: number } | { error: string }

export type WebhookTransport = (request: WebhookRequest) => Promise<WebhookAnswer>

let transport: WebhookTransport | null = null

/** The mock server installs a real POST; without one (the browser mock, unit tests) webhooks are only recorded. */
export function setWebhookTransport(next: WebhookTransport | null): void {
  transport = next
}

export const NOT_SENT_BY_BROWSER_MOCK =
  'Recorded in the outbox only: the in-browser mock sends no webhooks (the mock server does)'

export interface WebhookResult {
  delivered: boolean
  status: number | null
  error: string | null
}

/** Records the webhook in the outbox, then POSTs it signed when a transport is installed. */
export async function sendWebhook(
  message: { url: string; secret: string; subject: string; payload: unknown; reason: OutboxReason },
  now: number = mockNow(),
): Promise<WebhookResult> {
  const body = JSON.stringify(message.payload)
  const entry = recordWebhook(
    { to: message.url, subject: message.subject, body, reason: message.reason },
    now,
  )
  if (!transport) return { delivered: false, status: null, error: NOT_SENT_BY_BROWSER_MOCK }
  const timestamp = Math.floor(now / 1000)
  let answer: WebhookAnswer
  try {
    answer = await transport({
      url: message.url,
      body,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Relay-Webhook/1',
        'X-Relay-Timestamp': String(timestamp),
        'X-Relay-Signature': await signWebhook(message.secret, timestamp, body),
      },
    })
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) }
  }
  if ('error' in answer) {
    setDelivery(entry.id, `Failed: ${answer.error}`)
    return { delivered: false, status: null, error: answer.error }
  }
  const delivered = answer.status >= 200 && answer.status < 300
  setDelivery(entry.id, `HTTP ${answer.status}`)
  return {
    delivered,
    status: answer.status,
    error: delivered ? null : `The receiver answered HTTP ${answer.status}`,
  }
}
