import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import en from '#locales/en/errors.json'
import type { ErrorCode } from '#src/lib/api/errors.ts'
import { ERROR_CODE_WORDING } from './error-codes.ts'

type TranslatedCode = Exclude<ErrorCode, 'VALIDATION_FAILED'>

/**
 * The reviewed pairs behind the rule "a translation replaces the body's sentence only when it says the
 * same thing": for each code the app translates, every sentence the mock answers it with, and the English
 * translation shown instead. A new or changed sentence on either side fails the test below until someone
 * has checked here that the two still say the same thing (`${…}` stands for a value filled in).
 */
const SAME_MEANING: Record<TranslatedCode, { mock: string[]; en: string }> = {
  UNAUTHORIZED: {
    mock: [
      // Only to a tool asking GET /api/key/quota with a key; no screen shows them (the console shows the status).
      'API key required',
      'Invalid API key',
      'Login required',
      'Your session has expired; please log in again',
      'Your session is invalid; please log in again',
    ],
    en: 'Please log in to continue.',
  },
  ACCOUNT_SUSPENDED: {
    mock: ['This account is suspended'],
    en: 'This account is suspended. Please contact support.',
  },
  INVALID_CREDENTIALS: { mock: ['Invalid email or password'], en: 'Incorrect email or password.' },
  ACCOUNT_NOT_FOUND: {
    mock: ['No account is registered with this email'],
    en: 'No account is registered with this email.',
  },
  EMAIL_TAKEN: {
    mock: ['This email is already registered'],
    en: 'This email is already registered. Try logging in instead.',
  },
  VERIFICATION_CODE_REQUIRED: {
    mock: [
      'A verification code is required',
      'A verification code is required to sign in; use login-with-code',
    ],
    en: 'Please enter the verification code sent to your email.',
  },
  VERIFICATION_CODE_INVALID: {
    mock: ['The verification code is invalid or has expired'],
    en: 'The verification code is wrong or has expired. Request a new one.',
  },
  RATE_LIMITED: {
    mock: [
      'Please wait ${wait} seconds before requesting another code',
      // Only to a tool asking GET /api/key/quota too often.
      'Too many quota requests with this key; please wait ${wait} seconds',
    ],
    en: 'Too many requests. Please wait a moment and try again.',
  },
  API_KEY_NOT_FOUND: { mock: ['API key not found'], en: 'This API key no longer exists.' },
  API_KEY_LIMIT_REACHED: {
    mock: ['Maximum API keys limit reached'],
    en: 'Maximum API keys limit reached',
  },
  ACTIVATION_CODE_INVALID: {
    mock: ['Invalid activation code'],
    en: 'This activation code doesn’t exist. Please check the code.',
  },
  ACTIVATION_CODE_USED: {
    mock: ['This activation code has already been used'],
    en: 'This activation code has already been used.',
  },
  ACTIVATION_CODE_EXPIRED: {
    mock: ['This activation code has expired'],
    en: 'This activation code has expired.',
  },
  PACKAGE_NOT_FOUND: {
    mock: ['Benefit package not found'],
    en: 'There is no benefit package with this code.',
  },
  PACKAGE_NOT_STARTED: {
    mock: ['This benefit package cannot be claimed yet'],
    en: 'This benefit package can’t be claimed yet.',
  },
  PACKAGE_ENDED: {
    mock: ['This benefit package can no longer be claimed'],
    en: 'This benefit package can no longer be claimed.',
  },
  PACKAGE_ALREADY_CLAIMED: {
    mock: ['You have already claimed this benefit package'],
    en: 'You have already claimed this benefit package.',
  },
  PACKAGE_NOT_ELIGIBLE: {
    mock: ['Only accounts that have not claimed a benefit package before can claim this one'],
    en: 'Only accounts that haven’t claimed a benefit package before can claim this one.',
  },
  NOT_FOUND: {
    mock: [
      'No such API endpoint: ${request.method} ${new URL(request.url).pathname}',
      "No such mock endpoint: ${method} ${path || '/__mock'}",
      'Not found: ${req.method} ${path}',
    ],
    en: 'The requested item wasn’t found.',
  },
  PAYLOAD_TOO_LARGE: { mock: ['The request body is larger than 1 MB'], en: 'The request is too large.' },
  INTERNAL_ERROR: {
    mock: ['Internal server error'],
    en: 'The server ran into a problem. Please try again later.',
  },
}

const contract = parse(readFileSync('openapi.yaml', 'utf8')) as {
  components: { schemas: { ErrorCode: { enum: string[]; 'x-codes-with-details': string[] } } }
}
const errorCode = contract.components.schemas.ErrorCode

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

/** Every (code, sentence) the mock's source answers with: `apiError`/`refuse` calls and `{ error, code }`. */
function mockSentences(): Map<string, Set<string>> {
  const text = String.raw`'([^'\n]*)'|` + '`([^`\\n]*)`'
  const call = new RegExp(String.raw`(?:apiError|refuse)\((?:\s*\d+,)?\s*'([A-Z_]+)',\s*(?:${text})`, 'g')
  const literal = new RegExp(String.raw`error:\s*(?:${text}),\s*code:\s*'([A-Z_]+)'`, 'g')
  const found = new Map<string, Set<string>>()
  const add = (code: string, sentence: string) =>
    found.set(code, (found.get(code) ?? new Set()).add(sentence))
  for (const file of sourceFiles('mocks')) {
    const source = readFileSync(file, 'utf8')
    for (const [, code = '', quoted, templated] of source.matchAll(call)) add(code, quoted ?? templated ?? '')
    for (const [, quoted, templated, code = ''] of source.matchAll(literal))
      add(code, quoted ?? templated ?? '')
  }
  return found
}

test('the app words every error code of the contract, and only those', () => {
  expect(Object.keys(ERROR_CODE_WORDING).sort()).toEqual([...errorCode.enum].sort())
})

test('the app shows the body’s sentence for exactly the codes the contract says carry details', () => {
  const body = Object.entries(ERROR_CODE_WORDING).filter(([, wording]) => wording === 'body')
  expect(body.map(([code]) => code).sort()).toEqual([...errorCode['x-codes-with-details']].sort())
})

test('for every translated code, the mock’s sentences and the English translation are the reviewed pair', () => {
  const found = mockSentences()
  for (const [code, pair] of Object.entries(SAME_MEANING)) {
    expect(ERROR_CODE_WORDING[code as ErrorCode], code).toBe('translated')
    expect([...(found.get(code) ?? [])].sort(), code).toEqual([...pair.mock].sort())
    expect(en[code as keyof typeof en], code).toBe(pair.en)
  }
})
