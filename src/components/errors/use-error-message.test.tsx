import { renderHook } from '@testing-library/react'
import i18next from 'i18next'
import { expect, onTestFinished, test } from 'vitest'
import { ApiError, networkError } from '#src/lib/api/errors.ts'
import type { ErrorCode } from '#src/lib/api/errors.ts'
import { ERROR_CODE_WORDING } from './error-codes.ts'
import { useAttemptErrorMessage, useErrorMessage } from './use-error-message.ts'

function messageOf(error: unknown) {
  const { result } = renderHook(() => useErrorMessage())
  return result.current(error)
}

function attemptMessageOf(error: unknown) {
  const { result } = renderHook(() => useAttemptErrorMessage())
  return result.current(error)
}

const translatedCodes = (Object.keys(ERROR_CODE_WORDING) as ErrorCode[]).filter(
  (code) => ERROR_CODE_WORDING[code] === 'translated',
)

test.each(translatedCodes)('a Japanese reader sees the app’s translation of %s', async (code) => {
  await i18next.changeLanguage('ja')
  const message = messageOf(new ApiError({ status: 409, code, message: 'An English sentence' }))
  expect(message).toBe(i18next.t(`errors:${code}`, { lng: 'ja' }))
  expect(message).not.toBe(i18next.t(`errors:${code}`, { lng: 'en' }))
})

test('a Japanese reader sees the sentence of VALIDATION_FAILED after a lead-in in Japanese', async () => {
  await i18next.changeLanguage('ja')
  const sentence = 'password: must be 8 to 128 characters with at least one letter and one digit'
  const message = messageOf(new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: sentence }))
  expect(message).toBe(i18next.t('errors:notAccepted', { lng: 'ja', detail: sentence }))
  expect(message).toContain(sentence)
  expect(message).not.toBe(i18next.t('errors:notAccepted', { lng: 'en', detail: sentence }))
})

test('a reader sees the body’s sentence for a code the contract does not declare', () => {
  const error = new ApiError({
    status: 409,
    code: 'PACKAGE_PAUSED',
    message: 'Claims are paused until Monday',
  })
  expect(messageOf(error)).toBe('Claims are paused until Monday')
})

test('a code that only matches one of the app’s own messages still shows the body’s sentence', () => {
  for (const code of ['network', 'http', 'unknown', 'sessionExpired', 'toString']) {
    expect(messageOf(new ApiError({ status: 500, code, message: `The ${code} failed` }))).toBe(
      `The ${code} failed`,
    )
  }
})

test('a translated code without a sentence in the body still reads as its translation', () => {
  expect(messageOf(new ApiError({ status: 409, code: 'PACKAGE_ENDED' }))).toBe(
    'This benefit package can no longer be claimed.',
  )
})

test('a body without a sentence or a known code reads as its HTTP status', () => {
  expect(messageOf(new ApiError({ status: 502 }))).toBe('The server answered with an error (status 502).')
})

test('a failed validation without a sentence reads as the translation of its code', () => {
  expect(messageOf(new ApiError({ status: 400, code: 'VALIDATION_FAILED' }))).toBe(
    'Some of the information you entered isn’t valid. Please check it and try again.',
  )
})

test('a network failure and a non-API failure have their own messages', () => {
  expect(messageOf(networkError(new TypeError('Failed to fetch')))).toBe('Network error')
  expect(messageOf(new Error('boom'))).toBe('Unknown error')
})

test.each([
  [1, 'Too many attempts. Try again in 1 second.'],
  [42, 'Too many attempts. Try again in 42 seconds.'],
  [60, 'Too many attempts. Try again in 1 minute.'],
  [61, 'Too many attempts. Try again in 2 minutes.'],
  [900, 'Too many attempts. Try again in 15 minutes.'],
  [3_600, 'Too many attempts. Try again in 60 minutes.'],
  [3_601, 'Too many attempts. Try again in 2 hours.'],
])('a reader of a guarded form held for %i seconds is told when to try again', (seconds, message) => {
  const error = new ApiError({
    status: 429,
    code: 'RATE_LIMITED',
    message: 'Slow down',
    retryAfterSeconds: seconds,
  })
  expect(attemptMessageOf(error)).toBe(message)
})

test('a limit without Retry-After, or outside a guarded form, keeps the plain translation', () => {
  const plain = 'Too many requests. Please wait a moment and try again.'
  expect(attemptMessageOf(new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Slow down' }))).toBe(
    plain,
  )
  expect(messageOf(new ApiError({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 900 }))).toBe(plain)
})

test.each([
  ['en', 'Too many wrong codes. This step is locked; try again in 10 minutes.'],
  ['ru', 'Слишком много неверных кодов, этот шаг заблокирован. Попробуйте снова через 10 минут.'],
  ['ja', '間違ったコードが多すぎるため、このステップはロックされています。10分後にもう一度お試しください。'],
])(
  'a %s reader whose two-step codes are locked reads that plainly, with when to try again',
  async (language, message) => {
    await i18next.changeLanguage(language)
    onTestFinished(async () => {
      await i18next.changeLanguage('en')
    })
    const error = new ApiError({ status: 429, code: 'TWO_FACTOR_LOCKED', retryAfterSeconds: 600 })
    expect(attemptMessageOf(error)).toBe(message)
  },
)

test('a guarded form reads other failures as every form does', () => {
  const wrong = new ApiError({ status: 401, code: 'INVALID_CREDENTIALS', retryAfterSeconds: 5 })
  expect(attemptMessageOf(wrong)).toBe('Incorrect email or password.')
  const other = new ApiError({
    status: 429,
    code: 'QUOTA_EXCEEDED',
    message: 'Over quota',
    retryAfterSeconds: 5,
  })
  expect(attemptMessageOf(other)).toBe('Over quota')
  expect(attemptMessageOf(networkError())).toBe('Network error')
})

test.each([
  ['ru', 900, 'Слишком много попыток. Попробуйте снова через 15 минут.'],
  ['ru', 60, 'Слишком много попыток. Попробуйте снова через 1 минуту.'],
  ['ru', 42, 'Слишком много попыток. Попробуйте снова через 42 секунды.'],
  ['ja', 900, '試行回数が多すぎます。15分後にもう一度お試しください。'],
  ['zh-CN', 900, '尝试次数过多，请15分钟后重试。'],
  ['zh-TW', 42, '嘗試次數過多，請在 42 秒後重試。'],
])(
  'a %s reader held for %i seconds reads when to try again in their language',
  async (language, seconds, message) => {
    await i18next.changeLanguage(language)
    onTestFinished(async () => {
      await i18next.changeLanguage('en')
    })
    const error = new ApiError({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: seconds })
    expect(attemptMessageOf(error)).toBe(message)
  },
)
