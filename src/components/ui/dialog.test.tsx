import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { Dialog } from './dialog.tsx'

function Harness({ onClose, removeOpener = false }: { onClose?: () => void; removeOpener?: boolean }) {
  const [open, setOpen] = useState(false)
  const [hasOpener, setHasOpener] = useState(true)
  const close = () => {
    onClose?.()
    if (removeOpener) setHasOpener(false)
    setOpen(false)
  }
  return (
    <>
      <h2 id="fallback" tabIndex={-1}>
        Things
      </h2>
      {hasOpener ? (
        <button type="button" onClick={() => setOpen(true)}>
          Remove thing
        </button>
      ) : null}
      <Dialog
        open={open}
        role="alertdialog"
        title="Remove the thing?"
        description={<p>It cannot come back.</p>}
        onClose={close}
        fallbackFocus={() => document.getElementById('fallback')}
        actions={
          <>
            <button type="button" onClick={close}>
              Keep it
            </button>
            <button type="button">Remove</button>
          </>
        }
      />
    </>
  )
}

test('a dialog is named by its title, described, and takes focus when it opens', async () => {
  const user = userEvent.setup()
  render(<Harness />)
  await user.click(screen.getByRole('button', { name: 'Remove thing' }))
  const dialog = screen.getByRole('alertdialog', { name: 'Remove the thing?' })
  expect(dialog).toHaveAccessibleDescription('It cannot come back.')
  expect(dialog).toHaveAttribute('open')
  expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus()
})

test('Escape asks to close, and focus returns to the button that opened the dialog', async () => {
  const user = userEvent.setup()
  const onClose = vi.fn()
  render(<Harness onClose={onClose} />)
  const opener = screen.getByRole('button', { name: 'Remove thing' })
  await user.click(opener)
  await user.keyboard('{Escape}')
  expect(onClose).toHaveBeenCalledTimes(1)
  expect(screen.queryByRole('alertdialog', { name: 'Remove the thing?' })).not.toBeInTheDocument()
  expect(opener).toHaveFocus()
})

test('when the opener is gone, focus goes to the fallback instead of the page body', async () => {
  const user = userEvent.setup()
  render(<Harness removeOpener />)
  await user.click(screen.getByRole('button', { name: 'Remove thing' }))
  await user.click(screen.getByRole('button', { name: 'Keep it' }))
  expect(screen.queryByRole('button', { name: 'Remove thing' })).not.toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Things' })).toHaveFocus()
})
