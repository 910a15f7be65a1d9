import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { getResponse, type RequestHandler } from 'msw'
import { setClientAddress, socketClientAddress } from './client-address.ts'
import { handlers as defaultHandlers } from './handlers/index.ts'
import { refuseRelayRequest, relayApiOfPath } from './handlers/relay.ts'
import { MAX_RELAY_BODY_BYTES } from './relay/core.ts'
import { setWebhookTransport } from './webhook.ts'
import { createWebhookTransport } from './webhook-transport.ts'

/** The relay's own limit, so that the browser's relay and the server refuse the same bodies. */
export const MAX_BODY_BYTES = MAX_RELAY_BODY_BYTES

/** A request's headers and body must arrive within it (Node's default, 300 s, holds a slow sender that long). */
export const MOCK_REQUEST_TIMEOUT_MS = 30_000

/** Past it, Node drops new connections unanswered: a flood of idle sockets cannot exhaust the process. */
export const MOCK_MAX_CONNECTIONS = 256

export interface MockHttpServerOptions {
  /** Default: any `http(s)://localhost:<port>` or `127.0.0.1` origin. */
  allowedOrigins?: readonly string[] | '*'
  log?: ((line: string) => void) | null
  handlers?: RequestHandler[]
  /** Default {@link MOCK_REQUEST_TIMEOUT_MS}. */
  requestTimeoutMs?: number
  /** Default {@link MOCK_MAX_CONNECTIONS}. */
  maxConnections?: number
  /**
   * Addresses and CIDR ranges of proxies in front of the server whose `X-Forwarded-For` names the client; by
   * default none, and the socket's address is the client's.
   */
  trustedProxies?: readonly string[]
  /** Hosts webhooks may be POSTed to besides loopback (`--allow-webhook-host`). */
  allowedWebhookHosts?: readonly string[]
}

const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** The methods the contract and `/__mock/*` use. */
const PREFLIGHT_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'

/** The portal's, then those the relay's APIs and their official SDKs send, so a page may call the relay too. */
const PREFLIGHT_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-Api-Key',
  'X-Goog-Api-Key',
  'X-Goog-Api-Client',
  'Anthropic-Version',
  'Anthropic-Beta',
  'Anthropic-Dangerous-Direct-Browser-Access',
  'OpenAI-Beta',
  'OpenAI-Organization',
  'OpenAI-Project',
  'X-Stainless-Arch',
  'X-Stainless-Async',
  'X-Stainless-Helper-Method',
  'X-Stainless-Lang',
  'X-Stainless-OS',
  'X-Stainless-Package-Version',
  'X-Stainless-Retry-Count',
  'X-Stainless-Runtime',
  'X-Stainless-Runtime-Version',
  'X-Stainless-Timeout',
].join(', ')

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/

function isAllowedOrigin(origin: string, allowed: MockHttpServerOptions['allowedOrigins']): boolean {
  if (allowed === '*') return true
  // `null` is the origin of sandboxed iframes, file:// pages and some redirects: any site can produce it.
  if (origin === 'null') return false
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

interface Refusal {
  status: number
  error: string
  code: string
  headers?: Record<string, string>
}

function declaresBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json'
}

/** Decided before the body is read and any handler runs, so a refused request changes nothing. */
function refusalOf(
  req: IncomingMessage,
  allowedOrigins: MockHttpServerOptions['allowedOrigins'],
): Refusal | null {
  const method = req.method ?? ''
  if (!SERVED_METHODS.includes(method)) {
    return {
      status: 405,
      error: `Method not allowed: ${method}`,
      code: 'METHOD_NOT_ALLOWED',
      headers: { Allow: SERVED_METHODS.join(', ') },
    }
  }
  // A form's POST or a text/plain fetch needs no preflight, and CORS only hides its answer: refusing here
  // keeps the web sites the developer visits from changing the mock's state.
  const origin = req.headers.origin
  if (origin !== undefined && !isAllowedOrigin(origin, allowedOrigins)) {
    return { status: 403, error: 'Origin not allowed', code: 'FORBIDDEN_ORIGIN' }
  }
  // A page can send a JSON body only after a preflight, which CORS answers for the allowed origins alone.
  if (declaresBody(req) && !isJson(req.headers['content-type'])) {
    return { status: 415, error: 'Request bodies must be application/json', code: 'UNSUPPORTED_MEDIA_TYPE' }
  }
  return null
}

/** The Host header and the request target are client input: one that does not parse is a 400, not a 500. */
function requestUrl(req: IncomingMessage): URL | Refusal {
  const base = URL.parse(`http://${req.headers.host ?? 'localhost'}`)
  if (!base) return { status: 400, error: 'Bad Host header', code: 'BAD_REQUEST' }
  return URL.parse(req.url ?? '/', base) ?? { status: 400, error: 'Bad request target', code: 'BAD_REQUEST' }
}

/**
 * In the contract's `Error` shape, or on a relay path in that API's own error shape, so that a tool's SDK reads
 * it. `request` is given once the request target parsed: with it, a relay refusal is recorded for a known key.
 */
async function sendRefusal(
  res: ServerResponse,
  refusal: Refusal,
  cors: Record<string, string>,
  path: string,
  request?: Request,
) {
  const api = relayApiOfPath(path)
  if (!api) {
    sendJson(
      res,
      refusal.status,
      { error: refusal.error, code: refusal.code },
      { ...cors, ...refusal.headers },
    )
    return
  }
  const answer = refuseRelayRequest(api, request, {
    status: refusal.status,
    code: refusal.code,
    message: refusal.error,
  })
  await sendResponse(res, answer, { ...cors, ...refusal.headers }, false)
}

