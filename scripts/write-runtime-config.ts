// Points a built dist/ at an API without rebuilding: writes `<dist>/config.js` (usage below).
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { parseApiOrigin, parsePurchaseUrl } from '#src/config/runtime.ts'

const USAGE =
  'Usage: node scripts/write-runtime-config.ts <dist directory> <API origin, e.g. https://api.example.com> ' +
  '[--purchase-url <shop URL, e.g. https://shop.example.com/relay>]'

function parseCommandLine() {
  try {
    return parseArgs({ allowPositionals: true, options: { 'purchase-url': { type: 'string' } } })
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
    process.exit(1)
  }
}
const parsed = parseCommandLine()
const [dist, apiOrigin, extra] = parsed.positionals
const purchaseUrl = parsed.values['purchase-url']
if (!dist || !apiOrigin || extra !== undefined || !parseApiOrigin(apiOrigin)) {
  console.error(USAGE)
  process.exit(1)
}
if (purchaseUrl !== undefined && !parsePurchaseUrl(purchaseUrl)) {
  console.error(`--purchase-url ${JSON.stringify(purchaseUrl)} is not an absolute http(s) URL.\n${USAGE}`)
  process.exit(1)
}
const config = { apiOrigin, apiMock: false, ...(purchaseUrl ? { purchaseUrl } : {}) }
writeFileSync(path.join(dist, 'config.js'), `window.RELAY_CONFIG = ${JSON.stringify(config)}\n`)
console.log(`${dist}/config.js → ${JSON.stringify(config)}`)
