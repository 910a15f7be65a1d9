#!/usr/bin/env node
// Relay Portal status line for Claude Code (Node 18+, no dependencies).
// Prints one line: the model, today's use against the daily quota (or the key's own daily limit when that is the
// tighter), the key's weekly limit if it has one, the weekly Opus share, the nearest reset.
// Reads the relay from ANTHROPIC_BASE_URL and the key from ANTHROPIC_AUTH_TOKEN; --lang=en|zh-CN|zh-TW|ja|ru.
// It must never slow or break Claude Code: answers are cached for 60 s, a request gives up after 2 s, and any
// failure prints a short line and exits 0. The key is sent to the relay only: never printed, never written.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const WORDS = {
  en: {
    today: 'today',
    // A percentage as the language writes it: a space before % in English and Russian, none in Chinese and Japanese.
    percent: (n) => `${n} %`,
    opus: 'Opus week',
    keyLimit: 'key limit',
    keyWeek: 'key week',
    resets: (t) => `resets in ${t}`,
    d: 'd',
    h: 'h',
    min: 'min',
    stale: 'stale',
    noPlan: 'no active plan',
    unavailable: 'relay quota unavailable',
    badKey: 'key not accepted',
  },
  'zh-CN': {
    today: '今日',
    percent: (n) => `${n}%`,
    opus: 'Opus 本周',
    keyLimit: '密钥额度',
    keyWeek: '密钥本周',
    resets: (t) => `${t}后重置`,
    d: '天',
    h: '小时',
    min: '分钟',
    stale: '旧数据',
    noPlan: '无有效套餐',
    unavailable: '无法获取中转额度',
    badKey: '密钥未被接受',
  },
  'zh-TW': {
    today: '今日',
    percent: (n) => `${n}%`,
    opus: 'Opus 本週',
    keyLimit: '金鑰額度',
    keyWeek: '金鑰本週',
    resets: (t) => `${t}後重設`,
    d: '天',
    h: '小時',
    min: '分鐘',
    stale: '舊資料',
    noPlan: '沒有有效方案',
    unavailable: '無法取得中繼額度',
    badKey: '金鑰未被接受',
  },
  ja: {
    today: '今日',
    // No space between a number and its counter (docs/glossary.md): 9時間25分.
    tight: true,
    percent: (n) => `${n}%`,
    opus: 'Opus 週間',
    keyLimit: 'キーの利用枠',
    keyWeek: 'キー週間',
    resets: (t) => `${t}後にリセット`,
    d: '日',
    h: '時間',
    min: '分',
    stale: '古い情報',
    noPlan: '有効なプランなし',
    unavailable: 'リレーの利用枠を取得できません',
    badKey: 'キーが受け付けられません',
  },
  ru: {
    today: 'сегодня',
    percent: (n) => `${n} %`,
    opus: 'Opus за неделю',
    keyLimit: 'лимит ключа',
    keyWeek: 'ключ за неделю',
    resets: (t) => `до сброса: ${t}`,
    d: 'д',
    h: 'ч',
    min: 'мин',
    stale: 'устарело',
    noPlan: 'нет активного тарифа',
    unavailable: 'лимит ретранслятора недоступен',
    badKey: 'ключ не принят',
  },
}
const TTL_MS = 60_000
const lang = process.argv.find((arg) => arg.startsWith('--lang='))?.slice(7)
const w = WORDS[lang] ?? WORDS.en
const colour = !process.env.NO_COLOR

function readStdin() {
  if (process.stdin.isTTY) return Promise.resolve('')
  return new Promise((resolve) => {
    let text = ''
    const done = () => resolve(text)
    setTimeout(done, 500).unref()
    process.stdin.setEncoding('utf8')
    process.stdin.on('data', (chunk) => {
      if (text.length < 1e6) text += chunk
    })
    process.stdin.on('end', done)
    process.stdin.on('error', done)
  })
}

function modelName(text) {
  try {
    const name = JSON.parse(text)?.model?.display_name
    // Control characters (an escape sequence) never reach the terminal.
    return typeof name === 'string' ? name.replace(/\p{Cc}/gu, '').slice(0, 40) : ''
  } catch {
    return ''
  }
}

/** `https://relay.example.com/api` (with or without a trailing slash, /v1, or a path prefix) → …/api/key/quota */
function quotaUrl(base) {
  const url = new URL(base)
  const path = url.pathname
    .replace(/\/+$/, '')
    .replace(/\/v1$/, '')
    .replace(/\/api$/, '')
  return `${url.origin}${path}/api/key/quota`
}

const num = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/** Only the figures the line needs: nothing else of the answer (and never the key) is kept. */
function figures(body) {
  const quotas = Array.isArray(body?.quotas) ? body.quotas : []
  const pick = (kind) => {
    const entry = quotas.find((item) => item?.kind === kind)
    return entry
      ? { used: num(entry.used) ?? 0, limit: num(entry.limit), byKey: entry.limitedBy === 'key' }
      : null
  }
  const resets = quotas.map((item) => Date.parse(item?.resetsAt)).filter(Number.isFinite)
  return {
    todayCost: num(body?.todayCost?.amount) ?? 0,
    daily: pick('daily'),
    opus: pick('weeklyOpus'),
    keyWeek: pick('weekly'),
    resets,
  }
}

