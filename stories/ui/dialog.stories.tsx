import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef, useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '#src/components/ui/button.tsx'
import { Dialog } from '#src/components/ui/dialog.tsx'

type DemoProps = { onConfirm: () => void; role?: 'dialog' | 'alertdialog' }

/** A Delete button that asks first, as the API keys tab does. */
function ConfirmDemo({ onConfirm, role = 'alertdialog' }: DemoProps) {
  const [open, setOpen] = useState(false)
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Delete key “Laptop”
      </Button>
      <Dialog
        open={open}
        role={role}
        title="Delete the key “Laptop”?"
        description={<p>Any tool that uses this key stops working at once. This can’t be undone.</p>}
        onClose={() => setOpen(false)}
        initialFocusRef={cancelRef}
        actions={
          <>
            <Button ref={cancelRef} variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                onConfirm()
                setOpen(false)
              }}
            >
              Delete key
            </Button>
          </>
        }
      />
    </>
  )
}

const meta = {
  title: 'UI/Dialog',
  component: ConfirmDemo,
  parameters: { layout: 'centered' },
  args: { onConfirm: fn() },
} satisfies Meta<typeof ConfirmDemo>

export default meta
type Story = StoryObj<typeof meta>

/** Closed: only the button that opens it. */
export const Closed: Story = {}

/** Open: a modal named by its title and described by its text; the safe choice (Cancel) has focus. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Delete key “Laptop”' }))
    const dialog = canvas.getByRole('alertdialog', { name: 'Delete the key “Laptop”?' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAccessibleDescription(
      'Any tool that uses this key stops working at once. This can’t be undone.',
    )
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
  },
}

/** Escape closes it without confirming, and focus is back on the button that opened it. */
export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const opener = canvas.getByRole('button', { name: 'Delete key “Laptop”' })
    await userEvent.click(opener)
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('alertdialog', { name: 'Delete the key “Laptop”?' })).toBeNull()
    await expect(opener).toHaveFocus()
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}
