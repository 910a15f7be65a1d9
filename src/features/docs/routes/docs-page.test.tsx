import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, expect, test, vi } from 'vitest'
import { db } from '#mocks/db.ts'
import { toApiKeyDto } from '#mocks/dto.ts'
import { http } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { buildPlan, seedSignedInUser } from '#mocks/seed.ts'
import { REMOVE_PROGRAM, SET_PROGRAM } from '#src/lib/tools/statusline.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import DocsPage from './docs-page.tsx'

const API_BASE = `${window.location.origin}/api`

afterEach(async () => {
  await i18next.changeLanguage('en')
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** The signed-in user's keys as the API lists them: newest first. */
function keysOf(userId: string) {
  return [...db.apiKeys.values()]
    .filter((key) => key.userId === userId)
    .sort((a, b) => b.createdAt - a.createdAt)
}

function LocationProbe() {
  const location = useLocation()
  return <output aria-label="location">{location.search}</output>
}

function renderDocs(route = '/docs', session?: Awaited<ReturnType<typeof seedSignedInUser>>) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/docs"
        element={
          <>
            <DocsPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route, session },
  )
}

function block(name: string) {
  return screen.getByRole('figure', { name })
}

function pretendToRunOn(userAgent: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent)
}

test('a visitor sees the placeholder key, where keys come from and the configured API base', () => {
  pretendToRunOn('Mozilla/5.0 (X11; Linux x86_64)')
  renderDocs()
  expect(screen.getByRole('heading', { level: 1, name: 'Setup guide' })).toBeInTheDocument()
  expect(screen.getByRole('note')).toHaveTextContent(
    'The commands below contain the placeholder cr_your_api_key_here. Replace it with your own API key',
  )
  expect(screen.getByRole('link', { name: 'Go to your API keys' })).toHaveAttribute(
    'href',
    '/dashboard?tab=keys',
  )
  expect(screen.getByRole('link', { name: 'Log in to fill in your key' })).toHaveAttribute(
    'href',
    '/login?returnTo=%2Fdocs',
  )
  expect(screen.getByRole('tab', { name: 'Claude Code' })).toHaveAttribute('aria-selected', 'true')
  expect(block('Set the variables for this session')).toHaveTextContent(
    `export ANTHROPIC_BASE_URL='${API_BASE}' export ANTHROPIC_AUTH_TOKEN='cr_your_api_key_here'`,
  )
  expect(block('Global install')).toHaveTextContent('npm install -g @anthropic-ai/claude-code')
  expect(screen.queryByRole('link', { name: 'Import to CC Switch' })).not.toBeInTheDocument()
})

test('the system defaults to the visitor’s own: PowerShell on Windows', () => {
  pretendToRunOn('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36')
  renderDocs()
  expect(screen.getByRole('radio', { name: 'Windows (PowerShell)' })).toBeChecked()
  expect(screen.queryByRole('group', { name: 'Shell' })).not.toBeInTheDocument()
  expect(block('Set the variables for this session')).toHaveTextContent(
    `$env:ANTHROPIC_BASE_URL = '${API_BASE}' $env:ANTHROPIC_AUTH_TOKEN = 'cr_your_api_key_here'`,
  )
  expect(block('Save the variables')).toHaveTextContent(
    `[Environment]::SetEnvironmentVariable('ANTHROPIC_BASE_URL', '${API_BASE}', 'User')`,
  )
  expect(screen.getByText(/Claude Code also needs Git for Windows/)).toBeInTheDocument()
})

test('the system defaults to macOS with zsh, whose profile keeps the variables', () => {
  pretendToRunOn('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15')
  renderDocs()
  expect(screen.getByRole('radio', { name: 'macOS (Terminal, iTerm2)' })).toBeChecked()
  expect(screen.getByRole('radio', { name: 'zsh' })).toBeChecked()
  expect(block('Save the variables')).toHaveTextContent(
    `printf '%s\\n' "export ANTHROPIC_BASE_URL='${API_BASE}'" >> ~/.zshrc`,
  )
  expect(block('Save the variables')).toHaveTextContent('source ~/.zshrc')
})

