import { expect, test } from 'vitest'
import { checkedHtml } from './prerender-check.ts'

test('complete HTML passes as it is', () => {
  expect(checkedHtml('<main><h1>Plans</h1></main>', '/plans', 'en')).toBe('<main><h1>Plans</h1></main>')
})

test('a suspended boundary, a streaming script, a boundary left to the client or an inline style fails the build', () => {
  expect(() => checkedHtml('<!--$?--><template></template>', '/docs', 'ja')).toThrow(
    /\/docs \(ja\) suspended/,
  )
  expect(() => checkedHtml('<p>x</p><script>$RC()</script>', '/docs', 'ja')).toThrow(/suspended/)
  expect(() => checkedHtml('<!--$!--><p>Loading…</p><!--/$-->', '/docs', 'ru')).toThrow(
    /\/docs \(ru\) failed/,
  )
  expect(() => checkedHtml('<p style="color:red">x</p>', '/about', 'en')).toThrow(/inline style/)
})
