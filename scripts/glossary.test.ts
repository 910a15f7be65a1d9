import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { LANGUAGE_NAMES } from '#src/lib/languages.ts'

/**
 * Holds every locale to docs/glossary.md: one word per term, one form of address per language, and none of
 * the words the glossary bans. A finding names the file, the key and the word, so it is quick to fix.
 */
const localesDir = path.resolve(import.meta.dirname, '../locales')

function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    flatten(child, prefix ? `${prefix}.${key}` : key),
  )
}

function messages(language: string): { where: string; text: string }[] {
  return readdirSync(path.join(localesDir, language))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const namespace = file.replace(/\.json$/, '')
      const json: unknown = JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8'))
      return flatten(json).map(([key, text]) => ({ where: `${language}/${namespace}:${key}`, text }))
    })
}

interface Ban {
  /** What is banned, as the report names it. */
  word: string
  pattern: RegExp
}

const ban = (word: string, pattern: RegExp = new RegExp(word, 'u')): Ban => ({ word, pattern })

/**
 * Simplified characters that Traditional Chinese never uses (their traditional forms are in parentheses in
 * the comment of each line). The language switcher's own name for Simplified Chinese (简体中文) is exempt.
 */
const SIMPLIFIED = [
  '们这个为来时会说对过还没发后开关问题门车东见长实现点头应该进务处变员让简体语设计请输码钥认证账号额户费',
  '单属么编写稳烦办两专样项随带调验记录给终级补价购买页较适动获续标签运营响检确将从结余数败订阅构拟启浏览',
  '读约据话状态迟选错误声类须许与机统择仅径邮册复预载领拦链显连议区创称笔则换达删腾贴环导装辑销产联欢钟击',
  '隐试继刚经尝范围档闭浅资决畅暂缝绝几总况够条钮键准荐旧执脚临盖强顶层别却绪骤杀软离权归报夹频师齐独满测',
  '讲扫仓库难规胜评审谨吗线减尽书学习觉观视论详边远递钱银锁阳阶际陆险静顺颜风飞马鸟龙',
].join('')

/** Text with the language switcher's names taken out: they are each language's own name, by design. */
const withoutLanguageNames = (text: string) =>
  Object.values(LANGUAGE_NAMES).reduce((rest, name) => rest.replaceAll(name, ''), text)

