// Web Crypto only, so the same code runs in the browser, in Vitest and in Playwright.

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Rejection sampling, so no character of `alphabet` (at most 256) is favoured. */
export function randomString(length: number, alphabet: string = ALPHANUMERIC): string {
  const limit = 256 - (256 % alphabet.length)
  let result = ''
  while (result.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2))
    for (const byte of bytes) {
      if (byte < limit) result += alphabet[byte % alphabet.length]
      if (result.length === length) break
    }
  }
  return result
}

export function randomHex(bytes: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(bytes)))
}

export function generateApiKey(): string {
  return `cr_${randomString(48)}`
}

export function generateSessionToken(): string {
  return `sess_${randomString(48)}`
}

/** Names a session in lists and URLs, so its token never leaves the answer that signed in. */
export function generateSessionId(): string {
  return `ses_${randomString(16)}`
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))
}

/** PBKDF2 iterations for new hashes; stored in each hash, so old hashes keep verifying if it changes. */
export const PBKDF2_ITERATIONS = 20_000

export async function hashPassword(password: string, saltHex: string = randomHex(16)): Promise<string> {
  const hash = await pbkdf2(password, fromHex(saltHex), PBKDF2_ITERATIONS)
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${saltHex}$${toHex(hash)}`
}

/** A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterationsText, saltHex, hashHex] = stored.split('$')
  const iterations = Number(iterationsText)
  if (scheme !== 'pbkdf2-sha256' || !Number.isInteger(iterations) || iterations < 1 || !saltHex || !hashHex) {
    return false
  }
  const actual = toHex(await pbkdf2(password, fromHex(saltHex), iterations))
  // Compare every character so the time taken does not depend on where the first difference is.
  let difference = actual.length ^ hashHex.length
  for (let index = 0; index < actual.length; index += 1) {
    difference |= actual.charCodeAt(index) ^ hashHex.charCodeAt(index % hashHex.length)
  }
  return difference === 0
}

async function pbkdf2(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256)
  return new Uint8Array(bits)
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.floor(hex.length / 2))
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16) || 0
  }
  return bytes
}
