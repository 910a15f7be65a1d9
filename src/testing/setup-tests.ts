import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { server } from '#mocks/node.ts'
import { resetDb } from '#mocks/seed.ts'
import { initTestI18n } from './i18n.ts'

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' })
  await initTestI18n()
})
// Every test starts from the seed.
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => server.close())