test('a shared link opens the same tool, system and shell', () => {
  renderDocs('/docs?tool=codex&os=linux&shell=fish')
  expect(screen.getByRole('tab', { name: 'Codex CLI' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByRole('radio', { name: 'Linux / WSL2' })).toBeChecked()
  expect(screen.getByRole('radio', { name: 'fish' })).toBeChecked()
  expect(block('Global install')).toHaveTextContent('npm install -g @openai/codex')
  expect(block('config.toml')).toHaveTextContent(`base_url = "${API_BASE}"`)
  expect(block('config.toml')).toHaveTextContent('requires_openai_auth = true')
  expect(block('auth.json')).toHaveTextContent('"OPENAI_API_KEY": "cr_your_api_key_here"')
  expect(block('Open config.toml')).toHaveTextContent('mkdir -p ~/.codex nano ~/.codex/config.toml')
  expect(block('Set the variables for this session')).toHaveTextContent(
    "set -gx OPENAI_API_KEY 'cr_your_api_key_here'",
  )
  expect(block('Save the variables')).toHaveTextContent("set -Ux OPENAI_API_KEY 'cr_your_api_key_here'")
  expect(screen.getByText(/makes the variables universal/)).toHaveTextContent(
    'without editing ~/.config/fish/config.fish',
  )
})

test('a visitor’s choice of tool, system and shell is written to the URL', async () => {
  pretendToRunOn('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)')
  renderDocs()
  const location = screen.getByLabelText('location')
  expect(location).toHaveTextContent(/^$/)

  await userEvent.click(screen.getByRole('tab', { name: 'Codex CLI' }))
  expect(location).toHaveTextContent('?tool=codex&os=macos&shell=zsh')
  expect(screen.getByRole('tabpanel', { name: 'Codex CLI' })).toBeInTheDocument()

  await userEvent.click(screen.getByRole('radio', { name: 'bash' }))
  expect(location).toHaveTextContent('?tool=codex&os=macos&shell=bash')
  expect(block('Save the variables')).toHaveTextContent('>> ~/.bash_profile')

  await userEvent.click(screen.getByRole('radio', { name: 'Windows (CMD)' }))
  expect(location).toHaveTextContent('?tool=codex&os=cmd')
  expect(location).not.toHaveTextContent('shell')
  expect(block('Save the variables')).toHaveTextContent('setx OPENAI_API_KEY "cr_your_api_key_here"')
  expect(block('Open config.toml')).toHaveTextContent('notepad "%USERPROFILE%\\.codex\\config.toml"')

  screen.getByRole('tab', { name: 'Codex CLI' }).focus()
  await userEvent.keyboard('{ArrowLeft}')
  expect(location).toHaveTextContent('?tool=claude&os=cmd')
  expect(block('Set the variables for this session')).toHaveTextContent(
    `set "ANTHROPIC_BASE_URL=${API_BASE}" set "ANTHROPIC_AUTH_TOKEN=cr_your_api_key_here"`,
  )
})

test('Copy puts the whole command on the clipboard', async () => {
  vi.stubGlobal('isSecureContext', true)
  const user = userEvent.setup()
  renderDocs('/docs?tool=claude&os=linux&shell=bash')
  await user.click(within(block('Set the variables for this session')).getByRole('button', { name: 'Copy' }))
  expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument()
  expect(await navigator.clipboard.readText()).toBe(
    `export ANTHROPIC_BASE_URL='${API_BASE}'\nexport ANTHROPIC_AUTH_TOKEN='cr_your_api_key_here'`,
  )
})

test('Copy falls back to a selected text area where the Clipboard API is unavailable', async () => {
  let copied = ''
  // The fallback selects a hidden text area, then asks the browser to copy the selection.
  vi.spyOn(HTMLTextAreaElement.prototype, 'select').mockImplementation(function (this: HTMLTextAreaElement) {
    copied = this.value
  })
  const execCommand = vi.fn((command: string) => command === 'copy')
  vi.stubGlobal('isSecureContext', false)
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
  renderDocs('/docs?tool=codex&os=powershell')
  await userEvent.click(within(block('Global install')).getByRole('button', { name: 'Copy' }))
  expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument()
  expect(execCommand).toHaveBeenCalledWith('copy')
  expect(copied).toBe('npm install -g @openai/codex')
  Reflect.deleteProperty(document, 'execCommand')
})

test('a signed-in user picks a key that fills every command, masked on screen and copied in full', async () => {
  vi.stubGlobal('isSecureContext', true)
  const user = userEvent.setup()
  const session = await seedSignedInUser('demo@example.com')
  const [laptop, ci] = keysOf(session.user.id)
  if (!laptop || !ci) throw new Error('the seed gives demo@example.com two keys')
  renderDocs('/docs?tool=claude&os=linux&shell=bash', session)

  const picker = await screen.findByRole('combobox', { name: 'Key used in the commands' })
  expect(within(picker).getAllByRole('option')).toHaveLength(2)
  const masked = `${laptop.key.slice(0, 7)}…${laptop.key.slice(-5)}`
  const temporary = block('Set the variables for this session')
  expect(temporary).toHaveTextContent(`export ANTHROPIC_AUTH_TOKEN='${masked}'`)
  expect(temporary).not.toHaveTextContent(laptop.key)
  expect(block('settings.json')).toHaveTextContent(`"ANTHROPIC_AUTH_TOKEN": "${masked}"`)
  expect(screen.queryByText('cr_your_api_key_here')).not.toBeInTheDocument()

  await user.click(within(temporary).getByRole('button', { name: 'Copy' }))
  expect(await navigator.clipboard.readText()).toBe(
    `export ANTHROPIC_BASE_URL='${API_BASE}'\nexport ANTHROPIC_AUTH_TOKEN='${laptop.key}'`,
  )

  await user.selectOptions(picker, ci.id)
  expect(temporary).toHaveTextContent(`${ci.key.slice(0, 7)}…${ci.key.slice(-5)}`)
  const reveal = screen.getByRole('button', { name: 'Show key' })
  await user.click(reveal)
  expect(reveal).toHaveAttribute('aria-pressed', 'true')
  expect(temporary).toHaveTextContent(`export ANTHROPIC_AUTH_TOKEN='${ci.key}'`)
  await user.click(reveal)
  expect(temporary).not.toHaveTextContent(ci.key)
})

test('a key with shell syntax is quoted for each shell, and CMD shows no command it can’t carry', async () => {
  vi.stubGlobal('isSecureContext', true)
  const user = userEvent.setup()
  const session = await seedSignedInUser('demo@example.com')
  const key = "cr_it's$(touch pwned)`id`%"
  const items = keysOf(session.user.id).map((record) => ({ ...toApiKeyDto(record), key }))
  server.use(http.get('/api/user/api-keys', ({ response }) => response(200).json({ items, limit: 10 })))
  renderDocs('/docs?tool=claude&os=linux&shell=bash', session)
  await screen.findByRole('combobox', { name: 'Key used in the commands' })

  const temporary = block('Set the variables for this session')
  // The keys tab's masked form, quoted like the key itself.
  expect(temporary).toHaveTextContent("export ANTHROPIC_AUTH_TOKEN='cr_it'\\''s…`id`%'")
  await user.click(screen.getByRole('button', { name: 'Show key' }))
  const quoted = "'cr_it'\\''s$(touch pwned)`id`%'"
  expect(temporary).toHaveTextContent(`export ANTHROPIC_AUTH_TOKEN=${quoted}`)
  // The key is highlighted as the shell reads it: quoted.
  expect(within(temporary).getByText(quoted.slice(1, -1)).tagName).toBe('MARK')
  await user.click(within(temporary).getByRole('button', { name: 'Copy' }))
  expect(await navigator.clipboard.readText()).toBe(
    `export ANTHROPIC_BASE_URL='${API_BASE}'\nexport ANTHROPIC_AUTH_TOKEN=${quoted}`,
  )
  expect(block('settings.json')).toHaveTextContent(`"ANTHROPIC_AUTH_TOKEN": "${key}"`)

  await user.click(screen.getByRole('radio', { name: 'Windows (PowerShell)' }))
  expect(temporary).toHaveTextContent("$env:ANTHROPIC_AUTH_TOKEN = 'cr_it''s$(touch pwned)`id`%'")

  await user.click(screen.getByRole('radio', { name: 'Windows (CMD)' }))
  for (const title of ['Set the variables for this session', 'Save the variables']) {
    expect(within(block(title)).getByRole('note')).toHaveTextContent(
      'This command isn’t shown: your key or the API base contains a character that CMD can’t take safely',
    )
    expect(within(block(title)).queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument()
    expect(block(title)).not.toHaveTextContent('pwned')
  }
  expect(block('settings.json')).toHaveTextContent(`"ANTHROPIC_AUTH_TOKEN": "${key}"`)
})

test('a signed-in user imports the setup to CC Switch with a deep link for the chosen tool', async () => {
  const session = await seedSignedInUser('demo@example.com')
  const [newest] = keysOf(session.user.id)
  renderDocs('/docs?tool=codex&os=macos', session)
  const link = await screen.findByRole('link', { name: 'Import to CC Switch' })
  // Then CC Switch's usage query, tested beside the link's builder.
  expect(link).toHaveAttribute(
    'href',
    expect.stringMatching(
      `^ccswitch://v1/import\\?resource=provider&app=codex&name=Relay%20Portal&endpoint=${encodeURIComponent(API_BASE)}&apiKey=${newest?.key}&homepage=${encodeURIComponent(window.location.origin)}&model=gpt-5&usageEnabled=true&usageScript=[\\w-]+&usageAutoInterval=5$`,
    ),
  )
  await userEvent.click(screen.getByRole('tab', { name: 'Claude Code' }))
  expect(screen.getByRole('link', { name: 'Import to CC Switch' })).toHaveAttribute(
    'href',
    expect.stringContaining('app=claude&name=Relay%20Portal'),
  )
  expect(screen.getByLabelText('location')).not.toHaveTextContent('cr_')
})

test('a signed-in user whose system has no CC Switch is told so after the import link, with its releases', async () => {
  vi.spyOn(document, 'hasFocus').mockReturnValue(true)
  const session = await seedSignedInUser('demo@example.com')
  renderDocs('/docs?tool=gemini&os=linux', session)
  await userEvent.click(await screen.findByRole('link', { name: 'Import to CC Switch' }))
  expect(await screen.findByText(/CC Switch didn’t open/, undefined, { timeout: 3000 })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: /Download CC Switch/ })).toHaveAttribute(
    'href',
    'https://github.com/farion1231/cc-switch/releases',
  )
})

test('a signed-in user without keys keeps the placeholder and is sent to create one', async () => {
  const session = await seedSignedInUser()
  renderDocs('/docs?tool=claude&os=linux', session)
  expect(await screen.findByText(/You don’t have an API key yet/)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Create a key' })).toHaveAttribute('href', '/dashboard?tab=keys')
  expect(block('Set the variables for this session')).toHaveTextContent('cr_your_api_key_here')
})

test('a failed key load says so and Retry loads the keys', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const session = await seedSignedInUser('demo@example.com')
  server.use(
    http.get(
      '/api/user/api-keys',
      ({ response }) => response(500).json({ error: 'Internal server error', code: 'INTERNAL_ERROR' }),
      { once: true },
    ),
  )
  renderDocs('/docs?tool=claude&os=linux', session)
  expect(await screen.findByRole('alert')).toHaveTextContent('Couldn’t load your API keys')
  expect(block('Set the variables for this session')).toHaveTextContent('cr_your_api_key_here')
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('combobox', { name: 'Key used in the commands' })).toBeInTheDocument()
})

