import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, test } from 'vitest'
import rule from './import-aliases.js'

// The rule writes the path of a file that exists, so the cases run against a small tree of real files.
const root = mkdtempSync(path.join(tmpdir(), 'import-aliases-'))
for (const file of [
  'src/lib/auth/a.ts',
  'src/lib/api/schema.d.ts',
  'src/styles/global.css',
  'src/styles/tokens.css',
  'src/features/plans/page.tsx',
  'src/features/x.ts',
  'src/config/runtime.ts',
  'mocks/seed.ts',
  'locales/en/common.json',
]) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), '')
}
afterAll(() => rmSync(root, { recursive: true, force: true }))
const aliases = { '#src/': 'src/', '#mocks/': 'mocks/', '#locales/': 'locales/' }
const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } })
const options = [{ root, aliases }]
const at = (file: string) => path.join(root, file)

test('a relative path that stays in its folder, or climbs to a folder without an alias, is left alone', () => {
  ruleTester.run('import-aliases', rule, {
    valid: [
      { code: "import { a } from './a.ts'", filename: at('src/lib/b.ts'), options },
      {
        code: "import { decorate } from '../decorators.tsx'",
        filename: at('stories/ui/button.stories.tsx'),
        options,
      },
      { code: "import { build } from '../../scripts/build.ts'", filename: at('src/lib/b.ts'), options },
      { code: "import { a } from '#src/lib/a.ts'", filename: at('stories/ui/a.stories.tsx'), options },
      { code: "import react from 'react'", filename: at('src/lib/b.ts'), options },
      { code: "someone.mock('../x.ts')", filename: at('src/lib/api/b.ts'), options },
    ],
    invalid: [],
  })
})

test('a static import, import type and re-export that climb into src, mocks or locales are fixed to the alias', () => {
  ruleTester.run('import-aliases', rule, {
    valid: [],
    invalid: [
      {
        code: "import { a } from '../auth/a.ts'",
        filename: at('src/lib/api/b.ts'),
        options,
        output: "import { a } from '#src/lib/auth/a.ts'",
        errors: [{ messageId: 'useAlias' }],
      },
      {
        code: 'import type { paths } from "../src/lib/api/schema.d.ts"',
        filename: at('mocks/http.ts'),
        options,
        output: 'import type { paths } from "#src/lib/api/schema.d.ts"',
        errors: [{ messageId: 'useAlias' }],
      },
      {
        code: "export { seed } from '../../../mocks/seed.ts'\nexport * from '../../../locales/en/common.json'",
        filename: at('src/features/auth/b.ts'),
        options,
        output: "export { seed } from '#mocks/seed.ts'\nexport * from '#locales/en/common.json'",
        errors: [{ messageId: 'useAlias' }, { messageId: 'useAlias' }],
      },
      {
        code: "import '../../src/styles/global.css'\nimport tokens from '../../src/styles/tokens.css?raw'",
        filename: at('stories/docs/tokens.tsx'),
        options,
        output: "import '#src/styles/global.css'\nimport tokens from '#src/styles/tokens.css?raw'",
        errors: [{ messageId: 'useAlias' }, { messageId: 'useAlias' }],
      },
    ],
  })
})

test('a dynamic import, a typeof import() type and a vi.mock() path are fixed to the alias', () => {
  ruleTester.run('import-aliases', rule, {
    valid: [],
    invalid: [
      {
        code: "const page = () => import('../features/plans/page.tsx')",
        filename: at('src/app/routes.tsx'),
        options,
        output: "const page = () => import('#src/features/plans/page.tsx')",
        errors: [{ messageId: 'useAlias' }],
      },
      {
        code: "type Runtime = typeof import('../../config/runtime.ts')",
        filename: at('src/features/docs/b.ts'),
        options,
        output: "type Runtime = typeof import('#src/config/runtime.ts')",
        errors: [{ messageId: 'useAlias' }],
      },
      {
        code: "vi.mock('../../../config/runtime.ts', async () => ({}))\nvi.importActual('../../x.ts')",
        filename: at('src/features/marketing/routes/home-page.test.tsx'),
        options,
        output: "vi.mock('#src/config/runtime.ts', async () => ({}))\nvi.importActual('#src/features/x.ts')",
        errors: [{ messageId: 'useAlias' }, { messageId: 'useAlias' }],
      },
    ],
  })
})

test('a path written without its extension gets the one of the file it names, and one naming no file is not fixed', () => {
  ruleTester.run('import-aliases', rule, {
    valid: [],
    invalid: [
      {
        code: "import type { paths } from '../src/lib/api/schema'\nimport { a } from '../src/lib/auth/a'",
        filename: at('mocks/b.ts'),
        options,
        output:
          "import type { paths } from '#src/lib/api/schema.d.ts'\nimport { a } from '#src/lib/auth/a.ts'",
        errors: [{ messageId: 'useAlias' }, { messageId: 'useAlias' }],
      },
      {
        code: "import { gone } from '../src/lib/gone.ts'",
        filename: at('mocks/b.ts'),
        options,
        output: null,
        errors: [{ messageId: 'useAliasNoFile' }],
      },
    ],
  })
})
