// The app's index.html is what a host with only a "single page app" fallback answers for every path (a claim link,
// a signed-in page). Its script fetches the file nginx would have answered for the address (the prerendered or
// shell page, else the 404 page) and writes it in place of index.html: such a host paints the same page as nginx,
// one round trip later, instead of nothing until the app has loaded (ADR 009).
import { BOOT_SCRIPT } from '../boot-plugin.ts'
import type { RouteManifest } from '../route-manifest.ts'
import { shellFile } from '../shell-pages.ts'
import { DEFERRED_SCRIPT, MODULE_PRELOAD, STYLESHEET } from './page-html.ts'

/** A route's pattern (`/claim/:packageId`, `*`), the file that answers it, and the stylesheets that file links. */
export type FallbackPage = [pattern: string, file: string, stylesheets: string[]]
/** How the app starts without a page: index.html's config.js, entry and stylesheets. */
export type AppStart = { scripts: string[]; entry: string; styles: string[] }

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/

/** The stylesheets a page's first paint waits for (not the parts linked `disabled`). */
export function paintedStylesheets(html: string): string[] {
  return [...html.matchAll(STYLESHEET)]
    .filter(([tag]) => !/\sdisabled\b/.test(tag))
    .map(([, href]) => href ?? '')
}

export function fallbackPages(
  { routes }: RouteManifest,
  base: string,
  readPage: (file: string) => string,
): FallbackPage[] {
  return routes.map(({ path }) => {
    const file = shellFile(path)
    return [path, `${base}${file}`, paintedStylesheets(readPage(file))]
  })
}

/** index.html's scripts and stylesheets, which the fallback page does without (the page it writes has its own). */
export function appStart(html: string): AppStart {
  const entry = ENTRY_SCRIPT.exec(html)?.[1]
  if (!entry) throw new Error('index.html has no entry script')
  return {
    scripts: [...html.matchAll(DEFERRED_SCRIPT)].map(([, src]) => src ?? ''),
    entry,
    styles: [...html.matchAll(STYLESHEET)].map(([, href]) => href ?? ''),
  }
}

/** The id of index.html's data block: the pages, the app's start and the root route, as JSON. */
export const FALLBACK_DATA_ID = 'page-fallback'

/**
 * The script reads the data block before it: the first route (in the router's order) whose pattern matches the
 * address wins; `/` is the root route's. The page is written once index.html is parsed; it loads config.js. When
 * the fetch fails, or answers index.html itself (the written script finds the mark it left), the app starts on
 * index.html as it would without a page. The same text in every build, so the shipped servers' CSP can allow it by
 * its hash (`npm run generate:csp`); plain ES2022 for every browser the app supports.
 */
export const FALLBACK_SCRIPT = `(()=>{const d=document,{pages:t,app:a,root}=JSON.parse(d.getElementById("${FALLBACK_DATA_ID}").textContent);
const add=(rel,href,as)=>{const k=d.createElement("link");k.rel=rel;k.href=href;k.crossOrigin="";if(as)k.as=as;d.head.append(k)};
const start=()=>{for(const f of a.styles)add("stylesheet",f);for(const f of[...a.scripts,a.entry]){const s=d.createElement("script");s.async=false;if(f===a.entry)s.type="module";s.src=f;d.head.append(s)}};
if(self.relayFallback)return start();self.relayFallback=1;
let p=location.pathname.replace(/(.)\\/$/,"$1");if(p==="/")p=root;const s=p.split("/");
const page=t.find(([r])=>{const q=r.split("/");return r==="*"||q.length===s.length&&q.every((x,i)=>x[0]===":"||x===s[i])});
if(!page)return start();for(const f of page[2])add("preload",f,"style");
const parsed=new Promise(r=>d.readyState==="loading"?d.addEventListener("DOMContentLoaded",r):r());
Promise.all([fetch(page[1]).then(r=>{if(!r.ok)throw Error(r.status);return r.text()}),parsed]).then(([h])=>{d.open();d.write(h);d.close()},start)})();`

/** The data block's text; `<` escaped, so no value can end the block. */
export function fallbackData(pages: readonly FallbackPage[], app: AppStart, rootRoute: string): string {
  return JSON.stringify({ pages, app, root: rootRoute }).replaceAll('<', '\\u003c')
}

/** index.html without the app's scripts, preloads and stylesheets; the data and the script right after boot's. */
export function withFallbackScript(html: string, data: string): string {
  const app = html
    .replace(ENTRY_SCRIPT, '')
    .replace(DEFERRED_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, '')
  const boot = BOOT_SCRIPT.exec(app)
  if (!boot) throw new Error('index.html has no boot script')
  const end = boot.index + boot[0].length
  const scripts = `\n    <script type="application/json" id="${FALLBACK_DATA_ID}">${data}</script>\n    <script>${FALLBACK_SCRIPT}</script>`
  return `${app.slice(0, end)}${scripts}${app.slice(end)}`
}
