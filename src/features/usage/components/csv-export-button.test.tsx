import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { server } from '#mocks/node.ts'
import { buildUsageRequests, requestLogHandler } from '#mocks/testing/request-log.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { CsvExportButton } from './csv-export-button.tsx'

/** What the browser was handed to save: each download's file name and file. */
let saved: { name: string; blob: Blob }[] = []

beforeEach(() => {
  saved = []
  const blobs = new Map<string, Blob>()
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`
        blobs.set(url, blob)
        return url
      },
      revokeObjectURL: (url: string) => blobs.delete(url),
    }),
  )
  // jsdom does not download: the link's click is where the browser would.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    if (blob) saved.push({ name: this.download, blob })
  })
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
  const { handler, log } = requestLogHandler(
    buildUsageRequests(230, { newest: Date.parse('2026-11-27T09:00:00Z') }),
    {
      hold: (page) => (page === 1 ? second.opened : undefined),
    },
  )
  server.use(handler)
  const user = userEvent.setup()
  renderWithProviders(<CsvExportButton filters={FILTERS} />)
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(await screen.findByText('Exporting… 100 requests so far')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true')
  second.open()
  expect(await screen.findByText('Exported 230 requests.')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Cancel export' })).not.toBeInTheDocument()
  expect(log.served).toHaveLength(3)
  expect(saved.map(({ name }) => name)).toEqual(['relay-usage-2026-11-20_2026-11-27.csv'])
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved[0]!.blob.arrayBuffer())
  expect(text.split('\r\n')).toHaveLength(1 + 230 + 1)
})

test('a double click starts one export', async () => {
  const { handler, log } = requestLogHandler(buildUsageRequests(150))
  server.use(handler)
  const user = userEvent.setup()
  renderWithProviders(<CsvExportButton filters={FILTERS} />)
  await user.dblClick(screen.getByRole('button', { name: 'Export CSV' }))
  expect(await screen.findByText('Exported 150 requests.')).toBeInTheDocument()
  expect(log.served.map((query) => query.cursor)).toEqual([undefined, 'c100'])
  expect(saved).toHaveLength(1)
})

test('Cancel stops the export with the page in flight and saves nothing', async () => {
  const second = gate()
  const { handler, log } = requestLogHandler(buildUsageRequests(350), {
    hold: (page) => (page === 1 ? second.opened : undefined),
  })
  server.use(handler)
  const user = userEvent.setup()
  renderWithProviders(<CsvExportButton filters={FILTERS} />)
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  await screen.findByText('Exporting… 100 requests so far')
  await user.click(screen.getByRole('button', { name: 'Cancel export' }))
  expect(await screen.findByText('Export cancelled.')).toBeInTheDocument()
  // The page in flight when Cancel was pressed is answered (its request was aborted); none is asked after it.
  second.open()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(log.served.map((query) => query.cursor)).toEqual([undefined, 'c100'])
  expect(saved).toEqual([])
  expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'false')
})

test('a failed export says why, and the next click starts again', async () => {
  server.use(requestLogHandler(buildUsageRequests(150), { failPage: 1 }).handler)
  const user = userEvent.setup()
  renderWithProviders(<CsvExportButton filters={FILTERS} />)
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(await screen.findByText(/^The export stopped: The server ran into a problem/)).toBeInTheDocument()
  expect(saved).toEqual([])
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(await screen.findByText('Exported 150 requests.')).toBeInTheDocument()
})
