import {
  DESKTOP,
  PHONE,
  VERIFICATION_CODE,
  expect,
  expectNoHorizontalOverflow,
  message,
  test,
  type Language,
} from './fixtures.ts'

/**
 * The main journeys in the two languages whose words run longest or differ most from English, on a phone
 * and on a desktop, selecting by the words of that language (read from locales/) and checking that no
 * screen on the way scrolls sideways.
 */
const CASES: { language: Language; viewport: typeof PHONE; device: string }[] = [
  { language: 'ja', viewport: PHONE, device: 'phone' },
  { language: 'ja', viewport: DESKTOP, device: 'desktop' },
  { language: 'ru', viewport: PHONE, device: 'phone' },
  { language: 'ru', viewport: DESKTOP, device: 'desktop' },
]

for (const { language, viewport, device } of CASES) {
  test(`a ${language} ${device} user registers, creates a key, activates a code, logs out and in again without overflow`, async ({
    page,
    setLanguage,
  }) => {
    const t = (key: string, values?: Record<string, string | number>) => message(language, key, values)
    await page.setViewportSize(viewport)
    await setLanguage(language)

    for (const path of ['/home', '/plans', '/docs']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expectNoHorizontalOverflow(page, path)
    }

    const email = `e2e-${language}-${device}@example.com`
    await page.goto('/register')
    await expect(page.getByRole('heading', { level: 1, name: t('auth:register.title') })).toBeVisible()
    await page.getByLabel(t('auth:fields.email')).fill(email)
    await page.getByLabel(t('auth:fields.password'), { exact: true }).fill('Secret123')
    await page.getByLabel(t('auth:fields.confirmPassword')).fill('Secret123')
    await page.getByRole('button', { name: t('auth:code.send') }).click()
    // The demo backend sends no email: the status names the code instead.
    await expect(page.getByText(t('auth:code.sentDemo', { email, code: VERIFICATION_CODE }))).toBeVisible()
    await page.getByLabel(t('auth:fields.code')).fill(VERIFICATION_CODE)
    await expectNoHorizontalOverflow(page, '/register')
    await page.getByRole('button', { name: t('auth:register.submit') }).click()
    await expect(page.getByRole('heading', { level: 1, name: t('dashboard:title') })).toBeVisible()
    await expect(page.getByRole('heading', { name: t('dashboard:subscription.title') })).toBeVisible()
    await expectNoHorizontalOverflow(page, 'dashboard overview')

    await page.getByRole('tab', { name: t('dashboard:tabs.keys') }).click()
    await page.getByLabel(t('api-keys:create.nameLabel')).fill('ノートPC-Ноутбук')
    await page.getByRole('button', { name: t('api-keys:create.submit') }).click()
    const card = page.getByRole('region', { name: t('api-keys:created.title', { name: 'ノートPC-Ноутбук' }) })
    await expect(card).toBeVisible()
    await expect(card.locator('code').first()).toHaveText(/^cr_/)
    await expectNoHorizontalOverflow(page, 'new key')

    await page.getByRole('tab', { name: t('dashboard:tabs.activate') }).click()
    await page.getByRole('textbox', { name: t('activation:form.label') }).fill('RELAY-EXPIRED-0001')
    await page.getByRole('button', { name: t('activation:form.submit') }).click()
    await expect(page.getByRole('alert').filter({ hasText: t('activation:failed.title') })).toContainText(
      t('errors:ACTIVATION_CODE_EXPIRED'),
    )
    await expectNoHorizontalOverflow(page, 'activation failed')
    await page.getByRole('textbox', { name: t('activation:form.label') }).fill('RELAY-MONTH-DEMO1')
    await page.getByRole('button', { name: t('activation:form.submit') }).click()
    await expect(page.getByRole('region', { name: t('activation:review.title') })).toBeVisible()
    await expectNoHorizontalOverflow(page, 'activation review')
    await page.getByRole('button', { name: t('activation:review.confirm') }).click()
    await expect(page.getByText(t('activation:success.title'))).toBeVisible()
    await expectNoHorizontalOverflow(page, 'activation succeeded')

    await page.getByRole('button', { name: t('header.accountMenu', { email }) }).click()
    await page.getByRole('menuitem', { name: t('header.logout') }).click()
    await expect(page).toHaveURL(/\/home$/)

    await page.goto('/login')
    await page.getByLabel(t('auth:fields.email')).fill(email)
    await page.getByLabel(t('auth:fields.password'), { exact: true }).fill('Secret123')
    await expectNoHorizontalOverflow(page, '/login')
    await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: t('dashboard:title') })).toBeVisible()
    await expectNoHorizontalOverflow(page, 'dashboard after login')
  })
}
