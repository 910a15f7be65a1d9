/**
 * What the contract allows of a webhook URL, checked before sending so the reason shows in the user's language;
 * `privateAddress` only the backend can tell.
 */
export type WebhookUrlProblem = 'invalid' | 'scheme' | 'credentials' | 'httpNotLoopback' | 'privateAddress'

const IPV4_LOOPBACK = /^127(?:\.\d{1,3}){3}$/

function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || IPV4_LOOPBACK.test(host)
}

/**
 * `https`, or `http` to this computer only; no user name or password. Private addresses are the backend's to
 * refuse: a name may resolve to one, which only the backend can see.
 */
export function webhookUrlProblem(text: string): WebhookUrlProblem | null {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return 'invalid'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme'
  if (url.username || url.password) return 'credentials'
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) return 'httpNotLoopback'
  return null
}

/** The backend's refusal of `url` by a `ValidationRule`, in the form's words; `undefined` for a rule without any. */
export function refusedWebhookUrlProblem(rule: string, url: string): WebhookUrlProblem | undefined {
  switch (rule) {
    case 'format':
      return 'invalid'
    case 'scheme':
      return /^\s*http:/i.test(url) ? 'httpNotLoopback' : 'scheme'
    case 'credentials':
    case 'privateAddress':
      return rule
    default:
      return undefined
  }
}

export type NumberListProblem = 'format' | 'range' | 'tooMany'

/** The backend's refusal of a list of numbers by a `ValidationRule`; `undefined` for a rule without words. */
export function refusedNumberListProblem(rule: string): NumberListProblem | undefined {
  switch (rule) {
    case 'type':
      return 'format'
    case 'minimum':
    case 'maximum':
      return 'range'
    case 'maxItems':
      return 'tooMany'
    default:
      return undefined
  }
}

export type NumberListResult = { ok: true; values: number[] } | { ok: false; problem: NumberListProblem }

/** The contract's lists hold at most 5 whole numbers. */
export const MAX_LIST_ITEMS = 5

/**
 * "80, 100" → [80, 100]: whole numbers separated by commas or spaces (the ideographic comma too), each within
 * `min`–`max`, repeats counted once, in ascending order. Empty text is an empty list (no alerts).
 */
export function parseNumberList(text: string, min: number, max: number): NumberListResult {
  const parts = text.split(/[\s,，、]+/u).filter(Boolean)
  if (!parts.every((part) => /^\d{1,3}$/.test(part))) return { ok: false, problem: 'format' }
  const values = [...new Set(parts.map(Number))].sort((a, b) => a - b)
  if (values.some((value) => value < min || value > max)) return { ok: false, problem: 'range' }
  if (values.length > MAX_LIST_ITEMS) return { ok: false, problem: 'tooMany' }
  return { ok: true, values }
}

export function formatNumberList(values: readonly number[]): string {
  return values.join(', ')
}
