import contractJson from '#src/features/admin/contract-operations.json'
import * as generatedValidators from '#src/features/admin/contract-validators.js'
import { schemaIssues, type IssueKeyword, type Validator } from './schema-issues.ts'

/** Every GET, and operations whose `x-check-body` is safe to send, such as a preview that redeems nothing. */
export type ContractOperation = {
  operationId: string
  /** Absent for GET. */
  method?: string
  /** The JSON body sent with the check (`x-check-body`). */
  body?: unknown
  /** Sent instead of the session (`x-check-headers`): e.g. an API key nobody was issued (answer: 401). */
  headers?: Record<string, string>
  /** The backend may lack the operation (`x-optional`): a 404 or 405 for it means "not offered", not a fault. */
  optional?: boolean
  path: string
  secured: boolean
  /** Path parameters and the example value the check uses. */
  pathParams: Record<string, string>
  /** The body's validator (`validate<name>`) per declared status (`'200'`, `'4XX'`, `'default'`), or null. */
  responses: Record<string, string | null>
}

/** An operation of openapi.yaml marked `x-optional: true`: a backend may lack it. */
export type OptionalOperation = { operationId: string; method: string; path: string }

type ContractDocument = {
  operations: ContractOperation[]
  optionalOperations: OptionalOperation[]
}

// The inferred types are looser; the shapes are guaranteed by the generator and its freshness test.
const contract = contractJson as unknown as ContractDocument
const validators = generatedValidators as unknown as Record<string, Validator | undefined>

export type ContractIssueKeyword = IssueKeyword | 'status' | 'contentType' | 'notJson' | 'unexpectedBody'

export type ContractIssue = { keyword: ContractIssueKeyword; path: string; params: Record<string, string> }

export const checkedOperations: readonly ContractOperation[] = [
  ...contract.operations.filter((operation) => !operation.secured),
  ...contract.operations.filter((operation) => operation.secured),
]

/** Listed, never called: they change data, and the portal already tells its users when one is missing. */
export const optionalOperations: readonly OptionalOperation[] = contract.optionalOperations

export function operationUrl(origin: string, operation: ContractOperation): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(operation.pathParams[name] ?? ''),
  )
  return `${origin}${path}`
}

/** The problems of a response (empty when it conforms): status declared, JSON content type, body schema. */
export function checkResponse(
  operation: ContractOperation,
  status: number,
  contentType: string,
  text: string,
): ContractIssue[] {
  const code = String(status)
  const responses = operation.responses
  const schema = responses[code] ?? responses[`${code[0]}XX`] ?? responses.default
  if (schema === undefined) {
    return [
      { keyword: 'status', path: '', params: { status: code, declared: Object.keys(responses).join(', ') } },
    ]
  }
  if (schema === null) {
    return text === '' ? [] : [{ keyword: 'unexpectedBody', path: '', params: {} }]
  }
  const issues: ContractIssue[] = []
  if (!/^application\/json\b/i.test(contentType)) {
    issues.push({ keyword: 'contentType', path: '', params: { contentType } })
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return [...issues, { keyword: 'notJson', path: '', params: {} }]
  }
  const validate = validators[`validate${schema}`]
  if (validate === undefined) throw new Error(`contract-validators.js lacks validate${schema}: regenerate it`)
  return [...issues, ...schemaIssues(validate, body)]
}

/**
 * Whether an answer says that the backend lacks an optional operation: 405 or 501, or a 404 that is not one of
 * the operation's own error answers (no JSON `code`, or the generic `NOT_FOUND` of an unknown endpoint).
 */
export function isNotOffered(operation: ContractOperation, status: number, text: string): boolean {
  if (!operation.optional) return false
  if (status === 405 || status === 501) return true
  if (status !== 404) return false
  try {
    const code = (JSON.parse(text) as { code?: unknown } | null)?.code
    return typeof code !== 'string' || code === 'NOT_FOUND'
  } catch {
    return true
  }
}

export type CheckOutcome =
  | { kind: 'answered'; status: number; latencyMs: number; issues: ContractIssue[] }
  | { kind: 'notOffered'; status: number; latencyMs: number }
  | { kind: 'network'; latencyMs: number }
  | { kind: 'timeout'; latencyMs: number }

export const CHECK_TIMEOUT_MS = 15_000

const TIMED_OUT = Symbol('timeout')

/**
 * Calls one operation with a plain `fetch` (not the app's client: a 401 is reported, it never signs the
 * operator out) and checks the answer against the contract. Latency runs until the body has arrived.
 */
export async function checkEndpoint(
  origin: string,
  operation: ContractOperation,
  token: string | null,
  timeoutMs: number = CHECK_TIMEOUT_MS,
): Promise<CheckOutcome> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  // An operation with its own probe credential never gets the operator's session token.
  if (operation.headers !== undefined) Object.assign(headers, operation.headers)
  else if (token) headers.Authorization = `Bearer ${token}`
  const hasBody = operation.body !== undefined
  if (hasBody) headers['Content-Type'] = 'application/json'
  const started = performance.now()
  const elapsed = () => performance.now() - started
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs)
  })
  const request = (async () => {
    const response = await fetch(operationUrl(origin, operation), {
      method: operation.method ?? 'GET',
      headers,
      ...(hasBody ? { body: JSON.stringify(operation.body) } : {}),
    })
    return { response, text: await response.text() }
  })()
  // A request still running after a timeout may fail later: that is no longer news.
  void request.catch(() => undefined)
  try {
    const result = await Promise.race([request, timeout])
    if (result === TIMED_OUT) return { kind: 'timeout', latencyMs: elapsed() }
    const { response, text } = result
    if (isNotOffered(operation, response.status, text)) {
      return { kind: 'notOffered', status: response.status, latencyMs: elapsed() }
    }
    return {
      kind: 'answered',
      status: response.status,
      latencyMs: elapsed(),
      issues: checkResponse(operation, response.status, response.headers.get('content-type') ?? '', text),
    }
  } catch {
    return { kind: 'network', latencyMs: elapsed() }
  } finally {
    clearTimeout(timer)
  }
}