/**
 * Buffered with a `Content-Length`, except server-sent events: each goes out as the handler produces it, so a
 * streaming client sees the answer arrive. A client that hangs up cancels the stream.
 */
async function sendResponse(
  res: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string>,
  isHead: boolean,
): Promise<void> {
  const headers: Record<string, string> = { ...extraHeaders }
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  const isEventStream = response.headers.get('content-type')?.startsWith('text/event-stream') === true
  if (isHead || !isEventStream || !response.body) {
    const payload = Buffer.from(await response.arrayBuffer())
    headers['content-length'] = String(payload.length)
    res.writeHead(response.status, headers)
    res.end(isHead ? undefined : payload)
    return
  }
  res.writeHead(response.status, headers)
  res.flushHeaders()
  const reader = response.body.getReader()
  const stop = () => void reader.cancel().catch(() => undefined)
  res.on('close', stop)
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done || res.destroyed) break
      if (!res.write(value)) await drained(res)
    }
  } finally {
    res.off('close', stop)
  }
  if (!res.destroyed) res.end()
}

function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done)
      res.off('close', done)
      resolve()
    }
    res.on('drain', done)
    res.on('close', done)
  })
}

/** Node hands CONNECT to `'connect'` listeners, and with none drops the connection unanswered. */
function refuseConnect(socket: Duplex) {
  const text = JSON.stringify({ error: 'Method not allowed: CONNECT', code: 'METHOD_NOT_ALLOWED' })
  socket.on('error', () => socket.destroy())
  socket.end(
    [
      'HTTP/1.1 405 Method Not Allowed',
      `Allow: ${SERVED_METHODS.join(', ')}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(text)}`,
      'Connection: close',
      '',
      text,
    ].join('\r\n'),
  )
}

class PayloadTooLargeError extends Error {}

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

function toFetchRequest(req: IncomingMessage, body: Buffer, url: URL): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && body.length > 0
  return new Request(url, {
    // HEAD runs the GET handler (the caller drops the body): the handlers only define GET.
    method: req.method === 'HEAD' ? 'GET' : req.method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  })
}

/** The same MSW handlers over real HTTP; what it refuses, and why, is in the README and docs/mock.md. */
export function createMockHttpServer(options: MockHttpServerOptions = {}): Server {
  const {
    allowedOrigins,
    log = console.log,
    handlers = defaultHandlers,
    requestTimeoutMs = MOCK_REQUEST_TIMEOUT_MS,
    maxConnections = MOCK_MAX_CONNECTIONS,
    trustedProxies = [],
    allowedWebhookHosts = [],
  } = options
  // Process-wide, as the db is: the server's webhooks are POSTed, the browser mock's only recorded.
  setWebhookTransport(createWebhookTransport({ allowedHosts: allowedWebhookHosts }))
  const serverOptions = {
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    // Node enforces both timeouts only when it checks, every 30 s by default: up to twice the timeout.
    connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs / 2),
  }
  const server = createServer(serverOptions, (req, res) => {
    const started = performance.now()
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    // On close, not finish: a client that hangs up mid-stream (Ctrl-C in a CLI) never lets a response finish.
    res.on('close', () => {
      log?.(`${req.method} ${path} ${res.statusCode} ${Math.round(performance.now() - started)}ms`)
    })
    void (async () => {
      const origin = req.headers.origin
      const cors = corsHeaders(origin, allowedOrigins)
      const refusal = refusalOf(req, allowedOrigins)
      if (refusal) {
        await sendRefusal(res, refusal, cors, path)
        return
      }
      const url = requestUrl(req)
      if (!(url instanceof URL)) {
        await sendRefusal(res, url, cors, path)
        return
      }
      if (req.method === 'OPTIONS') {
        if (!origin) {
          sendJson(res, 403, { error: 'Origin not allowed', code: 'FORBIDDEN_ORIGIN' }, cors)
          return
        }
        res.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': PREFLIGHT_METHODS,
          'Access-Control-Allow-Headers': PREFLIGHT_HEADERS,
          'Access-Control-Max-Age': '600',
        })
        res.end()
        return
      }
      const forwardedFor = req.headers['x-forwarded-for']
      const address = socketClientAddress(
        req.socket.remoteAddress ?? 'unknown',
        Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
        trustedProxies,
      )
      let body: Buffer
      try {
        body = await readBody(req)
      } catch (error) {
        if (error instanceof PayloadTooLargeError) {
          const unread = toFetchRequest(req, Buffer.alloc(0), url)
          setClientAddress(unread, address)
          await sendRefusal(
            res,
            {
              status: 413,
              error: 'The request body is larger than 1 MB',
              code: 'PAYLOAD_TOO_LARGE',
              headers: { Connection: 'close' },
            },
            cors,
            path,
            unread,
          )
          return
        }
        throw error
      }
      const request = toFetchRequest(req, body, url)
      setClientAddress(request, address)
      const response = await getResponse(handlers, request)
      if (response?.type === 'error') {
        // A simulated network failure (mock controls): drop the connection, as a broken network would.
        res.destroy()
        return
      }
      if (!response) {
        sendJson(res, 404, { error: `Not found: ${req.method} ${path}`, code: 'NOT_FOUND' }, cors)
        return
      }
      await sendResponse(res, response, cors, req.method === 'HEAD')
    })().catch((error: unknown) => {
      // The sender went away, or the request timeout cut it off (Node has answered 408): no one to answer.
      if (req.destroyed && (error as { code?: unknown }).code === 'ECONNRESET') return
      console.error('Mock server failed on', req.method, path, error)
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal server error', code: 'INTERNAL_ERROR' })
      else res.destroy()
    })
  })
  server.maxConnections = maxConnections
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    refuseConnect(socket)
    log?.(`CONNECT ${req.url ?? ''} 405 0ms`)
  })
  return server
}
