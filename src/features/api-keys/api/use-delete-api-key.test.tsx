import { expect, test } from 'vitest'
import { ApiError, networkError } from '#src/lib/api/errors.ts'
import { isDeleteUnsupported } from './use-delete-api-key.ts'

test('a backend without deleteApiKey answers 404 without the key code, 405 or 501', () => {
  expect(isDeleteUnsupported(new ApiError({ status: 404 }))).toBe(true)
  expect(isDeleteUnsupported(new ApiError({ status: 404, code: 'NOT_FOUND' }))).toBe(true)
  expect(isDeleteUnsupported(new ApiError({ status: 405, code: 'METHOD_NOT_ALLOWED' }))).toBe(true)
  expect(isDeleteUnsupported(new ApiError({ status: 501 }))).toBe(true)
})

test('a 404 API_KEY_NOT_FOUND, another status or a network failure is not a missing operation', () => {
  expect(isDeleteUnsupported(new ApiError({ status: 404, code: 'API_KEY_NOT_FOUND' }))).toBe(false)
  expect(isDeleteUnsupported(new ApiError({ status: 500 }))).toBe(false)
  expect(isDeleteUnsupported(new ApiError({ status: 403, code: 'ACCOUNT_SUSPENDED' }))).toBe(false)
  expect(isDeleteUnsupported(networkError())).toBe(false)
  expect(isDeleteUnsupported(new Error('404'))).toBe(false)
})
