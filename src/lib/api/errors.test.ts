import { expect, test } from 'vitest'
import {
  ApiError,
  errorFromBody,
  getErrorCode,
  isApiError,
  isOperationMissing,
  networkError,
} from './errors.ts'

test('an http ApiError without a message names its status', () => {
  const error = new ApiError({ status: 418 })

  expect(error).toBeInstanceOf(Error)
  expect(error).toMatchObject({
    name: 'ApiError',
    kind: 'http',
    status: 418,
    message: 'HTTP error! status: 418',
  })
  expect(error.code).toBeUndefined()
})

test('a network ApiError has status 0, no code and the Network error message', () => {
  const cause = new TypeError('Failed to fetch')
  const error = networkError(cause)

  expect(error).toMatchObject({ kind: 'network', status: 0, message: 'Network error', cause })
  expect(getErrorCode(error)).toBeUndefined()
})

test('an error body keeps an unknown code as a string', () => {
  const error = errorFromBody(400, { error: 'Too new', code: 'SOMETHING_NEWER' })

  expect(getErrorCode(error)).toBe('SOMETHING_NEWER')
  expect(error.message).toBe('Too new')
})

test('an error body of the wrong shape yields only the status message', () => {
  expect(errorFromBody(500, 'Internal Server Error').message).toBe('HTTP error! status: 500')
  expect(errorFromBody(500, { error: 42, code: 7 })).toMatchObject({ message: 'HTTP error! status: 500' })
  expect(errorFromBody(500, null).code).toBeUndefined()
})

test('isApiError and getErrorCode reject anything that is not an ApiError', () => {
  expect(isApiError(new Error('x'))).toBe(false)
  expect(isApiError({ name: 'ApiError', status: 400 })).toBe(false)
  expect(getErrorCode({ code: 'UNAUTHORIZED' })).toBeUndefined()
  expect(getErrorCode(errorFromBody(401, { error: 'Login required', code: 'UNAUTHORIZED' }))).toBe(
    'UNAUTHORIZED',
  )
})

test('a backend without an optional operation is told apart from the operation’s own not-found answer', () => {
  const answer = (status: number, code?: string) => new ApiError({ status, code, message: 'x' })
  expect(isOperationMissing(answer(405), 'API_KEY_NOT_FOUND')).toBe(true)
  expect(isOperationMissing(answer(501), 'API_KEY_NOT_FOUND')).toBe(true)
  expect(isOperationMissing(answer(404), 'API_KEY_NOT_FOUND')).toBe(true)
  expect(isOperationMissing(answer(404, 'NOT_FOUND'), 'API_KEY_NOT_FOUND')).toBe(true)
  expect(isOperationMissing(answer(404, 'API_KEY_NOT_FOUND'), 'API_KEY_NOT_FOUND')).toBe(false)
  expect(isOperationMissing(answer(500), 'API_KEY_NOT_FOUND')).toBe(false)
  expect(isOperationMissing(networkError(), 'API_KEY_NOT_FOUND')).toBe(false)
})

test('an error body keeps its details as sent, for the forms to read', () => {
  const details = [{ field: 'email', rule: 'format' }]
  const error = errorFromBody(400, {
    error: 'email: must be a valid email address',
    code: 'VALIDATION_FAILED',
    details,
  })
  expect(error.details).toEqual(details)
  expect(errorFromBody(400, { error: 'x' }).details).toBeUndefined()
})
