/**
 * Property-based bad-input tests: whatever arrives (any body, path parameter or Authorization header),
 * every operation answers below 500, never throws, and always within openapi.yaml.
 */
import fc from 'fast-check'
import { beforeEach, expect, test } from 'vitest'
import { resetDb, seedSignedInUser } from './seed.ts'
import { sendRaw, type CallOptions } from './testing/api.ts'
import { contract, type ContractOperation } from './testing/contract-validator.ts'

beforeEach(() => resetDb())

const RUNS = { numRuns: 40 }

const withBody = contract.operations.filter((operation) => operation.requestBody !== 'none')
const withPathParams = contract.operations.filter((operation) => operation.pathParams.length > 0)

/** Any text, JSON of any shape, and objects with the operation's own field names holding any JSON. */
function bodies(operation: ContractOperation): fc.Arbitrary<string> {
  const fields = [...operation.bodyProperties, 'extra']
  return fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc
      .dictionary(fc.constantFrom(...fields), fc.jsonValue(), { maxKeys: 4 })
      .map((value) => JSON.stringify(value)),
    fc.constantFrom('', ' ', 'null', '{}', '[]', '{"', '\u0000'),
  )
}

/** Path parameter values: plausible ids and codes, and any Unicode text (but the dot segments URLs resolve). */
const pathParams = fc
  .oneof(
    fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
  )
  .filter((value) => value !== '.' && value !== '..')

/** Header-safe text: printable ASCII and Latin-1, the bytes an Authorization header can carry. */
const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 120,
})

async function signedInToken(operation: ContractOperation): Promise<CallOptions> {
  if (!operation.secured) return {}
  // A fresh account reaches the deepest checks (claims and activations are still possible).
  const { token } = await seedSignedInUser('new@example.com')
  return { token }
}

function plausibleParams(operation: ContractOperation): Record<string, string> {
  return Object.fromEntries(operation.pathParams.map((name) => [name, 'WELCOME']))
}

async function expectWithinContract(operation: ContractOperation, options: CallOptions): Promise<void> {
  const result = await sendRaw(operation.method, operation.path, options)
  expect(result.problems).toEqual([])
  expect(result.status).toBeLessThan(500)
}

test.each(withBody)(
  'anyone sending arbitrary bodies to $operationId gets a contract answer below 500',
  async (operation) => {
    const auth = await signedInToken(operation)
    await fc.assert(
      fc.asyncProperty(bodies(operation), async (rawBody) => {
        await expectWithinContract(operation, { ...auth, params: plausibleParams(operation), rawBody })
      }),
      RUNS,
    )
  },
)

test.each(withPathParams)(
  'anyone sending arbitrary path parameters to $operationId gets a contract answer below 500',
  async (operation) => {
    const auth = await signedInToken(operation)
    await fc.assert(
      fc.asyncProperty(pathParams, async (value) => {
        const params = Object.fromEntries(operation.pathParams.map((name) => [name, value]))
        const body = operation.requestBody === 'none' ? {} : { body: { remark: 'fuzz' } }
        await expectWithinContract(operation, { ...auth, params, ...body })
      }),
      RUNS,
    )
  },
)

test.each(contract.operations)(
  'anyone sending arbitrary Authorization headers to $operationId gets a contract answer below 500',
  async (operation) => {
    const { token } = await seedSignedInUser('new@example.com')
    const authorization = fc.oneof(
      headerText,
      headerText.map((text) => `Bearer ${text}`),
      headerText.map((text) => `Bearer ${token}${text}`),
      fc.constantFrom(`Bearer ${token}`, `bearer  ${token}`, 'Bearer', ''),
    )
    await fc.assert(
      fc.asyncProperty(authorization, async (header) => {
        const body = operation.requestBody === 'none' ? {} : { rawBody: '{}' }
        await expectWithinContract(operation, {
          authorization: header,
          params: plausibleParams(operation),
          ...body,
        })
      }),
      RUNS,
    )
  },
)
