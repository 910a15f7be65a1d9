import { beforeEach, expect, test } from 'vitest'
import { resetDb, setEmailConfig } from '#mocks/seed.ts'
import { callApi, expectStatus } from '#mocks/testing/api.ts'

beforeEach(() => resetDb())

test('visitor reads that registration needs a code and sign-in does not, by default', async () => {
  const config = expectStatus(await callApi('get', '/api/email/config'), 200)
  expect(config).toEqual({
    registrationCodeRequired: true,
    loginCodeRequired: false,
    codeLength: 6,
    resendIntervalSeconds: 60,
  })
})

test('visitor reads changed email settings', async () => {
  setEmailConfig({ registrationCodeRequired: false, loginCodeRequired: true })
  const config = expectStatus(await callApi('get', '/api/email/config'), 200)
  expect(config).toMatchObject({ registrationCodeRequired: false, loginCodeRequired: true })
})

test('resetDb restores the default email settings', async () => {
  setEmailConfig({ registrationCodeRequired: false })
  resetDb()
  const config = expectStatus(await callApi('get', '/api/email/config'), 200)
  expect(config.registrationCodeRequired).toBe(true)
})
