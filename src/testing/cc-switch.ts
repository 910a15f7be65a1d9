// CC Switch's usage query as its source runs it, for tests of the links the portal gives it (docs/provenance.md).
import { Buffer } from 'node:buffer'
import vm from 'node:vm'
import { expect } from 'vitest'

/** What CC Switch's extractor may return (its `UsageData`). */
export type UsageData = {
  isValid?: boolean
  invalidMessage?: string
  planName?: string
  extra?: string
  remaining?: number
  used?: number
  total?: number
  unit?: string
}

/** As CC Switch's `decode_base64_param`, which falls back to URL-safe Base64: the link's is URL-safe, unpadded. */
export function decodeLikeCcSwitch(link: string): string {
  const value = new URL(link).searchParams.get('usageScript') ?? ''
  expect(value).toMatch(/^[A-Za-z0-9_-]+$/)
  return Buffer.from(value, 'base64url').toString('utf8')
}

/** Before CC Switch's "secrets as globals" change the key is pasted into the text; after it, read as a global. */
const SUBSTITUTIONS = {
  text: (script: string, vars: Record<string, string>) =>
    script.replaceAll('{{apiKey}}', vars.apiKey ?? '').replaceAll('{{baseUrl}}', vars.baseUrl ?? ''),
  globals: (script: string) =>
    script.replaceAll('{{apiKey}}', '" + apiKey + "').replaceAll('{{baseUrl}}', '" + baseUrl + "'),
}

type Config = { request: unknown; extractor: (response: unknown) => unknown }

/** Evaluates the script as CC Switch does: a fresh JS context, the script's value is the config object. */
export function evaluate(script: string, apiKey: string, baseUrl: string, mode: keyof typeof SUBSTITUTIONS) {
  const vars = { apiKey, baseUrl, accessToken: '', userId: '' }
  const context = vm.createContext(mode === 'globals' ? { ...vars } : {})
  const config = vm.runInContext(SUBSTITUTIONS[mode](script, vars), context) as Config
  // CC Switch hands the request over as JSON, and calls the extractor with the answer parsed in the same context.
  const request = JSON.parse(JSON.stringify(config.request)) as {
    url: string
    method: string
    headers?: Record<string, string>
  }
  const extract = (body: unknown): UsageData => {
    const parsed: unknown = vm.runInContext(`JSON.parse(${JSON.stringify(JSON.stringify(body))})`, context)
    return JSON.parse(JSON.stringify(config.extractor(parsed))) as UsageData
  }
  return { request, extract }
}

/** CC Switch's query: the request as the script asks it, a non-2xx answer is an error, else the extractor's result. */
export async function queryLikeCcSwitch(
  link: string,
  mode: keyof typeof SUBSTITUTIONS,
): Promise<{ usage: UsageData; answer: unknown }> {
  const params = new URL(link).searchParams
  const { request, extract } = evaluate(
    decodeLikeCcSwitch(link),
    params.get('apiKey') ?? '',
    params.get('endpoint') ?? '',
    mode,
  )
  // CC Switch asks only the provider's own host and port, over https unless it is this computer.
  const url = new URL(request.url)
  expect(url.host).toBe(new URL(params.get('endpoint') ?? '').host)
  expect(url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)).toBe(true)
  const response = await fetch(request.url, { method: request.method, headers: request.headers ?? {} })
  const answer: unknown = await response.json()
  if (!response.ok) throw new Error(`HTTP ${response.status} : ${JSON.stringify(answer)}`)
  const usage = extract(answer)
  expectValidUsage(usage)
  return { usage, answer }
}

/** CC Switch's `validate_single_usage`: each field optional, of its type. */
export function expectValidUsage(usage: UsageData) {
  expect(typeof usage).toBe('object')
  for (const field of ['isValid'] as const) if (field in usage) expect(typeof usage[field]).toBe('boolean')
  for (const field of ['invalidMessage', 'planName', 'extra', 'unit'] as const)
    if (field in usage) expect(typeof usage[field]).toBe('string')
  for (const field of ['remaining', 'used', 'total'] as const)
    if (field in usage) expect(typeof usage[field]).toBe('number')
}
