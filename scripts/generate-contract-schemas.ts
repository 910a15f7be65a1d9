/**
 * `npm run generate:contract` (ADR 007). A keyword the console has no message for, or one or a format Ajv cannot
 * check (strict mode), stops it, so a contract change is never silently left unchecked.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { default as standaloneCode } from 'ajv/dist/standalone/index.js'
import { default as addFormats } from 'ajv-formats'
import { format, resolveConfig } from 'prettier'
import { parse } from 'yaml'
import { SCHEMA_KEYWORDS } from '#src/features/admin/contract/schema-issues.ts'

type JsonObject = { [key: string]: unknown }

const root = path.resolve(import.meta.dirname, '..')
export const CONTRACT_FILE = path.join(root, 'openapi.yaml')
export const OPERATIONS_FILE = path.join(root, 'src/features/admin/contract-operations.json')
export const VALIDATORS_FILE = path.join(root, 'src/features/admin/contract-validators.js')

const SCHEMA_REF = '#/components/schemas/'
const HTTP_METHODS = new Set(['put', 'post', 'delete', 'patch'])
const KEYWORDS = new Set<string>(SCHEMA_KEYWORDS)
/** Keywords that only describe: dropped, so that the schemas Ajv embeds in the validators stay small. */
const ANNOTATIONS = new Set([
  'description',
  'examples',
  'example',
  'title',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
])

function asObject(value: unknown, where: string): JsonObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`openapi.yaml: ${where} is not an object`)
  }
  return value as JsonObject
}

/** Drops annotations, refuses keywords the console has no message for, and collects the schemas referred to. */
function cleanSchema(value: unknown, where: string, refs: Set<string>): unknown {
  const schema = asObject(value, where)
  const out: JsonObject = {}
  for (const [keyword, child] of Object.entries(schema)) {
    // `x-…` extensions are annotations for readers and tools, never validation keywords.
    if (ANNOTATIONS.has(keyword) || keyword.startsWith('x-')) continue
    if (!KEYWORDS.has(keyword))
      throw new Error(`${where}: the console cannot word a problem with "${keyword}"`)
    if (keyword === '$ref') {
      if (typeof child !== 'string' || !child.startsWith(SCHEMA_REF))
        throw new Error(`${where}: unsupported $ref`)
      refs.add(child.slice(SCHEMA_REF.length))
      out[keyword] = child
    } else if (keyword === 'properties') {
      out[keyword] = Object.fromEntries(
        Object.entries(asObject(child, `${where}.properties`)).map(([name, property]) => [
          name,
          cleanSchema(property, `${where}.properties.${name}`, refs),
        ]),
      )
    } else if (keyword === 'items' || (keyword === 'additionalProperties' && typeof child === 'object')) {
      out[keyword] = cleanSchema(child, `${where}.${keyword}`, refs)
    } else if (keyword === 'oneOf' || keyword === 'anyOf' || keyword === 'allOf') {
      if (!Array.isArray(child)) throw new Error(`${where}.${keyword} is not a list`)
      out[keyword] = child.map((part, index) => cleanSchema(part, `${where}.${keyword}[${index}]`, refs))
    } else out[keyword] = child
  }
  return out
}

