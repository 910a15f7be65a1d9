import { expect, test } from 'vitest'
import { ApiError, networkError } from '#src/lib/api/errors.ts'
import { placeRefusal, type ValidationIssue } from './refused-fields.ts'

const describe = ({ field, rule, limit }: ValidationIssue) =>
  field === 'name' && (rule === 'pattern' || rule === 'maxLength')
    ? (['name', `${rule}:${limit ?? '-'}`] as const)
    : undefined

const refusal = (details: unknown) =>
  new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'name: is invalid', details })

test('a form places every refused field it knows, the first refusal of a field winning', () => {
  const placed = placeRefusal(
    refusal([
      { field: 'name', rule: 'maxLength', limit: 64 },
      { field: 'name', rule: 'pattern' },
    ]),
    describe,
  )
  expect(placed).toEqual({ name: 'maxLength:64' })
})

test('a form places nothing when one refusal has an unknown field or rule', () => {
  expect(
    placeRefusal(
      refusal([
        { field: 'name', rule: 'pattern' },
        { field: 'x', rule: 'pattern' },
      ]),
      describe,
    ),
  ).toBe(undefined)
  expect(placeRefusal(refusal([{ field: 'name', rule: 'disposable' }]), describe)).toBe(undefined)
})

test('a refusal without usable details, or another failure, is not placed', () => {
  for (const details of [
    undefined,
    [],
    'name',
    [null],
    [{ field: 'name' }],
    [{ field: 1, rule: 'pattern' }],
  ]) {
    expect(placeRefusal(refusal(details), describe)).toBe(undefined)
  }
  const otherCode = new ApiError({
    status: 409,
    code: 'API_KEY_LIMIT_REACHED',
    details: [{ field: 'name', rule: 'pattern' }],
  })
  expect(placeRefusal(otherCode, describe)).toBe(undefined)
  expect(placeRefusal(networkError(), describe)).toBe(undefined)
  expect(placeRefusal(new Error('boom'), describe)).toBe(undefined)
})
