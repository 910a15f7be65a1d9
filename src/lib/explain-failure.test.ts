import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { explainFailure, isFailure } from './explain-failure.ts'

const RESET = '2026-11-28T00:00:00Z'

test.each([
  ['DAILY_QUOTA_EXHAUSTED', { kind: 'quota', quota: 'daily', resetsAt: RESET }],
  ['WEEKLY_OPUS_QUOTA_EXHAUSTED', { kind: 'quota', quota: 'weeklyOpus', resetsAt: RESET }],
  ['MONTHLY_QUOTA_EXHAUSTED', { kind: 'quota', quota: 'monthly', resetsAt: RESET }],
  ['REQUEST_LIMIT_REACHED', { kind: 'quota', quota: 'requests', resetsAt: RESET }],
  ['KEY_DAILY_LIMIT_REACHED', { kind: 'keyLimit', limit: 'daily', resetsAt: RESET }],
  ['KEY_WEEKLY_LIMIT_REACHED', { kind: 'keyLimit', limit: 'weekly', resetsAt: RESET }],
  ['KEY_MONTHLY_LIMIT_REACHED', { kind: 'keyLimit', limit: 'monthly', resetsAt: RESET }],
  ['KEY_REQUEST_LIMIT_REACHED', { kind: 'keyLimit', limit: 'requests', resetsAt: RESET }],
  ['INVALID_API_KEY', { kind: 'keyRefused' }],
  ['KEY_DISABLED', { kind: 'keyDisabled' }],
  ['KEY_EXPIRED', { kind: 'keyExpired' }],
  ['IP_NOT_ALLOWED', { kind: 'ipNotAllowed' }],
  ['MODEL_NOT_ALLOWED', { kind: 'modelNotAllowed' }],
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

test('a quota or key limit failure without resetsAt does not say when it resets', () => {
  expect(explainFailure({ errorCode: 'DAILY_QUOTA_EXHAUSTED', status: 429 })).toEqual({
    kind: 'quota',
    quota: 'daily',
    resetsAt: null,
  })
  expect(explainFailure({ errorCode: 'KEY_WEEKLY_LIMIT_REACHED', status: 429 })).toEqual({
    kind: 'keyLimit',
    limit: 'weekly',
    resetsAt: null,
  })
})

test('every relay code of the contract has its own explanation', () => {
  const contract = parse(readFileSync('openapi.yaml', 'utf8')) as {
    components: { schemas: { RelayErrorCode: { anyOf: [{ enum: string[] }] } } }
  }
  const codes = contract.components.schemas.RelayErrorCode.anyOf[0].enum
  expect(codes).toContain('KEY_DISABLED')
  for (const errorCode of codes) {
    expect(explainFailure({ errorCode, status: 403 }), errorCode).not.toMatchObject({ kind: 'unknown' })
  }
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
