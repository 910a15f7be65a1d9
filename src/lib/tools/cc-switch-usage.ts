/**
 * The usage query a CC Switch import link carries, so that CC Switch shows on the provider's card how much of
 * the relay's quota is left. Pure: the API origin and the texts are parameters.
 *
 * Checked against farion1231/cc-switch's source: src-tauri/src/deeplink/parser.rs and deeplink/provider.rs at
 * commit 14564a05 (the commit the link's format was checked at), deeplink/utils.rs at 2f45bb8b, provider.rs at
 * 00346c11, services/provider/usage.rs at 04e46e93, src/components/UsageFooter.tsx at 045ed357, and
 * src-tauri/src/usage_script.rs both before (0601562b) and after it stopped pasting the key into the script:
 * - the link's `usageScript` is Base64 (standard or URL-safe, padded or not; `decode_base64_param`) of the
 *   UTF-8 script; `usageEnabled=true` turns the query on (a link that carries a script without it imports the
 *   script switched off, and the import dialog shows the whole script); `usageAutoInterval` is whole minutes,
 *   0 to 1440, 0 meaning no automatic query (`UsageScript.auto_query_interval`, checked by
 *   `validate_usage_script`). `usageApiKey`/`usageBaseUrl` are left out: CC Switch then uses the provider's own
 *   key and address (`resolve_usage_credentials`).
 * - the script (src-tauri/src/usage_script.rs) is evaluated as a JavaScript expression in a fresh QuickJS context
 *   whose value is `{ request: { url, method, headers, body? }, extractor(response) }`. Before that, `{{apiKey}}`
 *   and `{{baseUrl}}` are filled in: older releases paste the values into the text, newer ones rewrite each to
 *   `" + apiKey + "`, so a placeholder must stand inside a double-quoted string. The request's host and port
 *   must be the provider's endpoint's (same origin), over https (http only for localhost). An answer that is not
 *   2xx is shown as an error ("HTTP 401 : …") without calling the extractor; a 2xx answer is parsed as JSON and
 *   handed to `extractor`, whose result is validated by `validate_single_usage`: every field optional, `isValid`
 *   boolean, `invalidMessage`/`planName`/`extra`/`unit` strings, `remaining`/`used`/`total` numbers (a `total`
 *   of -1 shows as ∞). CC Switch's card shows `remaining` and `unit` (in red when `isValid` is false, with
 *   `invalidMessage`), and `planName`, `used` and `total` in its list.
 */

/** The texts the script shows in CC Switch, in the portal's language when the page gives them. */
export type CcSwitchUsageLabels = {
  /** The quotas' names, after the plan's: "Pro · Daily quota". */
  daily: string
  weeklyOpus: string
  monthly: string
  /** The request limit, a count (the others are in US dollars). */
  requests: string
  unlimited: string
  noSubscription: string
  expired: string
  /** The answer is not a quota (an error, or a backend that cannot tell). */
  failed: string
}

/** English, for pages that do not translate them. */
export const CC_SWITCH_USAGE_LABELS: CcSwitchUsageLabels = {
  daily: 'Daily quota',
  weeklyOpus: 'Weekly Opus quota',
  monthly: 'Monthly quota',
  requests: 'Request limit',
  unlimited: 'Unlimited',
  noSubscription: 'No active subscription',
  expired: 'Subscription expired',
  failed: 'Couldn’t get the quota',
}

/**
 * How often CC Switch asks while the provider is the current one, in minutes: quotas move with every request,
 * and the relay lets a key ask 60 times a minute, so 5 minutes is fresh enough and far from that limit.
 */
export const CC_SWITCH_USAGE_INTERVAL_MINUTES = 5

/** Where a key asks for its own quotas (`getKeyQuota`), under the API origin (no trailing slash). */
export function keyQuotaUrl(apiOrigin: string): string {
  return `${apiOrigin}/api/key/quota`
}

/** A value as a JavaScript literal: JSON, with the two line separators JSON leaves raw escaped. */
function literal(value: unknown): string {
  return JSON.stringify(value).replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029')
}

/**
 * The script CC Switch runs to show the key's quota: it asks `quotaUrl` with the provider's key and shows the
 * usd quota with the least left (named after the plan and the quota); when every usd quota is unlimited, the
 * request limit; when that is unlimited too, "unlimited" with CC Switch's ∞. No subscription, an expired one
 * or an answer that is not a quota show `isValid: false` with a message. ES5, for every QuickJS CC Switch has
 * shipped; terse, because the link that carries it must stay under the 2,046 characters a browser on Windows
 * hands to an app (see {@link CC_SWITCH_LINK_MAX_LENGTH}), one statement a line for the import dialog.
 */
export function ccSwitchUsageScript(
  quotaUrl: string,
  labels: CcSwitchUsageLabels = CC_SWITCH_USAGE_LABELS,
): string {
  const { daily, weeklyOpus, monthly, requests } = labels
  return [
    `({request:{url:${literal(quotaUrl)},method:"GET",headers:{"Authorization":"Bearer {{apiKey}}"}},`,
    'extractor:function(r){',
    'var l=r&&r.quotas,p=r&&r.plan,s=p&&p.status,q=null,n=null',
    `if(!Array.isArray(l)||s=="unknown"&&!l.length)return{isValid:false,invalidMessage:${literal(labels.failed)}}`,
    `if(!p||s=="inactive"||s=="expired")return{isValid:false,invalidMessage:s=="expired"?${literal(labels.expired)}:${literal(labels.noSubscription)},planName:p?p.name:undefined,remaining:0,unit:"USD"}`,
    'l.forEach(function(e){if(typeof e.remaining!="number")return;if(e.unit=="usd"&&(!q||e.remaining<q.remaining))q=e;if(e.unit=="requests")n=e})',
    'q=q||n',
    `if(!q)return{isValid:true,planName:p.name,total:-1,extra:${literal(labels.unlimited)}}`,
    `var t=${literal({ daily, weeklyOpus, monthly, requests })}`,
    'return{isValid:true,planName:p.name+" · "+(t[q.kind]||q.kind),remaining:q.remaining,used:q.used,total:q.limit,unit:q.unit=="usd"?"USD":undefined}}})',
  ].join('\n')
}

/**
 * The longest link a browser on Windows hands to an app: Chrome and Edge launch an external protocol's URL
 * through ShellExecute, which silently drops one of more than about 2,046 characters.
 */
export const CC_SWITCH_LINK_MAX_LENGTH = 2046

/**
 * URL-safe Base64 of the UTF-8 text, without padding: one of the forms CC Switch decodes, and the shortest in
 * a link (no "+", "/" or "=" to percent-encode).
 */
export function base64UrlUtf8(value: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}
