import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { getResponse, type RequestHandler } from 'msw'
import { handlers as defaultHandlers } from './handlers/index.ts'

/** Request bodies larger than this answer 413 `PAYLOAD_TOO_LARGE`. */
export const MAX_BODY_BYTES = 1024 * 1024

/** Options of {@link createMockHttpServer}. */
export interface MockHttpServerOptions {
  /**
   * Which browser origins may call the server (CORS). A list of exact origins, `'*'` for any, or the
   * default: any `http(s)://localhost:<port>` or `http(s)://127.0.0.1:<port>` origin.
   */
  allowedOrigins?: readonly string[] | '*'
  /** One line per request; `console.log` by default, `null` for none. */
  log?: ((line: string) => void) | null
  /** The handlers to serve; the in-memory backend's by default. */
  handlers?: RequestHandler[]
}

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/

function isAllowedOrigin(origin: string, allowed: MockHttpServerOptions['allowedOrigins']): boolean {
  if (allowed === '*') return true
  if (!allowed || allowed.length === 0) return LOCAL_ORIGIN.test(origin)
  return allowed.includes(origin)
}

function corsHeaders(
  origin: string | undefined,
  allowed: MockHttpServerOptions['allowedOrigins'],
): Record<string, string> {
  if (!origin || !isAllowedOrigin(origin, allowed)) return { Vary: 'Origin' }
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': 'Retry-After',
    Vary: 'Origin',
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  })
  res.end(text)
}

class PayloadTooLargeError extends Error {}

/** Reads the request body, refusing more than {@link MAX_BODY_BYTES}. */
async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw new PayloadTooLargeError()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new PayloadTooLargeError()
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

function toFetchRequest(req: IncomingMessage, body: Buffer, baseUrl: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && body.length > 0
  return new Request(new URL(req.url ?? '/', baseUrl), {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  })
}

/**
 * The in-memory backend over real HTTP: the very same MSW handlers (through MSW's `getResponse`), with CORS
 * as a real API does it, a 1 MB body limit, 404 in the contract's Error shape for unknown paths, and one log
 * line per request. It never crashes on bad input: any failure answers 500 `INTERNAL_ERROR`.
 */
export function createMockHttpServer(options: MockHttpServerOptions = {}): Server {
  const { allowedOrigins, log = console.log, handlers = defaultHandlers } = options
  return createServer((req, res) => {
    const started = performance.now()
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    res.on('finish', () => {
      log?.(`${req.method} ${path} ${res.statusCode} ${Math.round(performance.now() - started)}ms`)
    })
    void (async () => {
      const origin = req.headers.origin
      const cors = corsHeaders(origin, allowedOrigins)
      if (req.method === 'OPTIONS') {
        if (!origin || !cors['Access-Control-Allow-Origin']) {
          sendJson(res, 403, { error: 'Origin not allowed', code: 'FORBIDDEN_ORIGIN' }, cors)
          return
        }
        res.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, POST, PUT, OPTIONS',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type',
          'Access-Control-Max-Age': '600',
        })
        res.end()
        return
      }
      let body: Buffer
      try {
        body = await readBody(req)
      } catch (error) {
        if (error instanceof PayloadTooLargeError) {
          sendJson(
            res,
            413,
            { error: 'The request body is larger than 1 MB', code: 'PAYLOAD_TOO_LARGE' },
            { ...cors, Connection: 'close' },
          )
          return
        }
        throw error
      }
      const host = req.headers.host ?? 'localhost'
      const response = await getResponse(handlers, toFetchRequest(req, body, `http://${host}`))
      if (response?.type === 'error') {
        // A simulated network failure (mock controls): drop the connection, as a broken network would.
        res.destroy()
        return
      }
      if (!response) {
        sendJson(res, 404, { error: `Not found: ${req.method} ${path}`, code: 'NOT_FOUND' }, cors)
        return
      }
      const headers: Record<string, string> = { ...cors }
      response.headers.forEach((value, name) => {
        headers[name] = value
      })
      const payload = Buffer.from(await response.arrayBuffer())
      headers['content-length'] = String(payload.length)
      res.writeHead(response.status, headers)
      res.end(payload)
    })().catch((error: unknown) => {
      console.error('Mock server failed on', req.method, path, error)
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal server error', code: 'INTERNAL_ERROR' })
      else res.destroy()
    })
  })
}