export async function generateContractSchemas(
  yamlText: string,
): Promise<{ operations: string; validators: string }> {
  const document = asObject(parse(yamlText), 'the document')
  const components = asObject(document.components ?? {}, 'components')
  const resolve = (value: unknown, where: string): JsonObject => {
    const object = asObject(value, where)
    if (typeof object.$ref !== 'string') return object
    const target = object.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => asObject(node, object.$ref as string)[key], document)
    return resolve(target, object.$ref)
  }
  const globalSecurity = Array.isArray(document.security) ? document.security : []
  const refs = new Set<string>()
  const inlineSchemas: Record<string, unknown> = {}
  const operations = Object.entries(asObject(document.paths, 'paths')).flatMap(([apiPath, item]) => {
    // Every GET, and the other operations that name a body the console may send without changing anything.
    const methods = asObject(item, apiPath)
    const found = Object.entries(methods).find(
      ([key, value]) =>
        key === 'get' ||
        (HTTP_METHODS.has(key) && asObject(value, `${key} ${apiPath}`)['x-check-body'] !== undefined),
    )
    if (found === undefined) return []
    const method = found[0].toUpperCase()
    const operation = asObject(found[1], `${method} ${apiPath}`)
    const security = Array.isArray(operation.security) ? operation.security : globalSecurity
    const checkHeaders =
      operation['x-check-headers'] === undefined
        ? undefined
        : Object.fromEntries(
            Object.entries(
              asObject(operation['x-check-headers'], `${method} ${apiPath} x-check-headers`),
            ).map(([name, value]) => [name, String(value)]),
          )
    const pathParams: Record<string, string> = {}
    for (const declared of Array.isArray(operation.parameters) ? operation.parameters : []) {
      const parameter = resolve(declared, `${method} ${apiPath} parameter`)
      if (parameter.in !== 'path') continue
      const schema = asObject(parameter.schema ?? {}, `${method} ${apiPath} ${String(parameter.name)}`)
      const example = Array.isArray(schema.examples)
        ? schema.examples[0]
        : (parameter.example ?? schema.example)
      if (typeof example !== 'string') {
        throw new Error(
          `${method} ${apiPath}: path parameter ${String(parameter.name)} needs an example to probe with`,
        )
      }
      pathParams[String(parameter.name)] = example
    }
    const responses: Record<string, string | null> = {}
    for (const [status, declared] of Object.entries(
      asObject(operation.responses, `${method} ${apiPath} responses`),
    )) {
      const response = resolve(declared, `${method} ${apiPath} ${status}`)
      const content = response.content === undefined ? undefined : asObject(response.content, 'content')
      const json = content?.['application/json']
      if (json === undefined) {
        responses[status] = null
        continue
      }
      const where = `${method} ${apiPath} ${status}`
      const schema = asObject(cleanSchema(asObject(json, 'json').schema ?? {}, where, refs), where)
      // A response that is only a reference is checked by that schema's validator; any other gets its own.
      if (typeof schema.$ref === 'string' && Object.keys(schema).length === 1) {
        responses[status] = schema.$ref.slice(SCHEMA_REF.length)
      } else {
        const name = `${String(operation.operationId)}_${status}`
        inlineSchemas[name] = schema
        responses[status] = name
      }
    }
    return [
      {
        operationId: String(operation.operationId),
        ...(method === 'GET' ? {} : { method, body: operation['x-check-body'] }),
        ...(checkHeaders === undefined ? {} : { headers: checkHeaders }),
        ...(operation['x-optional'] === true ? { optional: true } : {}),
        path: apiPath,
        // An empty requirement (`{}`) lets anyone in; a probe with its own credential needs no session.
        secured:
          checkHeaders === undefined &&
          security.length > 0 &&
          security.every((requirement) => Object.keys(asObject(requirement, 'security')).length > 0),
        pathParams,
        responses,
      },
    ]
  })

  const methods = ['get', 'put', 'post', 'delete', 'patch']
  const optionalOperations = Object.entries(asObject(document.paths, 'paths')).flatMap(([apiPath, item]) =>
    methods.flatMap((method) => {
      const declared = asObject(item, apiPath)[method]
      if (declared === undefined) return []
      const operation = asObject(declared, `${method.toUpperCase()} ${apiPath}`)
      // One the console probes is checked with the others, not only listed.
      if (operation['x-optional'] !== true) return []
      if (method === 'get' || operation['x-check-body'] !== undefined) return []
      return [{ operationId: String(operation.operationId), method: method.toUpperCase(), path: apiPath }]
    }),
  )

  const declaredSchemas = asObject(components.schemas ?? {}, 'components.schemas')
  const schemas: Record<string, unknown> = {}
  const pending = [...refs]
  while (pending.length > 0) {
    const name = pending.pop() as string
    if (name in schemas) continue
    if (!(name in declaredSchemas)) throw new Error(`${SCHEMA_REF}${name} does not exist`)
    const found = new Set<string>()
    schemas[name] = cleanSchema(declaredSchemas[name], `${SCHEMA_REF}${name}`, found)
    pending.push(...found)
  }
  const roots = [
    ...new Set(
      operations.flatMap((operation) =>
        Object.values(operation.responses).filter((name): name is string => name !== null),
      ),
    ),
  ].sort()
  const output = {
    $comment:
      'Generated from openapi.yaml by scripts/generate-contract-schemas.ts; do not edit. Rerun the script after changing the contract.',
    operations,
    optionalOperations,
  }
  const options = await resolveConfig(OPERATIONS_FILE)
  return {
    operations: await format(JSON.stringify(output), { ...options, filepath: OPERATIONS_FILE }),
    validators: compileValidators({ ...schemas, ...inlineSchemas }, roots),
  }
}

/** The id a schema is registered under with Ajv; `#/components/schemas/<name>` references are rewritten to it. */
const schemaId = (name: string) => `https://relay-portal.invalid/schemas/${name}`

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) =>
      key === '$ref' && typeof child === 'string'
        ? [key, schemaId(child.slice(SCHEMA_REF.length))]
        : [key, rewriteRefs(child)],
    ),
  )
}

/** An ES module exporting `validate<Name>` per root; Ajv's `require`s of its runtime helpers become imports. */
export function compileValidators(schemas: Record<string, unknown>, roots: readonly string[]): string {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    allowUnionTypes: true,
    // The console words each problem itself (in the operator's language), from the keyword and its params.
    messages: false,
    code: { source: true, esm: true, lines: true },
  })
  addFormats(ajv)
  for (const [name, schema] of Object.entries(schemas)) {
    ajv.addSchema(rewriteRefs(schema) as JsonObject, schemaId(name))
  }
  const exports = Object.fromEntries(roots.map((name) => [`validate${name}`, schemaId(name)]))
  const modules: string[] = []
  const code = standaloneCode(ajv, exports)
    .replace(/^"use strict";\n?/, '')
    .replace(/require\("([^"]+)"\)/g, (_match, module: string) => {
      if (!modules.includes(module)) modules.push(module)
      return `cjs(runtime${modules.indexOf(module)})`
    })
  return [
    '// Generated from openapi.yaml by scripts/generate-contract-schemas.ts; do not edit. Rerun the script after',
    '// changing the contract. Ajv standalone validators: no code is compiled at run time.',
    ...modules.map((module, index) => `import * as runtime${index} from ${JSON.stringify(`${module}.js`)}`),
    '// The helpers are CommonJS: Node hands over their exports as the default export, bundlers as the namespace.',
    'const cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns)',
    code,
    '',
  ].join('\n')
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { operations, validators } = await generateContractSchemas(readFileSync(CONTRACT_FILE, 'utf8'))
  writeFileSync(OPERATIONS_FILE, operations)
  writeFileSync(VALIDATORS_FILE, validators)
  console.log(`Wrote ${path.relative(root, OPERATIONS_FILE)} and ${path.relative(root, VALIDATORS_FILE)}`)
}
