import { expect, test } from 'vitest'
import { explainFailure, isFailure } from './explain-failure.ts'

const RESET = '2026-11-28T00:00:00Z'

test.each([
  ['DAILY_QUOTA_EXHAUSTED', { kind: 'quota', quota: 'daily', resetsAt: RESET }],
  ['WEEKLY_OPUS_QUOTA_EXHAUSTED', { kind: 'quota', quota: 'weeklyOpus', resetsAt: RESET }],
  ['MONTHLY_QUOTA_EXHAUSTED', { kind: 'quota', quota: 'monthly', resetsAt: RESET }],
  ['REQUEST_LIMIT_REACHED', { kind: 'quota', quota: 'requests', resetsAt: RESET }],
  ['INVALID_API_KEY', { kind: 'keyRefused' }],
  ['ACCOUNT_SUSPENDED', { kind: 'suspended' }],
  ['NO_ACTIVE_PLAN', { kind: 'noPlan' }],
  ['API_NOT_IN_PLAN', { kind: 'apiNotInPlan' }],
  ['MODEL_NOT_FOUND', { kind: 'unknownModel' }],
  ['INVALID_REQUEST', { kind: 'invalidRequest' }],
  ['PAYLOAD_TOO_LARGE', { kind: 'tooLarge' }],
  ['UPSTREAM_OVERLOADED', { kind: 'overloaded' }],
])('%s is explained as its own failure', (errorCode, explanation) => {
  expect(explainFailure({ errorCode, status: 429, resetsAt: RESET })).toEqual(explanation)
})

test('a quota failure without resetsAt does not say when it resets', () => {
  expect(explainFailure({ errorCode: 'DAILY_QUOTA_EXHAUSTED', status: 429 })).toEqual({
    kind: 'quota',
    quota: 'daily',
    resetsAt: null,
  })
})

test('a code this app does not know, or none with an error status, is an unknown failure with its status', () => {
  expect(explainFailure({ errorCode: 'BRAND_NEW_CODE', status: 503 })).toEqual({
    kind: 'unknown',
    status: 503,
    code: 'BRAND_NEW_CODE',
  })
  expect(explainFailure({ errorCode: 'toString', status: 500 })).toEqual({
    kind: 'unknown',
    status: 500,
    code: 'toString',
  })
  expect(explainFailure({ errorCode: null, status: 502 })).toEqual({
    kind: 'unknown',
    status: 502,
    code: null,
  })
})

test('a served request has nothing to explain', () => {
  expect(explainFailure({ errorCode: null, status: 200 })).toBeNull()
  expect(isFailure({ errorCode: null, status: 399 })).toBe(false)
  expect(isFailure({ errorCode: null, status: 400 })).toBe(true)
  expect(isFailure({ errorCode: 'UPSTREAM_OVERLOADED', status: 200 })).toBe(true)
})
