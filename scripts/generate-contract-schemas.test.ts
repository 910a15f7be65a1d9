import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import {
  CONTRACT_FILE,
  OPERATIONS_FILE,
  VALIDATORS_FILE,
  generateContractSchemas,
} from './generate-contract-schemas.ts'

test('the committed operations and validators of the operator console match openapi.yaml', async () => {
  const fresh = await generateContractSchemas(readFileSync(CONTRACT_FILE, 'utf8'))
  const stale = 'is stale: run `npm run generate:contract`'
  expect(fresh.operations, `contract-operations.json ${stale}`).toBe(readFileSync(OPERATIONS_FILE, 'utf8'))
  expect(fresh.validators, `contract-validators.js ${stale}`).toBe(readFileSync(VALIDATORS_FILE, 'utf8'))
})

const contractWith = (schema: string) => `
openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /api/thing:
    get:
      operationId: getThing
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Thing'
components:
  schemas:
    Thing: ${schema}
`

test('a schema keyword or format the console cannot check stops the generator', async () => {
  await expect(
    generateContractSchemas(contractWith('{ type: string, contentEncoding: base64 }')),
  ).rejects.toThrow(/cannot word a problem with "contentEncoding"/)
  await expect(generateContractSchemas(contractWith('{ type: string, format: colour }'))).rejects.toThrow(
    /unknown format "colour"/,
  )
})

test('each response names its validator, and the module exports one per schema a response names', async () => {
  const { operations, validators } = await generateContractSchemas(
    contractWith('{ type: string, description: words, examples: [a] }'),
  )
  expect((JSON.parse(operations) as { operations: unknown[] }).operations).toEqual([
    {
      operationId: 'getThing',
      path: '/api/thing',
      secured: false,
      pathParams: {},
      responses: { '200': 'Thing' },
    },
  ])
  expect(validators.match(/^export const \w+/gm)).toEqual(['export const validateThing'])
  // Annotations are dropped from the schemas the code embeds, and nothing is compiled at run time.
  expect(validators).not.toMatch(/words|new Function|eval\(/)
})

test('operations marked x-optional without a safe body are listed, whatever their method', async () => {
  const output = JSON.parse(
    (
      await generateContractSchemas(`
openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /api/thing/{id}:
    get:
      operationId: getThing
      responses:
        '204': { description: ok }
    delete:
      operationId: deleteThing
      x-optional: true
      responses:
        '204': { description: ok }
`)
    ).operations,
  ) as { optionalOperations: unknown[] }
  expect(output.optionalOperations).toEqual([
    { operationId: 'deleteThing', method: 'DELETE', path: '/api/thing/{id}' },
  ])
})

test('an operation other than GET is checked only with a body it names as safe, and may be optional', async () => {
  const output = JSON.parse(
    (
      await generateContractSchemas(`
openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /api/preview:
    post:
      operationId: previewThing
      x-optional: true
      x-check-body: { code: PROBE }
      responses:
        '204': { description: ok }
  /api/redeem:
    post:
      operationId: redeemThing
      responses:
        '204': { description: ok }
`)
    ).operations,
  ) as { operations: unknown[]; optionalOperations: unknown[] }
  expect(output.operations).toEqual([
    {
      operationId: 'previewThing',
      method: 'POST',
      body: { code: 'PROBE' },
      optional: true,
      path: '/api/preview',
      secured: false,
      pathParams: {},
      responses: { '204': null },
    },
  ])
  // Checked with the others, so not listed again among the operations the check does not call.
  expect(output.optionalOperations).toEqual([])
})

test('an operation that names its own probe headers is checked with them, needs no session and is not listed twice', async () => {
  const output = JSON.parse(
    (
      await generateContractSchemas(`
openapi: 3.1.0
info: { title: t, version: '1' }
components:
  securitySchemes:
    keyHeader: { type: apiKey, in: header, name: x-api-key }
paths:
  /api/key/quota:
    get:
      operationId: getKeyQuota
      x-optional: true
      x-check-headers: { x-api-key: cr_probe }
      security:
        - keyHeader: []
      responses:
        '204': { description: ok }
`)
    ).operations,
  ) as { operations: unknown[]; optionalOperations: unknown[] }
  expect(output.operations).toEqual([
    {
      operationId: 'getKeyQuota',
      headers: { 'x-api-key': 'cr_probe' },
      optional: true,
      path: '/api/key/quota',
      secured: false,
      pathParams: {},
      responses: { '204': null },
    },
  ])
  expect(output.optionalOperations).toEqual([])
})
