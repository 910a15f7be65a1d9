// Tests only: it reads the contract from disk. A response is valid when its status is declared, it is JSON when
// the declared response has content, its body matches, and the declared headers it sends match.
import { readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import { default as addFormats } from 'ajv-formats'
import { parse } from 'yaml'

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

type JsonObject = { [key: string]: unknown }

export interface ContractOperation {
  method: HttpMethod
  path: string
  operationId: string
  /** Takes the session token (`bearerAuth`). */
  secured: boolean
  pathParams: string[]
  requestBody: 'none' | 'optional' | 'required'
  /** For fuzzing plausible bodies. */
  bodyProperties: string[]
  /** As written: `'200'`, `'4XX'`, `'default'`. */
  statuses: string[]
}

interface CompiledResponse {
  validateBody?: ValidateFunction
  headers: Map<string, ValidateFunction>
}

export interface ContractValidator {
  operations: ContractOperation[]
  findOperation(method: string, path: string): ContractOperation | undefined
  /** Empty when valid; reads a clone of the body. */
  checkResponse(method: string, path: string, response: Response): Promise<string[]>
  assertResponse(method: string, path: string, response: Response): Promise<void>
}

const SCHEMA_BASE = 'https://relay-portal.test/openapi/schemas/'

const here = dirname(fileURLToPath(import.meta.url))

export function loadContract(file: string = join(here, '../../openapi.yaml')): ContractValidator {
  const fileName = basename(file)
  const asObject = (value: unknown, what: string) => objectOf(value, `${fileName}: ${what}`)
  const document = asObject(parse(readFileSync(file, 'utf8')), 'the document')
  const components = asObject(document.components ?? {}, 'components')
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true })
  addFormats(ajv)
  // The contract's annotation for clients (which error codes carry details), not a validation keyword.
  ajv.addVocabulary(['x-codes-with-details'])
  for (const [name, schema] of Object.entries(asObject(components.schemas ?? {}, 'components.schemas'))) {
    ajv.addSchema(rewriteRefs(schema) as JsonObject, `${SCHEMA_BASE}${name}`)
  }
  const resolve = (value: unknown): JsonObject => {
    const object = asObject(value, 'object')
    const ref = object.$ref
    if (typeof ref !== 'string') return object
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => asObject(node, ref)[key], document)
    return resolve(target)
  }

  const operations: ContractOperation[] = []
  const responses = new Map<string, Map<string, CompiledResponse>>()
  const globalSecurity = Array.isArray(document.security) ? document.security : []
  for (const [path, item] of Object.entries(asObject(document.paths, 'paths'))) {
    const pathItem = asObject(item, path)
    for (const method of HTTP_METHODS) {
      if (!(method in pathItem)) continue
      const operation = asObject(pathItem[method], `${method} ${path}`)
      const parameters = [
        ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
        ...(Array.isArray(operation.parameters) ? operation.parameters : []),
      ].map(resolve)
      const security = Array.isArray(operation.security) ? operation.security : globalSecurity
      const requestBody = operation.requestBody === undefined ? undefined : resolve(operation.requestBody)
      const bodySchema = requestBody
        ? resolve(
            asObject(
              asObject(asObject(requestBody.content, 'content')['application/json'], 'json').schema,
              'schema',
            ),
          )
        : undefined
      const byStatus = new Map<string, CompiledResponse>()
      for (const [status, declared] of Object.entries(asObject(operation.responses, 'responses'))) {
        const response = resolve(declared)
        const json = response.content ? asObject(response.content, 'content')['application/json'] : undefined
        const headers = new Map<string, ValidateFunction>()
        for (const [name, header] of Object.entries(asObject(response.headers ?? {}, 'headers'))) {
          headers.set(
            name.toLowerCase(),
            ajv.compile(rewriteRefs(resolve(header).schema ?? {}) as JsonObject),
          )
        }
        byStatus.set(status, {
          ...(json === undefined
            ? {}
            : { validateBody: ajv.compile(rewriteRefs(asObject(json, 'json').schema ?? {}) as JsonObject) }),
          headers,
        })
      }
      responses.set(`${method} ${path}`, byStatus)
      operations.push({
        method,
        path,
        operationId: String(operation.operationId),
        // Secured when every alternative needs the session token: an empty requirement (`{}`) lets anyone in,
        // and an operation authenticated by an API key (`GET /api/key/quota`) takes no session.
        secured:
          security.length > 0 &&
          security.every((requirement) => 'bearerAuth' in asObject(requirement, 'security')),
        pathParams: parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => String(parameter.name)),
        requestBody: !requestBody ? 'none' : requestBody.required === true ? 'required' : 'optional',
        bodyProperties: bodySchema?.properties
          ? Object.keys(asObject(bodySchema.properties, 'properties'))
          : [],
        statuses: [...byStatus.keys()],
      })
    }
  }

  const findOperation = (method: string, path: string) =>
    operations.find((operation) => operation.method === method.toLowerCase() && operation.path === path)

  const checkResponse = async (method: string, path: string, response: Response): Promise<string[]> => {
    const byStatus = responses.get(`${method.toLowerCase()} ${path}`)
    if (!byStatus) return [`${method.toUpperCase()} ${path} is not an operation of the contract`]
    const status = String(response.status)
    const declared = byStatus.get(status) ?? byStatus.get(`${status[0]}XX`) ?? byStatus.get('default')
    const where = `${method.toUpperCase()} ${path} → ${status}`
    if (!declared)
      return [`${where}: status ${status} is not declared (declared: ${[...byStatus.keys()].join(', ')})`]
    const problems: string[] = []
    for (const [name, validateHeader] of declared.headers) {
      const value = response.headers.get(name)
      if (value === null) continue
      const parsed = /^-?\d+$/.test(value) ? Number(value) : value
      if (!validateHeader(parsed))
        problems.push(`${where}: header ${name} "${value}" ${ajv.errorsText(validateHeader.errors)}`)
    }
    const text = await response.clone().text()
    if (!declared.validateBody) {
      if (text !== '') problems.push(`${where}: a body was sent but the contract declares none`)
      return problems
    }
    const contentType = response.headers.get('content-type') ?? ''
    if (!/^application\/json\b/i.test(contentType)) {
      problems.push(`${where}: content-type is "${contentType}", expected application/json`)
    }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return [...problems, `${where}: the body is not JSON: ${text.slice(0, 200)}`]
    }
    if (!declared.validateBody(body)) {
      problems.push(
        `${where}: ${ajv.errorsText(declared.validateBody.errors, { dataVar: 'body' })}\n${JSON.stringify(body).slice(0, 500)}`,
      )
    }
    return problems
  }

  return {
    operations,
    findOperation,
    checkResponse,
    async assertResponse(method, path, response) {
      const problems = await checkResponse(method, path, response)
      if (problems.length > 0) throw new Error(`Response breaks ${fileName}:\n${problems.join('\n')}`)
    },
  }
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) =>
      key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')
        ? [key, `${SCHEMA_BASE}${child.slice('#/components/schemas/'.length)}`]
        : [key, rewriteRefs(child)],
    ),
  )
}

function objectOf(value: unknown, what: string): JsonObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`${what} is not an object`)
  }
  return value as JsonObject
}

export const contract: ContractValidator = loadContract()

export const mockControlContract: ContractValidator = loadContract(join(here, '../mock-control.openapi.yaml'))
