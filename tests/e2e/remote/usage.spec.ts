import { readFile } from 'node:fs/promises'
import Anthropic from '@anthropic-ai/sdk'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'

/**
 * The Usage tab of the production build (mock off) against the mock HTTP server on another origin, the same
 * server a tool's requests reach: what the relay serves is what the log lists.
 */
const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_API_PORT}`
const DAY_MS = 24 * 60 * 60 * 1000

// Custom ranges are calendar days in the browser's time zone; UTC makes them the API's days too.
test.use({ timezoneId: 'UTC' })

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${API_ORIGIN}/__mock/reset`)).ok()).toBe(true)
})

async function logIn(page: Page, email: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
}

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${API_ORIGIN}/api/auth/login`, {
    data: { email, password: DEMO_PASSWORD },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10)

/** Records, not lines: a quoted field may hold a line break. The header is not counted. */
function csvDataRows(text: string): number {
  let records = 0
  let inQuotes = false
  let fieldsSeen = false
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') inQuotes = !inQuotes
    else if (char === '\n' && !inQuotes) {
      records += 1
      fieldsSeen = false
      continue
    } else if (char !== '\r') fieldsSeen = true
    if (char === '"') fieldsSeen = true
  }
  if (fieldsSeen) records += 1
  return records - 1
}

test('a request through the relay with the official SDK appears at the top of the open log', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'demo@example.com')
  const keyName = `SDK e2e ${Date.now()}`
  const created = await request.post(`${API_ORIGIN}/api/user/api-keys`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: keyName },
  })
  expect(created.ok()).toBe(true)
  const { key } = (await created.json()) as { key: string }

  await logIn(page, 'demo@example.com')
  await page.goto('/dashboard?tab=usage&range=today')
  await expect(page.getByRole('heading', { name: 'Request log' })).toBeVisible()
  // The log has answered (rows or its empty state) before the request is made.
  await expect(
    page.getByRole('grid', { name: 'Request log' }).or(page.getByText('No requests in this range')),
  ).toBeVisible()

  const anthropic = new Anthropic({ apiKey: key, baseURL: `${API_ORIGIN}/api` })
  const message = await anthropic.messages.create({
    model: 'claude-haiku-4-5',
    max_tokens: 64,
    messages: [{ role: 'user', content: 'Say hello from the e2e test.' }],
  })
  expect(message.content.length).toBeGreaterThan(0)

  const topRow = page.getByRole('grid', { name: 'Request log' }).locator('[role="row"][aria-rowindex="2"]')
  await expect(topRow).toContainText(keyName, { timeout: 10_000 })
  await expect(topRow).toContainText('claude-haiku-4-5')
  await expect(topRow).toContainText('Served')
})

test('the CSV of a range has as many rows as the summary counts requests for it', async ({ page }) => {
  await logIn(page, 'heavy@example.com')
  const to = utcDay(Date.now())
  const from = utcDay(Date.now() - 2 * DAY_MS)
  const summary = page.waitForResponse(
    (response) => response.url().includes('/api/user/usage/summary') && response.ok(),
  )
  await page.goto(`/dashboard?tab=usage&range=custom&from=${from}&to=${to}`)
  const { totals } = (await (await summary).json()) as { totals: { requests: number; failures: number } }
  // More than a page of the log, and failures among them: every page and both outcomes are exported.
  expect(totals.requests + totals.failures).toBeGreaterThan(100)
  expect(totals.failures).toBeGreaterThan(0)

  await expect(page.getByRole('grid', { name: 'Request log' })).toBeVisible()
  const download = page.waitForEvent('download', { timeout: 30_000 })
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`relay-usage-${from}_${to}.csv`)
  const path = await file.path()
  expect(csvDataRows(await readFile(path, 'utf8'))).toBe(totals.requests + totals.failures)
})

test('the range, key and outcome survive a reload with the same figures', async ({ page, request }) => {
  const token = await apiToken(request, 'heavy@example.com')
  const to = utcDay(Date.now())
  const from = utcDay(Date.now() - 6 * DAY_MS)
  const byKey = await request.get(`${API_ORIGIN}/api/user/usage/summary`, {
    headers: { Authorization: `Bearer ${token}` },
    params: {
      groupBy: 'key',
      from: `${from}T00:00:00Z`,
      to: new Date(Date.parse(to) + DAY_MS).toISOString(),
    },
  })
  expect(byKey.ok()).toBe(true)
  const groups = ((await byKey.json()) as { groups: { key: string; label: string; failures: number }[] })
    .groups
  const chosen = groups.find((group) => group.failures > 0)
  expect(chosen, 'a key of the seeded account with failed requests').toBeDefined()

  await logIn(page, 'heavy@example.com')
  await page.goto('/dashboard?tab=usage')
  // The address changes in a transition, so the radio may show its new state a moment after the click.
  const custom = page.getByRole('radio', { name: 'Custom' })
  await custom.click()
  await expect(custom).toBeChecked()
  await page.getByLabel('From', { exact: true }).fill(from)
  await page.getByLabel('To', { exact: true }).fill(to)
  await page.getByLabel('API key').selectOption(chosen!.key)
  await page.getByLabel('Outcome', { exact: true }).selectOption('error')
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('range') === 'custom' &&
      url.searchParams.get('from') === from &&
      url.searchParams.get('to') === to &&
      url.searchParams.get('key') === chosen!.key &&
      url.searchParams.get('outcome') === 'error',
  )

  const totals = page.getByRole('region', { name: 'Totals' }).locator('dl')
  // The filtered summary has answered: the key's failures are the range's only requests.
  await expect(totals).toContainText(chosen!.failures.toLocaleString('en-US'))
  const figures = (await totals.textContent()) ?? ''
  const grid = page.getByRole('grid', { name: 'Request log' })
  await expect(grid.locator('[role="row"][aria-rowindex="2"]')).toBeVisible()
  const firstRow = (await grid.locator('[role="row"][aria-rowindex="2"]').textContent()) ?? ''

  await page.reload()
  await expect(page.getByRole('radio', { name: 'Custom' })).toBeChecked()
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(from)
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(to)
  await expect(page.getByLabel('API key')).toHaveValue(chosen!.key)
  await expect(page.getByLabel('Outcome', { exact: true })).toHaveValue('error')
  await expect(totals).toHaveText(figures)
  await expect(grid.locator('[role="row"][aria-rowindex="2"]')).toHaveText(firstRow)
})
