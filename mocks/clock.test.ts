import { beforeEach, expect, test } from 'vitest'
import { db } from './db.ts'
import { rotateApiKey } from './key-rules.ts'
import { resetDb } from './seed.ts'
import { TEST_ORIGIN } from './testing/api.ts'
import { HOUR_MS } from '#src/lib/time-units.ts'

beforeEach(() => resetDb())

const putControls = (body: unknown) =>
  fetch(`${TEST_ORIGIN}/__mock/controls`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

const quota = (secret: string) => fetch(`${TEST_ORIGIN}/api/key/quota`, { headers: { 'x-api-key': secret } })

test('moving the mock clock ends a grace without waiting; it never goes back, and a reset sets it to 0', async () => {
  const apiKey = [...db.apiKeys.values()][0]
  if (!apiKey) throw new Error('the seed has keys')
  const oldSecret = apiKey.key
  rotateApiKey(apiKey, 3600, Date.now())
  expect((await quota(oldSecret)).status).toBe(200)
  const moved = await putControls({ clockOffsetMs: HOUR_MS })
  expect(moved.status).toBe(200)
  expect(await moved.json()).toMatchObject({ clockOffsetMs: HOUR_MS })
  expect((await quota(oldSecret)).status).toBe(401)
  expect((await quota(apiKey.key)).status).toBe(200)
  expect((await putControls({ clockOffsetMs: HOUR_MS - 1 })).status).toBe(400)
  await fetch(`${TEST_ORIGIN}/__mock/reset`, { method: 'POST' })
  expect(await (await fetch(`${TEST_ORIGIN}/__mock/controls`)).json()).toMatchObject({ clockOffsetMs: 0 })
})
