import { expect, message, test, type Language } from './fixtures.ts'

/** The guide of each tool added beside Claude Code and Codex CLI, in English and in a language that reads differently. */
const TOOLS = {
  gemini: {
    name: 'Gemini CLI',
    install: 'npm install -g @google/gemini-cli',
    file: 'settings.json',
    fileLine: '"selectedType": "gemini-api-key"',
  },
  opencode: {
    name: 'OpenCode',
    install: 'npm install -g opencode-ai',
    file: 'opencode.json',
    fileLine: '"apiKey": "{env:RELAY_API_KEY}"',
  },
}

const CASES: { tool: keyof typeof TOOLS; name: string; language: Language; line: RegExp }[] = [
  {
    tool: 'gemini',
    name: 'Gemini CLI',
    language: 'en',
    line: /^export GOOGLE_GEMINI_BASE_URL='.+\/gemini'$/m,
  },
  {
    tool: 'gemini',
    name: 'Gemini CLI',
    language: 'ja',
    line: /^export GOOGLE_GEMINI_BASE_URL='.+\/gemini'$/m,
  },
  {
    tool: 'opencode',
    name: 'OpenCode',
    language: 'en',
    line: /^export RELAY_API_KEY='cr_your_api_key_here'$/m,
  },
  {
    tool: 'opencode',
    name: 'OpenCode',
    language: 'ru',
    line: /^export RELAY_API_KEY='cr_your_api_key_here'$/m,
  },
]

for (const { tool, name, language, line } of CASES) {
  test(`a ${language} visitor reads the ${name} guide: install, variables, its config file and troubleshooting`, async ({
    page,
    setLanguage,
  }) => {
    const t = (key: string, values?: Record<string, string>) => message(language, `docs:${key}`, values)
    await setLanguage(language)
    await page.goto(`/docs?tool=${tool}&os=linux&shell=bash`)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
    await expect(
      page.getByRole('heading', { name: t('guide.install.heading', { tool: name }) }),
    ).toBeVisible()
    await expect(page.getByRole('figure', { name: t('guide.install.title'), exact: true })).toContainText(
      TOOLS[tool].install,
    )
    const temporary = page.getByRole('figure', { name: t('guide.env.temporaryTitle'), exact: true })
    await expect(temporary.locator('pre')).toHaveText(line)
    await expect(page.getByRole('figure', { name: TOOLS[tool].file, exact: true })).toContainText(
      TOOLS[tool].fileLine,
    )
    await expect(
      page.getByRole('heading', { name: t('guide.trouble.heading', { tool: name }) }),
    ).toBeVisible()
  })
}

test('a signed-in user copies a Gemini CLI command filled with the full key while the screen shows it masked', async ({
  context,
  logIn,
  page,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await logIn('demo@example.com')
  await page.goto('/docs?tool=gemini&os=macos&shell=zsh')
  await expect(page.getByRole('combobox', { name: 'Key used in the commands' })).toBeVisible()
  const temporary = page.getByRole('figure', { name: 'Set the variables for this session' })
  const shown = (await temporary.locator('mark').first().textContent()) ?? ''
  expect(shown).toMatch(/^cr_.{4}….{5}$/)

  await temporary.getByRole('button', { name: 'Copy' }).click()
  await expect(temporary.getByText('Copied to clipboard')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  const key = /^export GEMINI_API_KEY='(cr_[A-Za-z0-9]+)'$/m.exec(copied)?.[1] ?? ''
  expect(key.startsWith(shown.slice(0, 7)) && key.endsWith(shown.slice(-5))).toBe(true)
  expect(copied).toMatch(/^export GOOGLE_GEMINI_BASE_URL='https?:\/\/[^']+\/gemini'$/m)
})

test('an account whose plan is Codex only opens the guide on Codex CLI, and Claude Code says it is not included', async ({
  logIn,
  page,
}) => {
  await logIn('new@example.com')
  await page.getByRole('tab', { name: 'Activation code' }).click()
  await page.getByRole('textbox', { name: 'Activation code' }).fill('RELAY-CODEX-DEMO1')
  await page.getByRole('button', { name: 'Activate' }).click()
  await page
    .getByRole('region', { name: 'Check before you activate' })
    .getByRole('button', { name: 'Confirm activation' })
    .click()
  await expect(page.getByText('Activation successful!')).toBeVisible()

  await page.goto('/docs?os=linux')
  await expect(page.getByRole('tab', { name: 'Codex CLI' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('heading', { name: 'Install Codex CLI' })).toBeVisible()
  await expect(page.getByText(/isn’t included in your plan/)).toBeHidden()

  await page.getByRole('tab', { name: 'Claude Code' }).click()
  await expect(
    page.getByText('Claude Code isn’t included in your plan (Codex)', { exact: false }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'See plans that include it' }).click()
  await expect(page).toHaveURL(/\/plans$/)
})