test('troubleshooting explains 401, 403 and 429', () => {
  renderDocs()
  expect(screen.getByRole('heading', { name: 'Troubleshooting' })).toBeInTheDocument()
  for (const status of ['401 Unauthorized', '403 Forbidden', '429 Too Many Requests']) {
    expect(screen.getByText(status)).toBeInTheDocument()
  }
  expect(document.title).toBe('Setup guide · Relay Portal')
})

test('a visitor reads the Gemini CLI guide: variables, settings.json, the .env file and its own troubleshooting', async () => {
  renderDocs('/docs?tool=gemini&os=linux&shell=fish')
  expect(screen.getByRole('tab', { name: 'Gemini CLI' })).toHaveAttribute('aria-selected', 'true')
  const gemini = `${window.location.origin}/gemini`
  expect(screen.getByText(gemini, { selector: 'header code' })).toBeInTheDocument()
  expect(block('Global install')).toHaveTextContent('npm install -g @google/gemini-cli')
  expect(block('Set the variables for this session')).toHaveTextContent(
    `set -gx GEMINI_API_KEY 'cr_your_api_key_here' set -gx GOOGLE_GEMINI_BASE_URL '${gemini}'`,
  )
  expect(block('Save the variables')).toHaveTextContent(`set -Ux GOOGLE_GEMINI_BASE_URL '${gemini}'`)
  expect(block('Open the settings file')).toHaveTextContent('mkdir -p ~/.gemini nano ~/.gemini/settings.json')
  expect(block('settings.json')).toHaveTextContent('"selectedType": "gemini-api-key"')
  expect(block('.env')).toHaveTextContent(`GOOGLE_GEMINI_BASE_URL='${gemini}'`)
  expect(block('Check the variables')).toHaveTextContent('echo $GEMINI_API_KEY echo $GOOGLE_GEMINI_BASE_URL')
  expect(screen.getByRole('heading', { name: 'Troubleshooting Gemini CLI' })).toBeInTheDocument()
  expect(screen.getByText(/These steps were checked with Gemini CLI \d+\.\d+\.\d+\./)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: /Gemini CLI’s official documentation/ })).toHaveAttribute(
    'href',
    expect.stringMatching(/^https:\/\//),
  )
})

