import { Buffer } from 'node:buffer'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { SAMPLE_API_KEY } from '#mocks/testing/fixtures.ts'
import { runtimeConfig } from '#src/config/runtime.ts'
import {
  CC_SWITCH_LINK_MAX_LENGTH,
  CC_SWITCH_USAGE_INTERVAL_MINUTES,
  CC_SWITCH_USAGE_LABELS,
  ccSwitchUsageScript,
  keyQuotaUrl,
} from '#src/lib/tools/cc-switch-usage.ts'
import { OPENAI_MODEL } from '#src/lib/tools/tools.ts'
import { APP_LINK_WAIT_MS } from '#src/utils/app-link.ts'
import { CcSwitchMenu } from './cc-switch-menu.tsx'

const apiKey = SAMPLE_API_KEY
const KEY = apiKey.key

afterEach(async () => {
  vi.restoreAllMocks()
  await i18next.changeLanguage('en')
})

function showMenuButton() {
  render(
    <>
      <CcSwitchMenu apiKey={apiKey} />
      <button type="button">Next</button>
    </>,
  )
  return screen.getByRole('button', { name: 'Import to CC Switch: key “Laptop”' })
}

const item = (name: string) => screen.getByRole('menuitem', { name })

test('a user opens the menu with Enter, Space or ArrowDown on its first item, and with ArrowUp on its last', async () => {
  const user = userEvent.setup()
  const button = showMenuButton()
  expect(button).toHaveAttribute('aria-haspopup', 'menu')
  expect(button).toHaveAttribute('aria-expanded', 'false')
  for (const [key, first] of [
    ['{Enter}', 'Claude Code'],
    [' ', 'Claude Code'],
    ['{ArrowDown}', 'Claude Code'],
    ['{ArrowUp}', 'OpenCode'],
  ] as const) {
    button.focus()
    await user.keyboard(key)
    expect(item(first)).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  }
})

test('a user moves through the menu with the arrows (wrapping), Home and End, and Tab closes it', async () => {
  const user = userEvent.setup()
  const button = showMenuButton()
  button.focus()
  await user.keyboard('{ArrowDown}')
  expect(screen.getByRole('menu', { name: 'Import to CC Switch: key “Laptop”' })).toBeVisible()
  await user.keyboard('{ArrowDown}')
  expect(item('Codex CLI')).toHaveFocus()
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
  expect(item('Claude Code')).toHaveFocus()
  await user.keyboard('{ArrowUp}')
  expect(item('OpenCode')).toHaveFocus()
  await user.keyboard('{Home}')
  expect(item('Claude Code')).toHaveFocus()
  await user.keyboard('{End}')
  expect(item('OpenCode')).toHaveFocus()
  await user.keyboard('{Tab}')
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  expect(button).toHaveAttribute('aria-expanded', 'false')
})

test('each item links to CC Switch’s import of the key for its tool, Codex CLI with its model, OpenCode with its provider entry', async () => {
  const user = userEvent.setup()
  showMenuButton()
  await user.click(screen.getByRole('button', { name: 'Import to CC Switch: key “Laptop”' }))
  const menu = screen.getByRole('menu')
  const links = within(menu).getAllByRole('menuitem')
  expect(links.map((link) => link.textContent)).toEqual([
    'Claude Code',
    'Codex CLI',
    'Gemini CLI',
    'OpenCode',
  ])
  for (const [name, app, path] of [
    ['Claude Code', 'claude', '/api'],
    ['Codex CLI', 'codex', '/api'],
    ['Gemini CLI', 'gemini', '/gemini'],
    ['OpenCode', 'opencode', '/api'],
  ] as const) {
    const url = new URL(item(name).getAttribute('href') ?? '')
    expect(url.protocol).toBe('ccswitch:')
    expect(url.searchParams.get('app')).toBe(app)
    expect(url.searchParams.get('apiKey')).toBe(KEY)
    expect(url.searchParams.get('endpoint')).toMatch(new RegExp(`${path}$`))
    expect(url.searchParams.get('homepage')).toBe(window.location.origin)
    expect(url.searchParams.get('model')).toBe(app === 'codex' ? OPENAI_MODEL : null)
    expect(url.searchParams.has('config')).toBe(app === 'opencode')
  }
})

/** The usage script a link carries, decoded as CC Switch decodes it (URL-safe Base64 of UTF-8). */
const usageScriptOf = (link: HTMLElement) =>
  Buffer.from(
    new URL(link.getAttribute('href') ?? '').searchParams.get('usageScript') ?? '',
    'base64url',
  ).toString('utf8')

