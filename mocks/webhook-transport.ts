// Node only: the mock server's real POST of a webhook. The browser mock installs none.
import { isLoopbackHost, type WebhookTransport } from './webhook.ts'

export const WEBHOOK_TIMEOUT_MS = 5_000

export interface WebhookTransportOptions {
  /** Host names (lower case) the operator allowed besides loopback (`--allow-webhook-host`). */
  allowedHosts?: readonly string[]
  /** Default {@link WEBHOOK_TIMEOUT_MS}. */
  timeoutMs?: number
}

function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `No answer within ${timeoutMs / 1000} s`
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
  if (typeof cause?.code === 'string') return `Could not connect (${cause.code})`
  return error instanceof Error ? error.message : String(error)
}

/**
 * POSTs to loopback, or to a host the operator allowed; a redirect is answered as it is, never followed, so a
 * receiver cannot send the mock on to another address.
 */
export function createWebhookTransport(options: WebhookTransportOptions = {}): WebhookTransport {
  const allowed = new Set((options.allowedHosts ?? []).map((host) => host.toLowerCase()))
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS
  return async ({ url, body, headers }) => {
    const { hostname } = new URL(url)
    if (!isLoopbackHost(hostname) && !allowed.has(hostname.toLowerCase())) {
      return {
        error: `The mock server posts only to loopback; start it with --allow-webhook-host ${hostname} to allow this host`,
      }
    }
    try {
      const response = await fetch(url, {
        method: 'POST',
        body,
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
      await response.body?.cancel()
      return { status: response.status }
    } catch (error) {
      return { error: reasonOf(error, timeoutMs) }
    }
  }
}
