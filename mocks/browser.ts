import { setupWorker, type SetupWorker } from 'msw/browser'
import { handlers } from './handlers/index.ts'
import { MOCK_RESET_PATH } from './handlers/mock-admin.ts'
import { loadPersistedDb, persistDb } from './persistence.ts'
import { seedSummary } from './seed.ts'

export { MOCK_DB_STORAGE_KEY } from './persistence.ts'

let worker: SetupWorker | undefined

export async function startMockWorker(): Promise<SetupWorker> {
  if (worker) return worker
  loadPersistedDb()
  const started = setupWorker(...handlers)
  started.events.on('response:mocked', ({ request }) => {
    if (request.method === 'GET' || request.method === 'HEAD') return
    // A reset has just forgotten the snapshot: saving now would write it back.
    if (new URL(request.url).pathname === MOCK_RESET_PATH) return
    persistDb()
  })
  await started.start({ onUnhandledFrame: 'bypass', quiet: true })
  worker = started
  console.info(
    `[mock] Relay Portal mock backend on. Accounts: ${seedSummary.accounts.map((a) => a.email).join(', ')} ` +
      `(password ${seedSummary.password}, verification code ${seedSummary.verificationCode}).`,
  )
  return started
}
