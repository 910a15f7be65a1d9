import { expect, test } from 'vitest'
import { readFilter, writeFilter } from './catalogue-filter.ts'

test('a link’s filter is read from tool and q; an unknown tool means every tool', () => {
  expect(readFilter(new URLSearchParams('tool=gemini-cli&q=flash'))).toEqual({
    tool: 'gemini-cli',
    query: 'flash',
  })
  expect(readFilter(new URLSearchParams('tool=gemini'))).toEqual({ tool: null, query: '' })
})

test('writing a filter keeps the other parameters and drops empty choices', () => {
  const params = new URLSearchParams('lang=ja&tool=codex&q=gpt')
  expect(writeFilter(params, { tool: 'opencode', query: 'sol' }).toString()).toBe(
    'lang=ja&tool=opencode&q=sol',
  )
  expect(writeFilter(params, { tool: null, query: '' }).toString()).toBe('lang=ja')
  expect(params.toString()).toBe('lang=ja&tool=codex&q=gpt')
})
