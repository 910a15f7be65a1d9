import { statSync } from 'node:fs'
import path from 'node:path'

/**
 * One import style: a module path that climbs out of its folder (`../`) into one of the aliased folders is
 * written with the alias instead (package.json `imports`: `#src/*`, `#mocks/*`, `#locales/*`), so a file reads
 * the same wherever it sits and moves without rewriting its imports. `./x` in the same folder stays relative,
 * and so does `../x` into a folder that has no alias (stories/decorators.tsx from a story, scripts/ from src/).
 *
 * Checked: static imports and `import type`, `export … from`, dynamic `import()`, `typeof import()` types, and
 * the path of `vi.mock()`, `vi.doMock()`, `vi.importActual()`, `vi.importMock()`. The fix writes the alias.
 *
 * Options: `{ root, aliases }`: the folder the aliases start from (default: ESLint's working directory) and
 * each alias prefix with the folder it names, e.g. `{ '#src/': 'src/' }`.
 */

/**
 * A package.json `imports` alias maps to one file: TypeScript and Node add no extension after it. A relative
 * path written without one (`../src/lib/api/schema` for schema.d.ts) gets the extension of the file it names.
 */
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.json', '/index.ts', '/index.tsx', '/index.js']

/** @param {string} file */
function isFile(file) {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false
}

/** The path of an existing file, with the extension it needed, or null. @param {string} target */
function existing(target) {
  const [file = target, query = ''] = target.split(/(?=\?)/)
  if (isFile(file)) return target
  const extension = EXTENSIONS.find((candidate) => isFile(file + candidate))
  return extension === undefined ? null : file + extension + query
}

const VITEST_PATH_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock'])

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Reach the aliased folders through their package.json `imports` alias, not `../`' },
    fixable: 'code',
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      useAlias: 'Import {{ target }} as {{ alias }}: leaving the folder goes through the alias.',
      useAliasNoFile: 'Import {{ target }} through its alias ({{ alias }}?): no file answers it, so no fix.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {}
    const root = options.root ?? context.cwd
    const aliases = Object.entries(options.aliases ?? {}).map(([prefix, folder]) => ({
      prefix,
      folder: path.resolve(root, folder) + path.sep,
    }))
    const directory = path.dirname(context.physicalFilename)

    /** @param {import('estree').Node | null | undefined} node */
    function check(node) {
      if (node?.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('../')) return
      const specifier = node.value
      const written = path.resolve(directory, specifier)
      const alias = aliases.find(({ folder }) => written.startsWith(folder))
      if (!alias) return
      // A query (`?raw`) stays part of the last segment through path.resolve and existing().
      const target = existing(written)
      const replacement =
        alias.prefix +
        path
          .relative(alias.folder, target ?? written)
          .split(path.sep)
          .join('/')
      const quote = context.sourceCode.getText(node)[0]
      context.report({
        node,
        messageId: target ? 'useAlias' : 'useAliasNoFile',
        data: { target: specifier, alias: replacement },
        // No fix when no file answers the path: the alias could not be checked.
        fix: target ? (fixer) => fixer.replaceText(node, `${quote}${replacement}${quote}`) : null,
      })
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      /** @param {any} node `typeof import('…')` in a type */
      TSImportType: (node) => check(node.source ?? node.argument?.literal),
      CallExpression(node) {
        const { callee } = node
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          VITEST_PATH_CALLS.has(callee.property.name)
        )
          check(node.arguments[0])
      },
    }
  },
}