test('a signed-in user’s OpenCode guide keeps the key in a variable that opencode.json reads', async () => {
  vi.stubGlobal('isSecureContext', true)
  const user = userEvent.setup()
  const session = await seedSignedInUser('demo@example.com')
  const [newest] = keysOf(session.user.id)
  if (!newest) throw new Error('the seed gives demo@example.com keys')
  renderDocs('/docs?tool=opencode&os=powershell', session)
  await screen.findByRole('combobox', { name: 'Key used in the commands' })

  const config = block('opencode.json')
  expect(config).toHaveTextContent('"apiKey": "{env:RELAY_API_KEY}"')
  expect(config).toHaveTextContent(`"baseURL": "${API_BASE}"`)
  expect(config).not.toHaveTextContent('cr_')
  expect(block('Open opencode.json')).toHaveTextContent(
    'New-Item -ItemType Directory -Force "$HOME\\.config\\opencode" | Out-Null notepad "$HOME\\.config\\opencode\\opencode.json"',
  )
  const permanent = block('Save the variables')
  expect(permanent).toHaveTextContent(
    `[Environment]::SetEnvironmentVariable('RELAY_API_KEY', '${newest.key.slice(0, 7)}…${newest.key.slice(-5)}', 'User')`,
  )
  await user.click(within(permanent).getByRole('button', { name: 'Copy' }))
  expect(await navigator.clipboard.readText()).toBe(
    `[Environment]::SetEnvironmentVariable('RELAY_API_KEY', '${newest.key}', 'User')`,
  )
  expect(screen.getByRole('link', { name: 'Import to CC Switch' })).toHaveAttribute(
    'href',
    expect.stringContaining('app=opencode&'),
  )
})

