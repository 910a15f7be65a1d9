import { expect, test } from 'vitest'
import { ApiError, networkError } from '#src/lib/api/errors.ts'
import { isCatalogueUnsupported } from './use-models.ts'

test('a backend without listModels answers 404 (with or without a code), 405 or 501', () => {
  expect(isCatalogueUnsupported(new ApiError({ status: 404 }))).toBe(true)
  expect(isCatalogueUnsupported(new ApiError({ status: 404, code: 'NOT_FOUND' }))).toBe(true)
  expect(isCatalogueUnsupported(new ApiError({ status: 405 }))).toBe(true)
  expect(isCatalogueUnsupported(new ApiError({ status: 501 }))).toBe(true)
})

test('a server error, a network failure or another error is a failure to retry, not a missing operation', () => {
  expect(isCatalogueUnsupported(new ApiError({ status: 500, code: 'INTERNAL_ERROR' }))).toBe(false)
  expect(isCatalogueUnsupported(new ApiError({ status: 400 }))).toBe(false)
  expect(isCatalogueUnsupported(networkError())).toBe(false)
  expect(isCatalogueUnsupported(new Error('404'))).toBe(false)
})
