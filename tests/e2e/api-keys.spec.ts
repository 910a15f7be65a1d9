import { type Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

test.beforeEach(async ({ context, logIn, page }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await logIn('demo@example.com')
  await page.getByRole('tab', { name: 'API keys' }).click()
  await expect(page.getByText('Keys: 2 / 10')).toBeVisible()
})

function readClipboard(page: Page) {
  return page.evaluate(() => navigator.clipboard.readText())
}

test('a user creates a named key, sees it in full and copies the whole key', async ({ page }) => {
  await page.getByLabel('Name (optional)').fill('Build box')
  await page.getByRole('button', { name: 'Create key' }).click()
  const card = page.getByRole('region', { name: 'Your new key “Build box” is ready' })
  await expect(card).toBeVisible()
  const fullKey = (await card.locator('code').first().textContent()) ?? ''
  expect(fullKey).toMatch(/^cr_[A-Za-z0-9]{20,}$/)

  await card.getByRole('button', { name: 'Copy key', exact: true }).click()
  await expect(card.getByText('Copied to clipboard')).toBeVisible()
  expect(await readClipboard(page)).toBe(fullKey)

  await expect(page.getByText('Keys: 3 / 10')).toBeVisible()
  await expect(page.getByLabel('Name (optional)')).toHaveValue('')
  await card.getByRole('button', { name: 'Done' }).click()
  await expect(card).toBeHidden()
  // The list shows it masked, its start and end; its Copy still copies it whole.
  await expect(page.getByText(fullKey, { exact: true })).toBeHidden()
  await expect(page.getByText(`${fullKey.slice(0, 7)}…${fullKey.slice(-5)}`)).toBeVisible()
  await page.getByRole('button', { name: 'Copy key “Build box”' }).click()
  await expect(page.getByText('Copied to clipboard')).toBeVisible()
  expect(await readClipboard(page)).toBe(fullKey)

  // So does the Copy of a key created earlier.
  await page.getByRole('button', { name: 'Copy key “Laptop”' }).click()
  await expect.poll(() => readClipboard(page)).not.toBe(fullKey)
  const laptopKey = await readClipboard(page)
  expect(laptopKey).toMatch(/^cr_[A-Za-z0-9]{20,}$/)
  await expect(page.getByText(`${laptopKey.slice(0, 7)}…${laptopKey.slice(-5)}`)).toBeVisible()
})

test('a user renames a key with Enter, and Escape leaves a remark as it was', async ({ page }) => {
  await page.getByRole('button', { name: 'Edit remark for “Laptop”' }).click()
  const remark = page.getByRole('textbox', { name: 'Remark for “Laptop”' })
  await expect(remark).toBeFocused()
  await expect(remark).toHaveValue('Claude Code on my MacBook')
  await remark.fill('Work laptop')
  await remark.press('Enter')
  await expect(remark).toBeHidden()
  await expect(page.getByText('Work laptop', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit remark for “Laptop”' })).toBeFocused()

  await page.getByRole('button', { name: 'Edit remark for “CI runner”' }).click()
  const other = page.getByRole('textbox', { name: 'Remark for “CI runner”' })
  await other.fill('Something else')
  await other.press('Escape')
  await expect(other).toBeHidden()
  await expect(page.getByText('Codex CLI on the build server', { exact: true })).toBeVisible()
  await expect(page.getByText('Something else')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Edit remark for “CI runner”' })).toBeFocused()

  await page.reload()
  await expect(page.getByText('Work laptop', { exact: true })).toBeVisible()
  await expect(page.getByText('Codex CLI on the build server', { exact: true })).toBeVisible()
})

test('a user creates unnamed keys up to ten, is told the limit and cannot create more', async ({ page }) => {
  const create = page.getByRole('button', { name: 'Create key' })
  await create.click()
  // Without a name, the server names the key.
  await expect(page.getByRole('region', { name: 'Your new key “Key 3” is ready' })).toBeVisible()
  await expect(page.getByText('Keys: 3 / 10')).toBeVisible()
  for (let count = 4; count <= 10; count += 1) {
    await create.click()
    await expect(page.getByText(`Keys: ${count} / 10`)).toBeVisible()
  }
  await expect(page.getByText('This account has the most API keys it may have.')).toBeVisible()
  await expect(create).toBeDisabled()
  // The way out is named with the limit: a key can be deleted.
  await expect(create).toHaveAccessibleDescription(
    'This account has the most API keys it may have. Delete a key you no longer use to make room for a new one.',
  )
  await expect(page.getByRole('button', { name: /^Edit remark for/ })).toHaveCount(10)
  // Still so after a reload.
  await page.reload()
  await expect(page.getByText('This account has the most API keys it may have.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create key' })).toBeDisabled()
})

test('a keyboard user deletes a key in the modal confirmation; Escape first keeps it', async ({ page }) => {
  const deleteLaptop = page.getByRole('button', { name: 'Delete key “Laptop”' })
  await deleteLaptop.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('alertdialog', { name: 'Delete the key “Laptop”?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  // A real modal: the page behind it cannot be reached.
  expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(deleteLaptop).toBeFocused()
  await expect(page.getByText('Keys: 2 / 10')).toBeVisible()

  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Delete key' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText('The key “Laptop” was deleted.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Keys: 1 / 10')).toBeVisible()
  await expect(deleteLaptop).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Your keys' })).toBeFocused()
})

test('a new key shows zero usage while the existing keys show what they used', async ({ page }) => {
  const list = page.getByRole('region', { name: 'Your keys' })
  // A key's item holds its fields; the items of its state list hold none.
  const keyItems = list.getByRole('listitem').filter({ has: page.getByRole('definition') })
  await page.getByLabel('Name (optional)').fill('Fresh box')
  await page.getByRole('button', { name: 'Create key' }).click()
  await expect(page.getByText('Keys: 3 / 10')).toBeVisible()
  const fresh = keyItems.filter({ hasText: 'Fresh box' })
  await expect(fresh.getByText('0 requests · $0.00')).toHaveCount(2)

  for (const name of ['Laptop', 'CI runner']) {
    const item = keyItems.filter({ hasText: name })
    const figures = item.getByText(/^[\d,]+ requests? · \$[\d,]+\.\d\d$/)
    await expect(figures).toHaveCount(2)
    for (const text of await figures.allTextContents()) expect(text, name).not.toBe('0 requests · $0.00')
  }

  // Sorted by usage today, the new key comes after the used ones, and the choice survives a reload.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Usage today' })
  await expect(page).toHaveURL(/[?&]sort=usage-today/)
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('usage-today')
  await expect(keyItems.last()).toContainText('Fresh box')
})

test('a user opens a key’s Import to CC Switch menu with the keyboard and finds Codex CLI’s link', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Copy key “CI runner”' }).click()
  const key = await readClipboard(page)
  const button = page.getByRole('button', { name: 'Import to CC Switch: key “CI runner”' })
  await button.focus()
  await page.keyboard.press('ArrowDown')
  const menu = page.getByRole('menu', { name: 'Import to CC Switch: key “CI runner”' })
  await expect(menu.getByRole('menuitem', { name: 'Claude Code' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  const codex = menu.getByRole('menuitem', { name: 'Codex CLI' })
  await expect(codex).toBeFocused()

  // Checked without following it: the browser would hand it to CC Switch.
  const url = new URL((await codex.getAttribute('href')) ?? '')
  expect(url.protocol).toBe('ccswitch:')
  expect(url.searchParams.get('app')).toBe('codex')
  expect(url.searchParams.get('endpoint')).toMatch(/^https?:\/\/[^/]+\/api$/)
  expect(url.searchParams.get('model')).toBe('gpt-5')
  expect(url.searchParams.get('apiKey')).toBe(key)
  expect(page.url()).not.toContain(key)

  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()
})