test('a Codex-only plan opens the guide on Codex CLI and marks the tools it does not cover', async () => {
  const user = userEvent.setup()
  const session = await seedSignedInUser({ planId: 'codex-monthly' })
  renderDocs('/docs?os=linux', session)
  expect(await screen.findByRole('tab', { name: 'Codex CLI' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.queryByText(/isn’t included in your plan/)).not.toBeInTheDocument()

  await user.click(screen.getByRole('tab', { name: 'OpenCode' }))
  expect(screen.queryByText(/isn’t included in your plan/)).not.toBeInTheDocument()
  await user.click(screen.getByRole('tab', { name: 'Claude Code' }))
  expect(screen.getByText(/Claude Code isn’t included in your plan \(Codex\)/)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'See plans that include it' })).toHaveAttribute('href', '/plans')
  expect(block('Global install')).toHaveTextContent('npm install -g @anthropic-ai/claude-code')
})

test('a Gemini-only plan opens on Gemini CLI, while a link’s tool still wins', async () => {
  db.plans.push(buildPlan({ id: 'gemini-monthly', name: 'Gemini', serviceScope: 'gemini' }))
  const session = await seedSignedInUser({ planId: 'gemini-monthly' })
  const { unmount } = renderDocs('/docs?os=macos', session)
  expect(await screen.findByRole('tab', { name: 'Gemini CLI' })).toHaveAttribute('aria-selected', 'true')
  unmount()

  renderDocs('/docs?tool=codex&os=macos', session)
  expect(await screen.findByRole('tab', { name: 'Codex CLI' })).toHaveAttribute('aria-selected', 'true')
  expect(await screen.findByText(/Codex CLI isn’t included in your plan/)).toBeInTheDocument()
})

