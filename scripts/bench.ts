/**
 * `npm run bench`: Lighthouse (mobile, simulated throttling) on /home, /plans and /docs of the production build
 * with the mock off, served like deploy/nginx.conf (gzip, caching, CSP) and pointed at the mock HTTP server.
 * Prints the four category scores and LCP, TBT, CLS, and exits 1 when a target is missed.
 * BENCH_RUNS=n sets the runs per page (default 5); BENCH_REPORT_DIR=dir also writes each page's median report
 * there as JSON.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { systemChromium } from './chromium.ts'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
const ROUTES = ['/home', '/plans', '/docs']
/** Lighthouse varies from run to run (more so on a small machine): each page is measured this often and the
 * median run (Lighthouse's own choice, by FCP and TTI) is reported. */
type LighthouseReport = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5))
const TARGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 50,
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not come up`)
}

const children: ChildProcess[] = []
function start(command: string, args: string[]) {
  const child = spawn(command, args, { cwd: root, stdio: 'ignore' })
  children.push(child)
  return child
}

const apiPort = await freePort()
const appPort = await freePort()
const apiOrigin = `http://127.0.0.1:${apiPort}`
console.log('Building dist-bench (mock off)…')
execFileSync(bin('vite'), ['build', '--outDir', 'dist-bench', '--logLevel', 'error'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_API_MOCK: 'false' },
})
execFileSync(process.execPath, ['scripts/write-runtime-config.ts', 'dist-bench', apiOrigin], { cwd: root })
start(process.execPath, ['mocks/server-main.ts', '--port', String(apiPort)])
start(process.execPath, [
  'scripts/static-server.ts',
  'dist-bench',
  '--port',
  String(appPort),
  '--connect-src',
  apiOrigin,
])
await waitFor(`${apiOrigin}/api/email/config`)
await waitFor(`http://localhost:${appPort}/home`)

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
  for (const route of ROUTES) {
    const runs: LighthouseReport[] = []
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`http://localhost:${appPort}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`)
      runs.push(result.lhr)
    }
    const lhr = computeMedianRun(runs) as LighthouseReport
    const { categories, audits } = lhr
    const reportDir = process.env.BENCH_REPORT_DIR
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true })
      writeFileSync(path.join(reportDir, `${route.slice(1)}.json`), JSON.stringify(lhr, null, 1))
    }
    const performanceScores = runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100))
    const blocking = runs.map((run) => Math.round(run.audits['total-blocking-time']?.numericValue ?? NaN))
    console.log(
      `${route}: performance ${performanceScores.join(', ')}, TBT ${blocking.join(', ')} ms in ${RUNS} runs; the median run is reported`,
    )
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const lcp = audits['largest-contentful-paint']?.numericValue ?? Infinity
    const tbt = audits['total-blocking-time']?.numericValue ?? Infinity
    const cls = audits['cumulative-layout-shift']?.numericValue ?? Infinity
    const checks = [
      score('performance') >= TARGETS.performance,
      score('accessibility') >= TARGETS.accessibility,
      score('best-practices') >= TARGETS['best-practices'],
      score('seo') >= TARGETS.seo,
      lcp <= TARGETS.lcpMs,
      tbt <= TARGETS.tbtMs,
    ]
    if (checks.includes(false)) failed = true
    rows.push(
      `| ${route} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${(lcp / 1000).toFixed(2)} s | ${Math.round(tbt)} ms | ${cls.toFixed(3)} | ${checks.includes(false) ? 'missed' : 'met'} |`,
    )
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
      if (missed.length) console.log(`${route} ${id}: ${missed.join(', ')}`)
    }
  }
} finally {
  await chrome.kill()
  for (const child of children) child.kill('SIGTERM')
}

console.log(
  [
    '',
    `Lighthouse, mobile (simulated 4G, 4× CPU slowdown), production build with the mock off, median of ${RUNS} runs:`,
    '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Targets |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    `Targets: performance ≥ ${TARGETS.performance}, the other three ${TARGETS.accessibility}, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms.`,
  ].join('\n'),
)
process.exit(failed ? 1 : 0)