test('each item’s link turns on CC Switch’s usage query of the configured API, in English by default', async () => {
  const user = userEvent.setup()
  showMenuButton()
  await user.click(screen.getByRole('button', { name: 'Import to CC Switch: key “Laptop”' }))
  for (const name of ['Claude Code', 'Codex CLI', 'Gemini CLI', 'OpenCode']) {
    const params = new URL(item(name).getAttribute('href') ?? '').searchParams
    expect(params.get('usageEnabled')).toBe('true')
    expect(params.get('usageAutoInterval')).toBe(String(CC_SWITCH_USAGE_INTERVAL_MINUTES))
    expect(usageScriptOf(item(name))).toBe(
      ccSwitchUsageScript(keyQuotaUrl(runtimeConfig.apiOrigin), CC_SWITCH_USAGE_LABELS),
    )
  }
})

test('the usage query’s texts are in the page’s language', async () => {
  await i18next.changeLanguage('zh-CN')
  const user = userEvent.setup()
  render(<CcSwitchMenu apiKey={apiKey} />)
  await user.click(screen.getByRole('button', { name: '导入到 CC Switch：密钥“Laptop”' }))
  const script = usageScriptOf(screen.getByRole('menuitem', { name: 'Codex CLI' }))
  expect(script).toContain('"每日额度"')
  expect(script).toContain('"订阅已到期"')
  expect(script).toContain(`"${keyQuotaUrl(runtimeConfig.apiOrigin)}"`)
})

test('in every language, each item’s link stays short enough for a browser on Windows to hand it to CC Switch', async () => {
  for (const language of ['en', 'zh-CN', 'zh-TW', 'ja', 'ru']) {
    await i18next.changeLanguage(language)
    const { unmount } = render(<CcSwitchMenu apiKey={apiKey} />)
    const items = screen.getAllByRole('menuitem', { hidden: true })
    expect(items).toHaveLength(4)
    for (const link of items) {
      expect(usageScriptOf(link)).toContain(`"${i18next.t('api-keys:ccSwitchUsage.failed')}"`)
      // A deployment's origins are longer than the test's: each character more costs about 3.3 in the link (the
      // endpoint, the homepage, and the script's URL in Base64), so 170 leaves room for 50 more (OpenCode's link,
      // which carries its provider entry, is the longest).
      expect((link.getAttribute('href') ?? '').length + 170).toBeLessThanOrEqual(CC_SWITCH_LINK_MAX_LENGTH)
    }
    unmount()
  }
})

/** A user-event instance whose waits follow fake timers, which the test ends. */
function setupWithFakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
  onTestFinished(() => {
    vi.useRealTimers()
  })
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
}

test('a user whose system has no CC Switch is told so, with a link to its releases', async () => {
  vi.spyOn(document, 'hasFocus').mockReturnValue(true)
  const user = setupWithFakeTimers()
  const button = showMenuButton()
  button.focus()
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
  expect(button).toHaveFocus()
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  expect(screen.getByRole('status')).toBeEmptyDOMElement()
  act(() => {
    vi.advanceTimersByTime(APP_LINK_WAIT_MS)
  })
  expect(screen.getByText(/CC Switch didn’t open/)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: /Download CC Switch/ })).toHaveAttribute(
    'href',
    'https://github.com/farion1231/cc-switch/releases',
  )
})

test('a user whose CC Switch opens sees no message', async () => {
  vi.spyOn(document, 'hasFocus').mockReturnValue(true)
  const user = setupWithFakeTimers()
  const button = showMenuButton()
  button.focus()
  await user.keyboard('{ArrowDown}{Enter}')
  act(() => {
    window.dispatchEvent(new Event('blur'))
  })
  act(() => {
    vi.advanceTimersByTime(APP_LINK_WAIT_MS * 2)
  })
  expect(screen.getByRole('status')).toBeEmptyDOMElement()
})

test('the key travels only in the link: not in the page’s URL, history, storage or the console', async () => {
  const consoleCalls = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation(() => undefined),
  )
  const user = userEvent.setup()
  const button = showMenuButton()
  button.focus()
  await user.keyboard('{ArrowDown}{ArrowDown}')
  await user.keyboard('{Enter}')
  await user.click(button)
  await user.click(item('Gemini CLI'))
  expect(window.location.href).not.toContain(KEY)
  expect(JSON.stringify(window.history.state ?? null)).not.toContain(KEY)
  for (const storage of [localStorage, sessionStorage]) {
    expect(Object.values(storage).join('\n')).not.toContain(KEY)
  }
  for (const spy of consoleCalls) expect(JSON.stringify(spy.mock.calls)).not.toContain(KEY)
})
