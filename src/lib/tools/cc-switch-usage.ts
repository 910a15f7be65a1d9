export type CcSwitchUsageLabels = {
  daily: string
  weeklyOpus: string
  monthly: string
  requests: string
  unlimited: string
  noSubscription: string
  expired: string
  failed: string
}

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

/** Fresh enough for quotas that move with every request, and far from a key's 60 calls a minute. */
export const CC_SWITCH_USAGE_INTERVAL_MINUTES = 5

export function keyQuotaUrl(apiOrigin: string): string {
  return `${apiOrigin}/api/key/quota`
}

/** JSON, with U+2028 and U+2029 escaped: JSON leaves them raw, which an ES5 string literal does not allow. */
function literal(value: unknown): string {
  return JSON.stringify(value).replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029')
}

// ES5, for every QuickJS CC Switch has shipped; terse, for CC_SWITCH_LINK_MAX_LENGTH; a statement a line, for
// the import dialog. `{{apiKey}}` must stand inside a double-quoted string: CC Switch fills it in.
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
    'l.forEach(function(e){if(e.remaining==null)return;if(e.unit=="usd"&&(!q||e.remaining<q.remaining))q=e;if(e.unit=="requests")n=e})',
    'q=q||n',
    `if(!q)return{isValid:true,planName:p.name,total:-1,extra:${literal(labels.unlimited)}}`,
    `var t=${literal({ daily, weeklyOpus, monthly, requests })}`,
    // The key's own limit (`limitedBy` "key", the only value before "l") is named by the key's name: the link has
    // no room for a translated name per kind of key limit.
    'return{isValid:true,planName:p.name+" · "+(q.limitedBy<"l"?r.name:t[q.kind]||q.kind),remaining:q.remaining,used:q.used,total:q.limit,unit:q.unit=="usd"?"USD":void 0}}})',
  ].join('\n')
}

/** Chrome and Edge open an external protocol's URL with ShellExecute, which drops a longer one silently. */
export const CC_SWITCH_LINK_MAX_LENGTH = 2046

export function base64UrlUtf8(value: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}
