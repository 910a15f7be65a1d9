/**
 * `npm run bench`: Lighthouse (mobile) on the production build, mock off, with the deployment's headers, served two
 * ways: by nginx with deploy/nginx.conf (each path its own page; the Node server that follows the same rules when
 * nginx is missing) and as a host's "single page app" setting serves it (every path that is no file gets
 * index.html). Exits 1 after the whole table when a target is missed or a page could not be measured.
 *   BENCH_RUNS=n (default 5; the median run is reported)   BENCH_ROUTES=/home,/login   BENCH_REPORT_DIR=dir (JSON)
 *   BENCH_SERVERS=nginx,spa (default both)
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { systemChromium } from './chromium.ts'
import { freePort, waitFor } from './bench-servers.ts'
import { findNginx } from './nginx-server.ts'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
type Route = { path: string; signedIn: boolean }
const ALL_ROUTES: Route[] = [
  ...[
    '/home',
    '/plans',
    '/docs',
    '/features',
    '/about',
    '/models',
    '/login',
    '/register',
    '/claim/WELCOME',
  ].map((path) => ({
    path,
    signedIn: false,
  })),
  { path: '/dashboard', signedIn: true },
  { path: '/admin', signedIn: false },
  { path: '/no-such-page', signedIn: false },
]
const chosen = process.env.BENCH_ROUTES?.split(',')
  .map((item) => item.trim())
  .filter(Boolean)
const unknown = chosen?.filter((item) => !ALL_ROUTES.some((route) => route.path === item)) ?? []
if (unknown.length) {
  console.error(
    `BENCH_ROUTES: not a measured page: ${unknown.join(', ')} (pages: ${ALL_ROUTES.map((route) => route.path).join(', ')})`,
  )
  process.exit(2)
}
const ROUTES = chosen?.length ? ALL_ROUTES.filter((route) => chosen.includes(route.path)) : ALL_ROUTES
// robots.txt keeps crawlers out of these: "is-crawlable" fails by design, so they must pass the other SEO audits.
const DISALLOWED = readFileSync(path.join(root, 'public/robots.txt'), 'utf8')
  .split('\n')
  .map((line) => /^Disallow:\s*(\S+)/i.exec(line.trim())?.[1])
  .filter((prefix): prefix is string => Boolean(prefix))
const isDisallowed = (pathname: string) => DISALLOWED.some((prefix) => pathname.startsWith(prefix))
/** The seeded account the signed-in pages use (mocks/seed.ts). */
const ACCOUNT = { email: 'demo@example.com', password: DEMO_PASSWORD }
/** Lighthouse varies from run to run (more so on a small machine): each page is measured this often and the
 * median run (Lighthouse's own choice, by FCP and TTI) is reported. */
type LighthouseReport = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5))
type Targets = { performance: number; lcpMs: number; tbtMs: number; cls: number }
const QUALITY = { accessibility: 100, 'best-practices': 100, seo: 100 }
type Server = { id: string; name: string; targets: Targets; origin: string }
const SERVER_IDS = ['nginx', 'spa'] as const
const chosenServers = process.env.BENCH_SERVERS?.split(',').map((item) => item.trim()) ?? [...SERVER_IDS]
const unknownServers = chosenServers.filter((id) => !SERVER_IDS.includes(id as never))
if (unknownServers.length) {
  console.error(
    `BENCH_SERVERS: not a server: ${unknownServers.join(', ')} (servers: ${SERVER_IDS.join(', ')})`,
  )
  process.exit(2)
}
// Lighthouse's default (docs/provenance.md), named because the stored session needs local storage left alone.
const CLEAR_STORAGE_TYPES = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'] as const

