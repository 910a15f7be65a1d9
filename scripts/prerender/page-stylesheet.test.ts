import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { fakeAsset, fakeBundle, fakeChunk } from './fake-bundle.ts'
import { pageStylesheet, writePageStylesheet } from './page-stylesheet.ts'

const bundle = fakeBundle(
  fakeAsset('assets/index-b2.css', ':root{--a:1}'),
  fakeAsset('assets/plans-e5.css', '.plans{color:red}'),
  fakeChunk('assets/plans-e5.js', null),
)

test('the page’s stylesheets joined in cascade order, named by their content', () => {
  const one = pageStylesheet(bundle, ['/assets/index-b2.css', '/assets/plans-e5.css'], '/')
  expect(one.source).toBe(':root{--a:1}\n.plans{color:red}')
  expect(one.fileName).toMatch(/^assets\/page-[\w-]{8}\.css$/)
  const reversed = pageStylesheet(bundle, ['/assets/plans-e5.css', '/assets/index-b2.css'], '/')
  expect(reversed.fileName).not.toBe(one.fileName)
  expect(() => pageStylesheet(bundle, ['/assets/plans-e5.js'], '/')).toThrow(/plans-e5\.js/)
})

test('written into the build, linked by its path under the base', async () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'page-stylesheet-'))
  try {
    await mkdir(path.join(outDir, 'assets'))
    const shell = '<head><link rel="stylesheet" crossorigin href="/portal/assets/index-b2.css"></head>'
    const { styles, stylesheet } = await writePageStylesheet(outDir, bundle, {
      shell,
      styles: ['/portal/assets/plans-e5.css', '/portal/assets/index-b2.css'],
      base: '/portal/',
    })
    expect(styles).toEqual(['/portal/assets/index-b2.css', '/portal/assets/plans-e5.css'])
    expect(stylesheet).toMatch(/^\/portal\/assets\/page-[\w-]{8}\.css$/)
    expect(readFileSync(path.join(outDir, stylesheet.slice('/portal/'.length)), 'utf8')).toBe(
      ':root{--a:1}\n.plans{color:red}',
    )
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
})