/** Placeholders and code spans are not prose: `{{email}}`, `ANTHROPIC_AUTH_TOKEN`. */
const prose = (text: string) => text.replace(/\{\{[^}]*\}\}|`[^`]*`/g, '')

const BANNED: Record<string, Ban[]> = {
  'zh-TW': [
    ban('您'),
    ban('中轉'),
    ban('公道'),
    ban('服務商'),
    ban('提供商'),
    ban('僅 (use 僅限)', /僅 /u),
    ban('Token'),
    ban('簡體字', new RegExp(`[${SIMPLIFIED}]`, 'u')),
    ban('Opus 每週額度 (use 每週 Opus 額度)', /Opus 每週額度|本週 Opus 額度/u),
    ban('兩步驟登入 (use 兩步驟驗證)', /兩步驟登入/u),
    ban('密文 (a key’s secret is 金鑰字串)', /密文/u),
    ban('腳本 (use 指令碼)', /腳本/u),
    ban('帳戶 (use 帳號)', /帳戶/u),
    ban('CI 工作 (use CI 作業)', /CI 工作/u),
    ban('續期 (use 延長)', /續期/u),
  ],
  'zh-CN': [
    ban('您'),
    ban('公道'),
    ban('服务商'),
    ban('提供商'),
    ban('Token'),
    ban('Opus 周额度 (use 每周 Opus 额度)', /Opus 周额度|本周 Opus 额度/u),
    ban('两步登录 (use 两步验证)', /两步登录/u),
    ban('密文 (a key’s secret is 密钥)', /密文/u),
    ban('运营者 (use 运营方)', /运营者/u),
    // Windows calls its own 用户账户; the product's account is 账号.
    ban('账户 (use 账号)', /(?<!用户)账户/u),
  ],
  ja: [
    ban('認証コード'),
    ban('お断り'),
    ban('API ベース'),
    ban('API キー'),
    ban('Opus の週間 (use 週間 Opus 利用枠)', /Opus の週間/u),
    ban('サインイン (use ログイン)', /サインイン/u),
    ban('復旧コード (use リカバリーコード)', /復旧コード/u),
    ban('コスト (use 費用)', /コスト/u),
    ban('端末 (use デバイス)', /端末/u),
  ],
  ru: [
    ban('квота', /квот/iu),
    ban('кредит', /кредит/iu),
    ban('шлюз', /шлюз/iu),
    ban('инструкция', /инструкци/iu),
    ban('ограничение запросов (use лимит запросов)', /ограничени\p{L}*\s+запрос/iu),
    ban('Email', /e-?mail/iu),
    ban('сессия (use сеанс)', /сесси/iu),
    ban('код восстановления (use резервный код)', /код\p{L}*\s+восстановлени/iu),
    ban('кеш (use кэш)', /кеш/iu),
    ban('источник API (use адрес API)', /источник\p{L}*\s+API/iu),
    // «вы» is written in lowercase, except where a sentence starts.
    ban('Вы mid-sentence', /(?<![.!?…]\s|^|«|\()(Вы|Вас|Вам|Вами|Ваш\p{L}*)(?!\p{L})/u),
  ],
}

/** The banned words found in `language`'s messages, each as `file:key «word»`. */
function findings(language: string): string[] {
  const bans = BANNED[language] ?? []
  return messages(language).flatMap(({ where, text }) => {
    const checked = prose(withoutLanguageNames(text))
    return bans.flatMap(({ word, pattern }) => {
      const match = pattern.exec(checked)
      return match ? [`${where} «${match[0]}» (banned: ${word})`] : []
    })
  })
}

test.each(Object.keys(BANNED))('%s messages use none of the words docs/glossary.md bans', (language) => {
  expect(findings(language)).toEqual([])
})

test('the check finds a banned word and names the key and the word', () => {
  const pattern = BANNED['zh-TW']?.find(({ word }) => word === '您')?.pattern
  expect(pattern?.exec('請確認您的帳號')?.[0]).toBe('您')
  const simplified = BANNED['zh-TW']?.find(({ word }) => word === '簡體字')?.pattern
  expect(simplified?.exec(prose(withoutLanguageNames('提供简体中文與繁體中文')))).toBeNull()
  expect(simplified?.exec('设定')?.[0]).toBe('设')
})

/**
 * Japanese writes a number straight before its counter (1日, 24時間, {{count}}件, 2つ), as JTF's style guide and
 * most Japanese UIs do; a space there reads as machine-made text. Placeholders count as numbers: they stand for
 * one. Latin units keep their space ({{ms}} ms), and so does Latin or a number next to kana (Claude Code で).
 */
const JA_COUNTERS = '日|回|件|分|秒|時間|週|か月|か国|か所|年|個|人|文字|桁|台|つ|項目|行|枚|倍'
const JA_SPACED_COUNTER = new RegExp(`(?:\\d|\\}\\})[ \\u00A0\\u202F\\u3000]+(?:${JA_COUNTERS})`, 'u')

function spacedCounters(language: string): string[] {
  return messages(language).flatMap(({ where, text }) => {
    const match = JA_SPACED_COUNTER.exec(text)
    return match
      ? [`${where} «${match[0]}» (write a number and its counter without a space: 1日, {{count}}件)`]
      : []
  })
}

test('ja messages write a number and its counter without a space', () => {
  expect(spacedCounters('ja')).toEqual([])
})

test('the counter check finds a spaced counter after a number or a placeholder, not a Latin unit', () => {
  for (const text of ['過去 14 日間', '残り {{left}} 回', '2 つの環境変数', '24 時間以内']) {
    expect(JA_SPACED_COUNTER.test(text), text).toBe(true)
  }
  for (const text of [
    '過去 14日間',
    '残り {{left}}回',
    '{{ms}} ms',
    'Claude Code で',
    '{{min}} から {{max}} まで',
  ]) {
    expect(JA_SPACED_COUNTER.test(text), text).toBe(false)
  }
})