async function signIn(apiOrigin: string): Promise<Record<string, string>> {
  const response = await fetch(`${apiOrigin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ACCOUNT),
  })
  if (!response.ok) throw new Error(`Sign-in as ${ACCOUNT.email} answered ${response.status}`)
  const { token, user } = (await response.json()) as { token: string; user: unknown }
  return { [TOKEN_STORAGE_KEY]: token, [USER_STORAGE_KEY]: JSON.stringify(user) }
}

// The session goes into local storage through DevTools, in a tab of its own on /robots.txt: local storage needs
// a document of the origin, and that one runs no script.
type CdpAnswer = { id?: number; result?: { result?: { value?: unknown }; exceptionDetails?: unknown } }
async function setSession(chromePort: number, origin: string, session: Record<string, string> | null) {
  const devtools = `http://127.0.0.1:${chromePort}/json`
  const target = (await (await fetch(`${devtools}/new?${origin}/robots.txt`, { method: 'PUT' })).json()) as {
    id: string
    webSocketDebuggerUrl: string
  }
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  const send = (id: number, method: string, params: object) =>
    new Promise<CdpAnswer>((resolve) => {
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as CdpAnswer
        if (message.id !== id) return
        socket.removeEventListener('message', onMessage)
        resolve(message)
      }
      socket.addEventListener('message', onMessage)
      socket.send(JSON.stringify({ id, method, params }))
    })
  const keys = [TOKEN_STORAGE_KEY, USER_STORAGE_KEY]
  const expression = `(() => {
    const session = ${JSON.stringify(session)}
    for (const key of ${JSON.stringify(keys)}) {
      if (session) localStorage.setItem(key, session[key])
      else localStorage.removeItem(key)
    }
    return location.origin + ':' + localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})
  })()`
  try {
    // The tab may still be loading: evaluate once its document is the origin's.
    for (let attempt = 1; ; attempt++) {
      const answer = await send(attempt, 'Runtime.evaluate', { expression, returnByValue: true })
      const value = answer.result?.result?.value
      if (value === `${origin}:${session ? session[TOKEN_STORAGE_KEY] : null}`) break
      if (attempt >= 50)
        throw new Error(`Could not write the session for ${origin} (${JSON.stringify(answer)})`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } finally {
    socket.close()
    await fetch(`${devtools}/close/${target.id}`)
  }
}

const children: ChildProcess[] = []
function start(command: string, args: string[]) {
  const child = spawn(command, args, { cwd: root, stdio: 'ignore' })
  children.push(child)
  return child
}

const apiPort = await freePort()
const apiOrigin = `http://127.0.0.1:${apiPort}`
console.log('Building dist-bench (mock off)…')
execFileSync(bin('vite'), ['build', '--outDir', 'dist-bench', '--logLevel', 'error'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_API_MOCK: 'false' },
})
execFileSync(process.execPath, ['scripts/write-runtime-config.ts', 'dist-bench', apiOrigin], { cwd: root })
start(process.execPath, ['mocks/server-main.ts', '--port', String(apiPort)])
await waitFor(`${apiOrigin}/api/email/config`)

const nginx = findNginx()
const servers: Server[] = []
for (const id of chosenServers) {
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const serve = ['dist-bench', '--port', String(port), '--connect-src', apiOrigin]
  if (id === 'nginx') {
    if (!nginx) console.log('nginx not found: its rules are served by scripts/static-server.ts instead')
    start(process.execPath, [nginx ? 'scripts/nginx-server.ts' : 'scripts/static-server.ts', ...serve])
    servers.push({
      id,
      name: nginx ? 'nginx' : 'nginx rules (Node)',
      origin,
      targets: { performance: 100, lcpMs: 1000, tbtMs: 50, cls: 0 },
    })
  } else {
    start(process.execPath, ['scripts/static-server.ts', ...serve, '--spa-fallback'])
    servers.push({
      id,
      name: 'SPA fallback',
      origin,
      targets: { performance: 98, lcpMs: 1800, tbtMs: 50, cls: 0 },
    })
  }
  await waitFor(`${origin}/home`)
}

const chrome = await launch({
  chromePath: systemChromium(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})

let failed = false
const rows: string[] = []
try {
  const session = ROUTES.some((route) => route.signedIn)
    ? await signIn(apiOrigin).catch((error: unknown) => {
        console.log(`Sign-in failed, the signed-in pages are not measured: ${String(error)}`)
        return null
      })
    : null
  for (const server of servers) {
    for (const route of ROUTES) {
      // One page's failure (a Lighthouse error, a page that does not load) is its row: the others are measured.
      try {
        rows.push(await measure(server, route, session))
      } catch (error) {
        failed = true
        console.log(`${route.path}: not measured: ${error instanceof Error ? error.message : String(error)}`)
        rows.push(
          `| ${server.name} | ${route.path}${route.signedIn ? ' (signed in)' : ''} | – | – | – | – | – | – | – | – | not measured |`,
        )
      }
    }
  }
} finally {
  await chrome.kill()
  for (const child of children) child.kill('SIGTERM')
}

async function measure(
  server: Server,
  route: Route,
  session: Record<string, string> | null,
): Promise<string> {
  if (route.signedIn && !session) throw new Error('no session')
  const { targets } = server
  const runs: LighthouseReport[] = []
  for (let run = 0; run < RUNS; run++) {
    await setSession(chrome.port, server.origin, route.signedIn ? session : null)
    const result = await lighthouse(`${server.origin}${route.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      clearStorageTypes: [...CLEAR_STORAGE_TYPES],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`)
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message)
    runs.push(result.lhr)
  }
  const lhr = computeMedianRun(runs) as LighthouseReport
  const { categories, audits } = lhr
  const reportDir = process.env.BENCH_REPORT_DIR
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true })
    writeFileSync(
      path.join(reportDir, `${server.id}-${route.path.slice(1).replaceAll('/', '_')}.json`),
      JSON.stringify(lhr, null, 1),
    )
  }
  const performanceScores = runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100))
  const blocking = runs.map((run) => Math.round(run.audits['total-blocking-time']?.numericValue ?? NaN))
  const paints = runs.map((run) =>
    ((run.audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000).toFixed(2),
  )
  const shifts = runs.map((run) => (run.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3))
  console.log(
    `${server.name} ${route.path}: performance ${performanceScores.join(', ')}, LCP ${paints.join(', ')} s, TBT ${blocking.join(', ')} ms, CLS ${shifts.join(', ')} in ${RUNS} runs; the median run is reported`,
  )
  // A signed-in page that ended elsewhere (the session was not taken up) measured the wrong page.
  const finalUrl = new URL(lhr.finalDisplayedUrl)
  if (finalUrl.pathname !== route.path) console.log(`${route.path}: ended at ${finalUrl.pathname}`)
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const lcp = audits['largest-contentful-paint']?.numericValue ?? Infinity
  const tbt = audits['total-blocking-time']?.numericValue ?? Infinity
  const cls = audits['cumulative-layout-shift']?.numericValue ?? Infinity
  const seoMet = isDisallowed(route.path)
    ? (categories.seo?.auditRefs ?? [])
        .filter((ref) => ref.id !== 'is-crawlable' && ref.weight > 0)
        .every((ref) => (audits[ref.id]?.score ?? 1) >= 1)
    : score('seo') >= QUALITY.seo
  const checks = [
    score('performance') >= targets.performance,
    score('accessibility') >= QUALITY.accessibility,
    score('best-practices') >= QUALITY['best-practices'],
    seoMet,
    lcp <= targets.lcpMs,
    tbt <= targets.tbtMs,
    cls <= targets.cls,
    finalUrl.pathname === route.path,
  ]
  if (checks.includes(false)) failed = true
  for (const [id, category] of Object.entries(categories)) {
    if ((category.score ?? 0) >= 1) continue
    const missed = category.auditRefs
      .map((ref) => audits[ref.id])
      .filter(
        (audit) =>
          audit &&
          audit.score !== null &&
          audit.score < 1 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual',
      )
      .map((audit) => audit?.id)
    if (missed.length) console.log(`${route.path} ${id}: ${missed.join(', ')}`)
  }
  return `| ${server.name} | ${route.path}${route.signedIn ? ' (signed in)' : ''} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')}${isDisallowed(route.path) ? ' ¹' : ''} | ${(lcp / 1000).toFixed(2)} s | ${Math.round(tbt)} ms | ${cls.toFixed(3)} | ${checks.includes(false) ? 'missed' : 'met'} |`
}

console.log(
  [
    '',
    `Lighthouse, mobile (simulated 4G, 4× CPU slowdown), production build with the mock off, median of ${RUNS} runs:`,
    '| Served by | Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Targets |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    ...servers.map(
      ({ name, targets }) =>
        `Targets, ${name}: performance ≥ ${targets.performance}, LCP ≤ ${targets.lcpMs / 1000} s, TBT ≤ ${targets.tbtMs} ms, CLS ≤ ${targets.cls}; accessibility, best practices and SEO ${QUALITY.seo}.`,
    ),
    `¹ robots.txt keeps crawlers out (${DISALLOWED.join(', ')}), so "is-crawlable" fails by design; the target is every other SEO audit.`,
  ].join('\n'),
)
process.exit(failed ? 1 : 0)
