import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
import styles from './dialog.module.css'

export type DialogProps = {
  open: boolean
  /** The visible title; it also names the dialog for assistive technology. */
  title: ReactNode
  /** A sentence or two saying what is at stake; screen readers read it with the title. */
  description?: ReactNode
  /** The buttons, in reading order (the caller's Cancel calls `onClose` too). */
  actions: ReactNode
  /** Asked to close: Escape, and whatever the caller wires to it. */
  onClose: () => void
  /** `alertdialog` for a confirmation that interrupts the user (a destructive action). */
  role?: 'dialog' | 'alertdialog'
  /** Takes focus when the dialog opens; the first focusable element inside otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** Takes focus when the dialog closes and the element that opened it is no longer on the page. */
  fallbackFocus?: () => HTMLElement | null | undefined
  children?: ReactNode
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]'

/** Native `<dialog>` with `showModal()`, so the page behind it is inert. */
export function Dialog({
  open,
  title,
  description,
  actions,
  onClose,
  role = 'dialog',
  initialFocusRef,
  fallbackFocus,
  children,
}: DialogProps) {
  const titleId = useId()
  const descriptionId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  // The latest callbacks, read when the dialog closes, without reopening it when they change.
  const fallbackRef = useRef(fallbackFocus)
  const onCloseRef = useRef(onClose)
  useLayoutEffect(() => {
    fallbackRef.current = fallbackFocus
    onCloseRef.current = onClose
  })

  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      const target = initialFocusRef?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE)
      target?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
    if (!open && openerRef.current) {
      const opener = openerRef.current
      openerRef.current = null
      const target = opener.isConnected ? opener : fallbackRef.current?.()
      target?.focus()
    }
  }, [open, initialFocusRef])

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={(event) => {
        // Escape closes through the caller (which may refuse while a request is in flight) on keydown: the
        // browser may close a modal on a repeated Escape without a cancelable `cancel` event.
        if (event.key !== 'Escape') return
        event.preventDefault()
        onCloseRef.current()
      }}
      onCancel={(event) => {
        // A close request (Escape, a back gesture): the caller decides.
        event.preventDefault()
        onCloseRef.current()
      }}
      onClose={() => {
        // Closed by the browser itself (a repeated Escape may close it without a cancel event).
        if (open) onCloseRef.current()
      }}
    >
      {open ? (
        <>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className={styles.description}>
              {description}
            </div>
          ) : null}
          {children}
          <div className={styles.actions}>{actions}</div>
        </>
      ) : null}
    </dialog>
  )
}
