/**
 * Writes src/features/admin/contract-schemas.json: the GET operations of openapi.yaml with the JSON Schema of
 * each declared response, the component schemas they reach, and the operations marked `x-optional: true`
 * (which a backend may lack). The operator console checks live responses
 * against it in the browser (Vite cannot import YAML, and the check must not compile code at run time).
 *
 *   node scripts/generate-contract-schemas.ts           rewrite the file
 *   node scripts/generate-contract-schemas.ts --stdout  print it instead (the freshness test compares)
 *
 * It fails on a schema keyword or format the console's validator does not implement, so a contract change
 * can never be silently ignored by the check.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { format, resolveConfig } from 'prettier'
import { parse } from 'yaml'
import {
  ANNOTATION_KEYWORDS,
  FORMATS,
  VALIDATION_KEYWORDS,
} from '../src/features/admin/contract/schema-validator.ts'

type JsonObject = { [key: string]: unknown }

const root = path.resolve(import.meta.dirname, '..')
export const CONTRACT_FILE = path.join(root, 'openapi.yaml')
export const OUTPUT_FILE = path.join(root, 'src/features/admin/contract-schemas.json')

const SCHEMA_REF = '#/components/schemas/'
const HTTP_METHODS = new Set(['put', 'post', 'delete', 'patch'])
const known = new Set<string>(VALIDATION_KEYWORDS)
const ignored = new Set<string>(ANNOTATION_KEYWORDS)
const formats = new Set<string>(FORMATS)

function asObject(value: unknown, where: string): JsonObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`openapi.yaml: ${where} is not an object`)
  }
  return value as JsonObject
}

/** Drops annotations and checks that every keyword and format is one the validator implements. */
function cleanSchema(value: unknown, where: string, refs: Set<string>): unknown {
  const schema = asObject(value, where)
  const out: JsonObject = {}
  for (const [keyword, child] of Object.entries(schema)) {
    // `x-…` extensions are annotations for readers and tools, never validation keywords.
    if (ignored.has(keyword) || keyword.startsWith('x-')) continue
    if (!known.has(keyword))
      throw new Error(`${where}: the console's validator does not implement "${keyword}"`)
    if (keyword === 'format' && !formats.has(String(child))) {
      throw new Error(`${where}: the console's validator does not implement format "${String(child)}"`)
    }
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

/** Builds the JSON (formatted like the rest of the repository) from the text of openapi.yaml. */
export async function generateContractSchemas(yamlText: string): Promise<string> {
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
    const responses: Record<string, unknown> = {}
    for (const [status, declared] of Object.entries(
      asObject(operation.responses, `${method} ${apiPath} responses`),
    )) {
      const response = resolve(declared, `${method} ${apiPath} ${status}`)
      const content = response.content === undefined ? undefined : asObject(response.content, 'content')
      const json = content?.['application/json']
      responses[status] =
        json === undefined
          ? null
          : cleanSchema(asObject(json, 'json').schema ?? {}, `${method} ${apiPath} ${status}`, refs)
    }
    return [
      {
        operationId: String(operation.operationId),
        ...(method === 'GET' ? {} : { method, body: operation['x-check-body'] }),
        ...(operation['x-optional'] === true ? { optional: true } : {}),
        path: apiPath,
        // Secured when every alternative needs a credential: an empty requirement (`{}`) lets anyone in.
        secured:
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
      // One the console can probe safely (`x-check-body`) is checked with the others instead of only listed.
      if (operation['x-optional'] !== true || operation['x-check-body'] !== undefined) return []
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
  const sortedSchemas = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)))

  const output = {
    $comment:
      'Generated from openapi.yaml by scripts/generate-contract-schemas.ts; do not edit. Rerun the script after changing the contract.',
    operations,
    optionalOperations,
    schemas: sortedSchemas,
  }
  const options = await resolveConfig(OUTPUT_FILE)
  return format(JSON.stringify(output), { ...options, filepath: OUTPUT_FILE })
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const text = await generateContractSchemas(readFileSync(CONTRACT_FILE, 'utf8'))
  if (process.argv.includes('--stdout')) process.stdout.write(text)
  else {
    writeFileSync(OUTPUT_FILE, text)
    console.log(`Wrote ${path.relative(root, OUTPUT_FILE)}`)
  }
}
