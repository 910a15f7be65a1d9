/**
 * `npm run mock:server`: the in-memory backend over HTTP on 127.0.0.1:8787.
 * Flags: --port N (or PORT), --host H (or HOST), --allow-origin URL (repeatable, or MOCK_ALLOWED_ORIGINS=a,b; '*' for any),
 * --allow-webhook-host NAME (repeatable: a host webhooks may be POSTed to besides loopback).
 * MOCK_TRUSTED_PROXIES=a,b: addresses or CIDR ranges of proxies whose X-Forwarded-For names the client.
 */
import { parseArgs } from 'node:util'
import { createMockHttpServer } from './http-server.ts'
import { parseAllowListLine } from '#src/lib/ip-allow-list.ts'
import { resetDb, seedSummary } from './seed.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'allow-origin': { type: 'string', multiple: true },
    'allow-webhook-host': { type: 'string', multiple: true },
  },
})

const port = Number(values.port ?? process.env.PORT ?? 8787)
const host = values.host ?? process.env.HOST ?? '127.0.0.1'
const originList =
  values['allow-origin'] ??
  process.env.MOCK_ALLOWED_ORIGINS?.split(',')
    .map((item) => item.trim())
    .filter(Boolean)
const allowedOrigins = originList?.includes('*') ? '*' : originList

const trustedProxies: string[] = []
for (const entry of (process.env.MOCK_TRUSTED_PROXIES ?? '').split(',').filter((item) => item.trim())) {
  const parsed = parseAllowListLine(entry)
  if (!parsed.ok) {
    console.error(`Invalid MOCK_TRUSTED_PROXIES entry "${entry.trim()}": ${parsed.reason}`)
    process.exit(1)
  }
  trustedProxies.push(parsed.value)
}

if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Invalid port: ${values.port ?? process.env.PORT}`)
  process.exit(1)
}

resetDb()
const allowedWebhookHosts = values['allow-webhook-host'] ?? []
const server = createMockHttpServer({ allowedOrigins, trustedProxies, allowedWebhookHosts })

server.on('error', (error) => {
  console.error(`Mock server could not start: ${error.message}`)
  process.exit(1)
})

server.listen(port, host, () => {
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`
  const lines = [
    `Relay Portal mock backend listening on ${url}`,
    allowedOrigins === '*'
      ? 'CORS: any origin (every web site you visit can call it)'
      : `CORS: ${allowedOrigins?.length ? allowedOrigins.join(', ') : 'any localhost / 127.0.0.1 origin'}` +
        '; other origins are refused (403)',
    trustedProxies.length > 0
      ? `Client address: X-Forwarded-For from ${trustedProxies.join(', ')}; the socket's otherwise`
      : "Client address: the socket's (no trusted proxies)",
    `Webhooks: POSTed to loopback${allowedWebhookHosts.length ? ` and ${allowedWebhookHosts.join(', ')}` : ' only'}; every e-mail and webhook at ${url}/__mock/outbox`,
    '',
    `Demo accounts (password ${seedSummary.password}; verification code ${seedSummary.verificationCode}):`,
    ...seedSummary.accounts.map((account) => `  ${account.email.padEnd(24)} ${account.description}`),
    `Activation codes: ${seedSummary.activationCodes.map((item) => `${item.code}${item.state === 'unused' ? '' : ` (${item.state})`}`).join(', ')}`,
    `Benefit packages: ${seedSummary.benefitPackages.map((item) => item.code).join(', ')}`,
    '',
    'Point the app at it:',
    `  built dist/: dist/config.js → window.RELAY_CONFIG = { apiOrigin: "${url}", apiMock: false }`,
    `  dev server:  VITE_API_ORIGIN=${url} VITE_API_MOCK=false npm run dev`,
    '',
  ]
  console.log(lines.join('\n'))
})

function shutdown(signal: string) {
  console.log(`\n${signal}: shutting down`)
  server.close(() => process.exit(0))
  server.closeAllConnections()
  setTimeout(() => process.exit(0), 2_000).unref()
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
