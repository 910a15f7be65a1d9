import path from 'node:path'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { test } from 'vitest'
import rule from './import-aliases.js'

const root = path.resolve('/repo')
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
        code: 'import type { paths } from "../src/lib/api/schema"',
        filename: at('mocks/http.ts'),
        options,
        output: 'import type { paths } from "#src/lib/api/schema"',
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
