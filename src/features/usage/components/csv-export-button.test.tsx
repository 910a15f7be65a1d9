import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { server } from '#mocks/node.ts'
import { resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { seedUsageKey, seedUsageRequests, watchRequestLog } from '#mocks/testing/usage-requests.ts'
import type { StoredSession } from '#src/lib/auth/session.ts'
import { setClock } from '#src/testing/clock.ts'
import { captureDownloads, type SavedFile } from '#src/testing/downloads.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { CsvExportButton } from './csv-export-button.tsx'

/** What the browser was handed to save: each download's file name and file. */
let saved: SavedFile[] = []

const NEWEST = Date.parse('2026-11-27T09:00:00Z')
let session: StoredSession

/** `count` requests of the signed-in account, a minute apart, the newest at 09:00 UTC on 27 November. */
function seedRequests(count: number) {
  seedUsageKey(session.user.id, { id: 'key_laptop', name: 'Laptop' })
  seedUsageRequests(
    session.user.id,
    Array.from({ length: count }, (_, index) => ({
      at: NEWEST - index * 60_000,
      apiKeyId: 'key_laptop',
      inputTokens: 1_200,
      outputTokens: 350,
    })),
  )
}

beforeEach(async () => {
  setClock(NEWEST + 60_000)
  resetDb(NEWEST + 60_000)
  session = await seedSignedInUser('usage@example.com')
  saved = captureDownloads()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const FILTERS = { from: new Date(2026, 10, 20).toISOString(), to: new Date(2026, 10, 28).toISOString() }

/** A promise and the function that settles it. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

test('a user exports every request of the range, sees the rows counted, and gets a file named for the range', async () => {
  const second = gate()
  seedRequests(230)
  const { handler, served } = watchRequestLog({ hold: (page) => (page === 1 ? second.opened : undefined) })
  server.use(handler)
  const user = userEvent.setup()
  renderWithProviders(<CsvExportButton filters={FILTERS} />, { session })
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(await screen.findByText('Exporting… 100 requests so far')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true')
  second.open()
  expect(await screen.findByText('Exported 230 requests.')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Cancel export' })).not.toBeInTheDocument()
  expect(served).toHaveLength(3)
  expect(saved.map(({ name }) => name)).toEqual(['relay-usage-2026-11-20_2026-11-27.csv'])
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved[0]!.blob.arrayBuffer())
  expect(text.split('\r\n')).toHaveLength(1 + 230 + 1)
})

test('a double click starts one export', async () => {
  seedRequests(150)
  const { handler, served } = watchRequestLog()
  server.use(handler)
  const user = userEvent.setup()
  renderWithProviders(<CsvExportButton filters={FILTERS} />, { session })
  await user.dblClick(screen.getByRole('button', { name: 'Export CSV' }))
  expect(await screen.findByText('Exported 150 requests.')).toBeInTheDocument()
  expect(served.map((query) => query.cursor)).toEqual([undefined, expect.any(String)])
  expect(saved).toHaveLength(1)
})

test('Cancel stops the export with the page in flight and saves nothing', async () => {
  const second = gate()
  seedRequests(350)
  const { handler, served } = watchRequestLog({ hold: (page) => (page === 1 ? second.opened : undefined) })
  server.use(handler)
  const user = userEvent.setup()
  renderWithProviders(<CsvExportButton filters={FILTERS} />, { session })
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  await screen.findByText('Exporting… 100 requests so far')
  await user.click(screen.getByRole('button', { name: 'Cancel export' }))
  expect(await screen.findByText('Export cancelled.')).toBeInTheDocument()
  // The page in flight when Cancel was pressed is answered (its request was aborted); none is asked after it.
  second.open()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(served.map((query) => query.cursor)).toEqual([undefined, expect.any(String)])
  expect(saved).toEqual([])
  expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'false')
})

test('a failed export says why, and the next click starts again', async () => {
  seedRequests(150)
  server.use(watchRequestLog({ failPage: 1 }).handler)
  const user = userEvent.setup()
  renderWithProviders(<CsvExportButton filters={FILTERS} />, { session })
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(await screen.findByText(/^The export stopped: The server ran into a problem/)).toBeInTheDocument()
  expect(saved).toEqual([])
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(await screen.findByText('Exported 150 requests.')).toBeInTheDocument()
})
