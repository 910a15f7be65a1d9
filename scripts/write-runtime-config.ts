/**
 * Points a built dist/ at an API without rebuilding: `node scripts/write-runtime-config.ts <dist> <apiOrigin>`
 * writes `<dist>/config.js` with `{ apiOrigin, apiMock: false }`.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseApiOrigin } from '../src/config/runtime.ts'

const [dist, apiOrigin] = process.argv.slice(2)
if (!dist || !apiOrigin || !parseApiOrigin(apiOrigin)) {
  console.error(
    'Usage: node scripts/write-runtime-config.ts <dist directory> <API origin, e.g. https://api.example.com>',
  )
  process.exit(1)
}
const config = { apiOrigin, apiMock: false }
writeFileSync(path.join(dist, 'config.js'), `window.RELAY_CONFIG = ${JSON.stringify(config)}\n`)
console.log(`${dist}/config.js → ${JSON.stringify(config)}`)