test('a user with a plan for every service, or none, gets Claude Code first', async () => {
  const session = await seedSignedInUser({ planId: 'pro-monthly' })
  const { unmount } = renderDocs('/docs', session)
  expect(await screen.findByRole('tab', { name: 'Claude Code' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.queryByText(/isn’t included in your plan/)).not.toBeInTheDocument()
  unmount()
  renderDocs('/docs', await seedSignedInUser())
  expect(await screen.findByRole('tab', { name: 'Claude Code' })).toHaveAttribute('aria-selected', 'true')
})

const SCRIPT_URL = `${window.location.origin}/tools/relay-statusline.mjs`

test('Claude Code’s guide sets up the status line from the portal for the chosen shell, and removes it', async () => {
  renderDocs('/docs?tool=claude&os=linux&shell=fish')
  expect(
    screen.getByRole('heading', { level: 2, name: 'Status line: your quota in Claude Code' }),
  ).toBeInTheDocument()
  expect(screen.getByText(/today’s use against your daily quota/)).toBeInTheDocument()
  expect(block('Download the status line script')).toHaveTextContent(
    `mkdir -p ~/.claude curl -fsSL '${SCRIPT_URL}' -o ~/.claude/relay-statusline.mjs`,
  )
  expect(block('Turn on the status line')).toHaveTextContent(`node -e '${SET_PROGRAM}' 'en'`)
  expect(block('statusLine in settings.json')).toHaveTextContent(
    '"command": "node \\"$HOME/.claude/relay-statusline.mjs\\" --lang=en"',
  )
  expect(block('Try the status line')).toHaveTextContent(
    'node "$HOME/.claude/relay-statusline.mjs" --lang=en',
  )

  const removal = block('Remove the status line and the script')
  expect(removal).not.toBeVisible()
  await userEvent.click(screen.getByRole('heading', { level: 3, name: 'Remove the status line' }))
  expect(removal).toBeVisible()
  expect(removal).toHaveTextContent(`node -e '${REMOVE_PROGRAM}'`)
})

test('on Windows the status line downloads into the user profile: PowerShell’s Invoke-WebRequest, CMD’s curl.exe', async () => {
  renderDocs('/docs?tool=claude&os=powershell')
  expect(block('Download the status line script')).toHaveTextContent(
    `Invoke-WebRequest -UseBasicParsing -Uri '${SCRIPT_URL}' -OutFile "$HOME\\.claude\\relay-statusline.mjs"`,
  )
  expect(block('Turn on the status line')).toHaveTextContent(`node -e '${SET_PROGRAM}' 'en'`)

  await userEvent.click(screen.getByRole('radio', { name: 'Windows (CMD)' }))
  expect(block('Download the status line script')).toHaveTextContent(
    `curl.exe -fsSL "${SCRIPT_URL}" -o "%USERPROFILE%\\.claude\\relay-statusline.mjs"`,
  )
  expect(block('Turn on the status line')).toHaveTextContent(`node -e "${SET_PROGRAM}" "en"`)
  expect(block('Try the status line')).toHaveTextContent(
    'node "%USERPROFILE%\\.claude\\relay-statusline.mjs" --lang=en',
  )
  expect(screen.getByText(/and keeps all your other settings/)).toHaveTextContent(
    '%USERPROFILE%\\.claude\\settings.json',
  )
})

test('the status line speaks the page’s language', async () => {
  await i18next.changeLanguage('ja')
  renderDocs('/docs?tool=claude&os=macos&shell=zsh')
  expect(block('ステータスラインを有効にする')).toHaveTextContent(`node -e '${SET_PROGRAM}' 'ja'`)
  expect(block('settings.json の statusLine')).toHaveTextContent('--lang=ja')
  expect(block('ステータスラインを試す')).toHaveTextContent('--lang=ja')
  expect(screen.getByText(/このページと同じ日本語で表示されます/)).toBeInTheDocument()
})

test('the status line commands never hold the key', async () => {
  const session = await seedSignedInUser('demo@example.com')
  const [newest] = keysOf(session.user.id)
  if (!newest) throw new Error('the seed gives demo@example.com keys')
  renderDocs('/docs?tool=claude&os=linux&shell=bash', session)
  await screen.findByRole('combobox', { name: 'Key used in the commands' })
  await userEvent.click(screen.getByRole('button', { name: 'Show key' }))
  expect(block('Set the variables for this session')).toHaveTextContent(newest.key)
  for (const title of ['Download the status line script', 'Turn on the status line', 'Try the status line']) {
    expect(block(title)).not.toHaveTextContent('cr_')
  }
})

test('only Claude Code’s guide has the status line', async () => {
  renderDocs('/docs?tool=claude&os=linux')
  const heading = { name: 'Status line: your quota in Claude Code' }
  expect(screen.getByRole('heading', heading)).toBeInTheDocument()
  for (const tool of ['Codex CLI', 'Gemini CLI', 'OpenCode']) {
    await userEvent.click(screen.getByRole('tab', { name: tool }))
    expect(screen.queryByRole('heading', heading)).not.toBeInTheDocument()
    expect(screen.queryByRole('figure', { name: 'Download the status line script' })).not.toBeInTheDocument()
  }
})

test('the guide links to the prices of the models the chosen tool can use', async () => {
  renderDocs('/docs?tool=gemini')
  expect(screen.getByRole('link', { name: 'Models Gemini CLI can use, and their prices' })).toHaveAttribute(
    'href',
    '/models?tool=gemini-cli',
  )
  await userEvent.click(screen.getByRole('tab', { name: 'Claude Code' }))
  expect(screen.getByRole('link', { name: 'Models Claude Code can use, and their prices' })).toHaveAttribute(
    'href',
    '/models?tool=claude-code',
  )
})
