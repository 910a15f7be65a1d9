/**
 * Comment lines per non-blank code line of the hand-written TypeScript in a folder (tests and generated files
 * left out). Usage: `node scripts/comment-ratio.ts src/lib mocks`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export type Ratio = { comments: number; code: number }

/** Limits per folder (percent); comments say why or warn, so most code needs none (README: conventions). */
export const COMMENT_LIMITS: Readonly<Record<string, number>> = {
  'src/lib': 10,
  'src/features': 10,
  'src/app': 15,
  'src/components': 15,
  'src/config': 15,
  'src/hooks': 15,
  'src/utils': 15,
  'src/boot': 15,
  'src/testing': 15,
  mocks: 15,
  scripts: 15,
}

export function countLines(source: string): Ratio {
  let comments = 0
  let code = 0
  let inBlock = false
  for (const raw of source.split('\n')) {
    const line = raw.trim()
    if (!line) continue
    if (inBlock) {
      comments++
      if (line.includes('*/')) inBlock = false
    } else if (line.startsWith('//')) {
      comments++
    } else if (line.startsWith('/*')) {
      comments++
      inBlock = !line.includes('*/')
    } else {
      code++
    }
  }
  return { comments, code }
}

const isCounted = (name: string) =>
  /\.tsx?$/.test(name) && !/\.(test|spec)\.|\.d\.ts$/.test(name) && !name.startsWith('contract-rules.')

export function folderRatio(folder: string): Ratio {
  const total = { comments: 0, code: 0 }
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !isCounted(entry.name)) continue
    const { comments, code } = countLines(readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    total.comments += comments
    total.code += code
  }
  return total
}

export const percent = ({ comments, code }: Ratio) => (100 * comments) / Math.max(code, 1)

if (import.meta.main) {
  const folders = process.argv.slice(2)
  for (const folder of folders.length ? folders : Object.keys(COMMENT_LIMITS)) {
    const ratio = folderRatio(folder)
    console.log(`${folder}: ${ratio.comments}/${ratio.code} = ${percent(ratio).toFixed(1)} %`)
  }
}
