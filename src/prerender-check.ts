/**
 * What every page written at build time must be (src/prerender.tsx, src/prerender-shell.tsx): complete HTML that
 * a strict CSP shows as is. Returns `html`, or throws saying which page, language and fault.
 */
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
  // The deployment's CSP (deploy/nginx.conf) has no 'unsafe-inline' for styles: a style attribute would be dropped.
  const inlineStyle = / style="[^"]*"/.exec(html)
  if (inlineStyle)
    throw new Error(`Prerendered ${url} has an inline style, which the CSP blocks: ${inlineStyle[0]}`)
  return html
}
