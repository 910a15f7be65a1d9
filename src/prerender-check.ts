/** `html`, if it is complete and a strict CSP shows it as is; else throws, naming the page, language and fault. */
export function checkedHtml(html: string, url: string, language: string): string {
  // `<!--$?-->` and streaming scripts: a boundary suspended, and its content is not in the HTML.
  if (html.includes('<script') || html.includes('<!--$?-->')) {
    throw new Error(`Prerendering ${url} (${language}) suspended: its HTML is incomplete`)
  }
  // `<!--$!-->`: a component threw, and React left the boundary to the client: the HTML shows its fallback.
  if (html.includes('<!--$!-->')) {
    throw new Error(
      `Prerendering ${url} (${language}) failed: a component threw (React left it to the client)`,
    )
  }
  const inlineStyle = / style="[^"]*"/.exec(html)
  if (inlineStyle)
    throw new Error(`Prerendered ${url} has an inline style, which the CSP blocks: ${inlineStyle[0]}`)
  return html
}