const money = (n) => `$${Number.isInteger(n) ? n : n.toFixed(2)}`
// Rounded down: 100 % (red) only once the quota is really spent.
const percent = (q) => (q.limit ? Math.floor((q.used / q.limit) * 100) : null)
function paint(text, pct) {
  if (!colour || pct === null) return text
  const code = pct >= 100 ? 31 : pct >= 80 ? 33 : 32
  return `\x1b[${code}m${text}\x1b[0m`
}
function duration(ms) {
  const minutes = Math.max(0, Math.ceil(ms / 60_000))
  const d = Math.floor(minutes / 1440)
  const h = Math.floor((minutes % 1440) / 60)
  const m = minutes % 60
  const unit = (n, name) => (w.tight ? `${n}${name}` : `${n} ${name}`)
  if (d) return `${unit(d, w.d)} ${unit(h, w.h)}`
  return h ? `${unit(h, w.h)} ${unit(m, w.min)}` : unit(m, w.min)
}

function line(model, f, stale) {
  const parts = model ? [model] : []
  const now = Date.now()
  const next = f.resets.filter((t) => t > now).sort((a, b) => a - b)[0]
  if (!f.daily && !f.opus) {
    parts.push(`${w.today} ${money(f.todayCost)}`, w.noPlan)
  } else {
    if (f.daily) {
      const pct = percent(f.daily)
      const limit = f.daily.limit === null ? '' : ` / ${money(f.daily.limit)} (${w.percent(pct)})`
      const whose = f.daily.byKey ? ` ${w.keyLimit}` : ''
      parts.push(paint(`${w.today} ${money(f.daily.used)}${limit}${whose}`, pct))
    }
    if (f.keyWeek) {
      const pct = percent(f.keyWeek)
      if (pct !== null) parts.push(paint(`${w.keyWeek} ${w.percent(pct)}`, pct))
    }
    if (f.opus) {
      const pct = percent(f.opus)
      if (pct !== null) parts.push(paint(`${w.opus} ${w.percent(pct)}`, pct))
    }
    if (next) parts.push(w.resets(duration(next - now)))
  }
  if (stale) parts.push(`(${w.stale})`)
  return parts.join(' · ')
}

function readCache(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}
function writeCache(file, entry) {
  try {
    mkdirSync(join(file, '..'), { recursive: true })
    const temporary = `${file}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(entry), { mode: 0o600 })
    renameSync(temporary, file)
  } catch {
    // No cache (a read-only temp dir): the line still shows; the next run asks again.
  }
}

async function main() {
  const model = modelName(await readStdin())
  const prefix = model ? `${model} · ` : ''
  const key = (process.env.ANTHROPIC_AUTH_TOKEN || process.env.ANTHROPIC_API_KEY || '').trim()
  const base = process.env.ANTHROPIC_BASE_URL
  if (!key) return `${prefix}${w.badKey}`
  let url
  try {
    url = quotaUrl(base)
  } catch {
    return `${prefix}${w.unavailable}`
  }
  const hash = createHash('sha256').update(`${url}\n${key}`).digest('hex').slice(0, 32)
  const file = join(process.env.RELAY_STATUSLINE_CACHE_DIR || tmpdir(), `relay-statusline-${hash}.json`)
  const cached = readCache(file)
  const now = Date.now()
  const usable = (entry) => entry?.figures && entry.figures.resets?.some((t) => t > now)
  const fallback = () => (usable(cached) ? line(model, cached.figures, true) : `${prefix}${w.unavailable}`)
  if (cached && now < cached.nextAt && now >= cached.at) {
    if (cached.error === 'key') return `${prefix}${w.badKey}`
    return cached.error ? fallback() : line(model, cached.figures, false)
  }
  let response
  try {
    response = await fetch(url, { headers: { 'x-api-key': key }, signal: AbortSignal.timeout(2000) })
  } catch {
    writeCache(file, { ...cached, at: now, nextAt: now + TTL_MS, error: 'unavailable' })
    return fallback()
  }
  if (response.status === 401 || response.status === 403) {
    writeCache(file, { at: now, nextAt: now + TTL_MS, error: 'key' })
    return `${prefix}${w.badKey}`
  }
  if (!response.ok) {
    const wait = Number(response.headers.get('retry-after'))
    const pause = Number.isFinite(wait) && wait > 60 ? Math.min(wait, 3600) * 1000 : TTL_MS
    writeCache(file, { ...cached, at: now, nextAt: now + pause, error: 'unavailable' })
    return fallback()
  }
  let body
  try {
    body = await response.json()
  } catch {
    return fallback()
  }
  // Not a quota answer (a base URL pointing elsewhere): better no figures than a line of zeros.
  if (!Array.isArray(body?.quotas)) return fallback()
  const fresh = figures(body)
  writeCache(file, { at: now, nextAt: now + TTL_MS, figures: fresh })
  return line(model, fresh, false)
}

let text
try {
  text = await main()
} catch {
  text = w.unavailable
}
// Exit once the line is written (an unread stdin would keep the process alive), always with 0.
process.stdout.write(`${text}\n`, () => process.exit(0))
