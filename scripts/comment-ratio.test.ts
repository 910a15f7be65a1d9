import { expect, test } from 'vitest'
import { COMMENT_LIMITS, countLines, folderRatio, percent } from './comment-ratio.ts'

test('a line comment, a block comment and its continuation lines count as comments; blank lines count as nothing', () => {
  const source = [
    '// why',
    'const a = 1',
    '',
    '/**',
    ' * more',
    ' */',
    'const b = 2 // trailing',
    '/* one */',
  ].join('\n')
  expect(countLines(source)).toEqual({ comments: 5, code: 2 })
})

test('every folder keeps its comments within its limit', () => {
  for (const [folder, limit] of Object.entries(COMMENT_LIMITS)) {
    expect(percent(folderRatio(folder)), folder).toBeLessThanOrEqual(limit)
  }
})
