import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * Carries a prerendered sign-in form over into the app's own (ADR 005). The removed fields still hold their
 * values and selections when the page's layout effects run (same task, no input between); only the focus
 * moves with the removal, so it is followed as it changes.
 */

/** The prerendered form at the moment the app replaced it. */
export type PrerenderedFormState = {
  values: Readonly<Record<string, string>>
  /** By index in the form's elements: the app's form has the same ones. */
  focus: {
    index: number
    name: string
    start: number | null
    end: number | null
    direction: SelectionDirection
  } | null
  /** Held by the prerendered form's script: made before the app had started. */
  submit: boolean
  /** Index of a button (Send code) pressed before the app had started. */
  click: number | null
}

type SelectionDirection = 'forward' | 'backward' | 'none'

/** A field's name: a password field keeps it in `data-name` (see PasswordField). */
function fieldName(element: Element): string {
  return element.getAttribute('name') ?? element.getAttribute('data-name') ?? ''
}

type Watched = { form: HTMLFormElement; focused: () => Element | null; stop: () => void }

let watched: Watched | null = null

/** Call as the page's module loads, before the app's first render. */
export function watchPrerenderedForm(): void {
  if (typeof document === 'undefined' || watched) return
  const form = document.querySelector<HTMLFormElement>('[data-prerendered] form')
  if (!form) return
  let focused = document.activeElement
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target as Element
  }
  // Read after the event: a focus leaving for nowhere lands on body only then. Chromium blurs a field the
  // app's commit removes mid-commit; the takeover, later in that commit, still sees the field it had.
  const onFocusOut = () => queueMicrotask(() => (focused = document.activeElement))
  // The page takes over in the commit that removes the form, or never (a signed-in visitor's redirect).
  const removal = new MutationObserver(() => {
    if (!form.isConnected && watched?.form === form) {
      watched.stop()
      watched = null
    }
  })
  document.addEventListener('focusin', onFocusIn)
  document.addEventListener('focusout', onFocusOut)
  removal.observe(document.body, { childList: true, subtree: true })
  watched = {
    form,
    focused: () => focused,
    stop: () => {
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('focusout', onFocusOut)
      removal.disconnect()
    },
  }
}

/** Returns the state once, after the app replaced the form, so nothing is copied or submitted twice. */
export function takeOverPrerenderedForm(): PrerenderedFormState | null {
  if (!watched || watched.form.isConnected) return null
  const { form, focused, stop } = watched
  watched = null
  stop()
  const elements = [...form.elements]
  const values: Record<string, string> = {}
  for (const element of elements) {
    const name = fieldName(element)
    if (element instanceof HTMLInputElement && name) values[name] = element.value
  }
  const clicked = elements.findIndex((element) => element.hasAttribute('data-click-pending'))
  const current = focused()
  const index = current ? elements.indexOf(current) : -1
  const control = elements[index]
  const input = control instanceof HTMLInputElement ? control : null
  return {
    values,
    focus: control
      ? {
          index,
          name: fieldName(control),
          start: input?.selectionStart ?? null,
          end: input?.selectionEnd ?? null,
          direction: input?.selectionDirection ?? 'none',
        }
      : null,
    submit: form.hasAttribute('data-submit-pending'),
    click: clicked >= 0 ? clicked : null,
  }
}

/** Works in an e-mail field too, which has no selection API of its own. */
function select(
  field: HTMLInputElement,
  { start, end, direction }: NonNullable<PrerenderedFormState['focus']>,
) {
  if (start === null || end === null) return
  const { type } = field
  try {
    // A text field for a moment: the caret stays where it is put when the field turns back.
    if (field.selectionStart === null) field.type = 'text'
    field.setSelectionRange(start, end, direction)
  } catch {
    // A field that takes no selection keeps the caret the browser gave it.
  } finally {
    if (field.type !== type) field.type = type
  }
}

/** `restore` gets the typed values by field name; then focus, selection and a held click or submit follow. */
export function usePrerenderedForm(
  form: RefObject<HTMLFormElement | null>,
  restore: (values: Readonly<Record<string, string>>) => void,
) {
  const [taken, setTaken] = useState<PrerenderedFormState | null>(null)
  useLayoutEffect(() => {
    const state = takeOverPrerenderedForm()
    if (!state) return
    restore(state.values)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the state is read from the DOM React just replaced
    setTaken(state)
    // Only the first mount takes over; `restore` is the first render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useLayoutEffect(() => {
    const element = form.current
    if (!taken || !element) return
    const control = taken.focus ? element.elements[taken.focus.index] : undefined
    if (control instanceof HTMLElement && fieldName(control) === taken.focus?.name) {
      control.focus()
      if (control instanceof HTMLInputElement && taken.focus) select(control, taken.focus)
    }
    // A held click first: it is what a held submit may need (the code Send code asks for).
    const button = taken.click === null ? undefined : element.elements[taken.click]
    if (button instanceof HTMLButtonElement && button.type === 'button') button.click()
    if (taken.submit) element.requestSubmit()
  }, [taken, form])
}
