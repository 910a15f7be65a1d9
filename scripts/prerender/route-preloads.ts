// The app's index.html is what a host with only a "single page app" fallback answers for every path (a claim link,
// a signed-in page). It has no page of its own, so without help the browser learns which page to load only after
// the app's code has run: a chain of three downloads before anything paints. This script, linked by index.html
// alone, starts the page's code, styles and messages in the first round instead (ADR 009).
import { createHash } from 'node:crypto'
import type { Rollup } from 'vite'
import { LANGUAGES } from '#src/lib/languages.ts'
import { BOOT_SCRIPT } from '../boot-plugin.ts'
import { COMPILE_HINT } from '../compile-hints-plugin.ts'
import type { RouteManifest } from '../route-manifest.ts'
import { rendererAssets } from './app-shell.ts'
import { chunkAssets, entryChunk, moduleChunk } from './chunk-assets.ts'

/** A route's pattern (`/claim/:packageId`, `*`), its scripts, its stylesheets and its messages per language. */
export type RoutePreload = [string, string[], string[], Record<string, string[]>]

function messageChunk(bundle: Rollup.OutputBundle, language: string, namespace: string): string | undefined {
  const file = `/locales/${language}/${namespace}.json`
  return Object.values(bundle).find(
    (output) =>
      output.type === 'chunk' && output.facadeModuleId?.replaceAll('\\', '/').endsWith(file) === true,
  )?.fileName
}

export function routePreloads(
  bundle: Rollup.OutputBundle,
  { routes }: RouteManifest,
  base: string,
): RoutePreload[] {
  const started = [...chunkAssets(bundle, entryChunk(bundle)).scripts, ...rendererAssets(bundle).scripts]
  const startedStyles = [...chunkAssets(bundle, entryChunk(bundle)).styles, ...rendererAssets(bundle).styles]
  return routes.map((route) => {
    const page = chunkAssets(bundle, moduleChunk(bundle, route.module))
    const namespaces = ['common', ...[route.messages ?? []].flat()]
    const messages = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        namespaces
          .map((namespace) => messageChunk(bundle, language, namespace))
          .filter((file): file is string => file !== undefined)
          .map((file) => `${base}${file}`),
      ]),
    )
    return [
      route.path,
      page.scripts.filter((file) => !started.includes(file)).map((file) => `${base}${file}`),
      page.styles.filter((file) => !startedStyles.includes(file)).map((file) => `${base}${file}`),
      messages,
    ]
  })
}

/**
 * The first route (in the router's order) whose pattern matches the address wins; `/` is the root route's. Styles
 * are preloaded, not linked: the app's own loader then links them and waits for them, so nothing paints unstyled.
 * Written as plain ES2022 for every browser the app supports, run before the app's module scripts.
 */
export function routePreloadScript(table: readonly RoutePreload[], rootRoute: string): string {
  return `${COMPILE_HINT}(()=>{const t=${JSON.stringify(table)};const d=document,h=d.head,l=d.documentElement.lang;
let p=location.pathname.replace(/(.)\\/$/,"$1");if(p==="/")p=${JSON.stringify(rootRoute)};const s=p.split("/");
const add=(rel,href,as)=>{const k=d.createElement("link");k.rel=rel;k.href=href;k.crossOrigin="";if(as)k.setAttribute("as",as);h.appendChild(k)};
for(const[r,js,css,m]of t){const q=r.split("/");
if(r!=="*"&&(q.length!==s.length||q.some((x,i)=>x[0]!==":"&&x!==s[i])))continue;
for(const f of css)add("preload",f,"style");for(const f of[...js,...(m[l]||[])])add("modulepreload",f);break}})();
`
}

/** Its file under assets/, named by its content like every other asset, so it is cached for good. */
export function routePreloadFile(script: string): string {
  return `assets/route-preloads-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`
}

/** index.html with the script linked right after the boot script, which has set `<html lang>` by then. */
export function withRoutePreloads(html: string, src: string): string {
  const boot = BOOT_SCRIPT.exec(html)
  if (!boot) throw new Error('index.html has no boot script')
  const end = boot.index + boot[0].length
  return `${html.slice(0, end)}\n    <script src="${src}"></script>${html.slice(end)}`
}
