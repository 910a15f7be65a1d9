import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { mockControlHttp, offContract } from '#mocks/http.ts'
import { AppRoutes } from '#src/app/routes.tsx'
import { checkedOperations } from '#src/features/admin/contract/check-endpoint.ts'
import { previewNotOffered } from '../../decorators.tsx'
import { type Canvas, expectHeading } from '../../play.ts'

/** The page heading, once the lazy page has loaded. */
async function findTitle(canvas: Canvas) {
  return canvas.findByRole('heading', { level: 1, name: i18next.t('admin:title') }, { timeout: 10_000 })
}

function mockHeading(canvas: Canvas) {
  return canvas.queryByRole('heading', { level: 2, name: i18next.t('admin:mock.title') })
}

/**
 * Runs "Check backend" and waits for the summary: every operation that was called conforms to openapi.yaml.
 * Signed out, the operations that need a session are skipped.
 */
async function runCheck(canvas: Canvas, signedIn: boolean) {
  await findTitle(canvas)
  await userEvent.click(canvas.getByRole('button', { name: i18next.t('admin:check.run') }))
  const checked = checkedOperations.filter((operation) => signedIn || !operation.secured).length
  await expect(
    await canvas.findByText(
      i18next.t('admin:check.summary', { conforming: checked, checked }),
      {},
      { timeout: 15_000 },
    ),
  ).toHaveAttribute('role', 'status')
  const table = canvas.getByRole('table', { name: i18next.t('admin:check.caption') })
  const results = within(table)
  await expect(results.getAllByText(i18next.t('admin:check.conforms'))).toHaveLength(checked)
  const skipped = results.queryAllByText(i18next.t('admin:check.skipped'))
  await expect(skipped).toHaveLength(checkedOperations.length - checked)
  await expect(canvas.getByRole('button', { name: i18next.t('admin:check.run') })).toBeEnabled()
}

/** The operator console at /admin: this build, the backend check and, when a mock answers, its controls. */
const meta = {
  title: 'Features/Admin/AdminPage',
  component: AppRoutes,
  parameters: { route: '/admin' },
} satisfies Meta<typeof AppRoutes>

export default meta
type Story = StoryObj<typeof meta>

/** The mock answers `GET /__mock/controls`: its section, with the controls and the seeded demo data. */
export const MockOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas)
    await expectHeading(canvas, i18next.t('admin:mock.title'), 2)
    await expect(canvas.getByRole('button', { name: i18next.t('admin:mock.controls.apply') })).toBeVisible()
    await expect(await canvas.findByText('demo@example.com', {}, { timeout: 10_000 })).toBeVisible()
  },
}

let controlsAnswered = false

/** No mock behind the API origin (`GET /__mock/controls` answers 404): no mock section, the check remains. */
export const MockOff: Story = {
  beforeEach: () => {
    controlsAnswered = false
  },
  parameters: {
    msw: {
      handlers: [
        // A backend that is no mock lacks the endpoint: a status the mock-control contract does not declare.
        mockControlHttp.get('/__mock/controls', ({ response }) => {
          controlsAnswered = true
          return response.untyped(offContract.json({ error: 'Not found' }, { status: 404 }))
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas)
    // The console asked and was refused: it shows nothing of the mock then (nothing to wait for on screen).
    await waitFor(() => expect(controlsAnswered).toBe(true), { timeout: 10_000 })
    await expect(mockHeading(canvas)).not.toBeInTheDocument()
    await expect(canvas.queryByText('demo@example.com')).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: i18next.t('admin:check.run') })).toBeEnabled()
  },
}

/** A visitor runs the check: the public operations conform, those needing a session are skipped. */
export const CheckBackend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas)
    await expect(canvas.getByText(i18next.t('admin:check.signedOutNote'))).toBeVisible()
    await runCheck(canvas, false)
  },
}

/** Signed in as demo@example.com, the check calls every operation with the session. */
export const SignedIn: Story = {
  parameters: { session: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas)
    await expect(canvas.queryByText(i18next.t('admin:check.signedOutNote'))).not.toBeInTheDocument()
    await runCheck(canvas, true)
  },
}

/** A backend without the optional activation-code preview (405): its row says it is not offered, no fault. */
export const OptionalOperationNotOffered: Story = {
  parameters: {
    session: 'demo',
    msw: {
      handlers: [previewNotOffered],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas)
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('admin:check.run') }))
    // Every operation but the preview answers (the optional key quota too, with 401 to an unissued key).
    const checked = checkedOperations.filter(
      (operation) => operation.operationId !== 'previewActivationCode',
    ).length
    await expect(
      await canvas.findByText(
        i18next.t('admin:check.summary', { conforming: checked, checked }),
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible()
    const row = canvas.getByRole('row', { name: /^POST \/api\/activation-codes\/preview/ })
    await expect(within(row).getByText(i18next.t('admin:check.notOffered'))).toBeVisible()
  },
}
