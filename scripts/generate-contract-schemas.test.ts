import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { generateContractSchemas } from './generate-contract-schemas.ts'

const root = path.resolve(import.meta.dirname, '..')

test('the committed contract schemas of the operator console match openapi.yaml', () => {
  const fresh = execFileSync(process.execPath, ['scripts/generate-contract-schemas.ts', '--stdout'], {
    cwd: root,
    encoding: 'utf8',
  })
  const committed = readFileSync(path.join(root, 'src/features/admin/contract-schemas.json'), 'utf8')
  expect(
    fresh,
    'src/features/admin/contract-schemas.json is stale: run `node scripts/generate-contract-schemas.ts`',
  ).toBe(committed)
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

test('a schema keyword the console cannot check stops the generator', async () => {
  await expect(
    generateContractSchemas(contractWith('{ type: string, contentEncoding: base64 }')),
  ).rejects.toThrow(/does not implement "contentEncoding"/)
  await expect(generateContractSchemas(contractWith('{ type: string, format: uuid }'))).rejects.toThrow(
    /does not implement format "uuid"/,
  )
})

test('annotations are dropped and only the schemas reached are kept', async () => {
  const output = JSON.parse(
    await generateContractSchemas(contractWith('{ type: string, description: words, examples: [a] }')),
  ) as { operations: { secured: boolean; responses: unknown }[]; schemas: Record<string, unknown> }
  expect(output.schemas).toEqual({ Thing: { type: 'string' } })
  expect(output.operations).toEqual([
    {
      operationId: 'getThing',
      path: '/api/thing',
      secured: false,
      pathParams: {},
      responses: { '200': { $ref: '#/components/schemas/Thing' } },
    },
  ])
})

test('operations marked x-optional without a safe body are listed, whatever their method', async () => {
  const output = JSON.parse(
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
`),
  ) as { optionalOperations: unknown[] }
  expect(output.optionalOperations).toEqual([
    { operationId: 'deleteThing', method: 'DELETE', path: '/api/thing/{id}' },
  ])
})

test('an operation other than GET is checked only with a body it names as safe, and may be optional', async () => {
  const output = JSON.parse(
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
`),
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
