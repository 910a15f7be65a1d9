import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * Carrying a prerendered sign-in form over into the app's own (ADR 005). The form paints, and can be typed in,
 * before the app has started; the app's first commit replaces it with its own, whose fields are controlled and
 * start empty. So the page's module starts watching the prerendered form when it loads (before that render),
 * and the page, when it mounts, copies what the person typed, where their focus and selection were and a submit
 * /prerendered-form.js held, into its own form, then makes that submit, once.
 *
 * The commit that removes the prerendered form and the page's layout effects run in one task, with no input in
 * between: the removed fields still hold their values and selections, so reading them then loses no keystroke.
 * Only the focus moves with the removal, so it is followed as it changes instead.
 */

/** The prerendered form at the moment the app replaced it. */
export type PrerenderedFormState = {
  /** The text fields' values, by their `name`. */
  values: Readonly<Record<string, string>>
  /**
   * The control that had the focus: its index in the form's elements (the app's form has the same ones) and
   * name, with its selection if it has one.
   */
  focus: {
    index: number
    name: string
    start: number | null
    end: number | null
    direction: SelectionDirection
  } | null
  /** A submit was made before the app had started (marked by /prerendered-form.js). */
  submit: boolean
  /**
   * The form's own button (Send code) pressed before the app had started, as its index in the form's elements
   * (marked by /prerendered-form.js); null for none.
   */
  click: number | null
}

type SelectionDirection = 'forward' | 'backward' | 'none'

type Watched = { form: HTMLFormElement; focused: () => Element | null; stop: () => void }

let watched: Watched | null = null

/**
 * Starts following the focus in this page's prerendered form, if it has one: called as the page's module loads,
 * before the app's first render. Without a prerendered form (the app opened the page itself), nothing.
 */
export function watchPrerenderedForm(): void {
  if (typeof document === 'undefined' || watched) return
  const form = document.querySelector<HTMLFormElement>('[data-prerendered] form')
  if (!form) return
  let focused = document.activeElement
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target as Element
  }
  // Where a focus that leaves for nowhere (a click beside the fields) went is known once the event is over. A
  // field removed by the app's first commit loses its focus in the middle of that commit (Chromium reports a
  // blur then): the takeover, later in the same commit, still sees the field it had.
  const onFocusOut = () => queueMicrotask(() => (focused = document.activeElement))
  // The page takes over in the commit that removes the form, or never (the app rendered a redirect there, for a
  // visitor with a stored session): once that commit is over, the watch ends either way.
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

/**
 * The state of the watched prerendered form, once: the first call after the app's commit replaced it gets it
 * (and ends the watch), every later call null, so nothing is copied or submitted twice. Null while the form is
 * still in the page (the app has not replaced it) or when there was none.
 */
export function takeOverPrerenderedForm(): PrerenderedFormState | null {
  if (!watched || watched.form.isConnected) return null
  const { form, focused, stop } = watched
  watched = null
  stop()
  const elements = [...form.elements]
  const values: Record<string, string> = {}
  for (const element of elements) {
    if (element instanceof HTMLInputElement && element.name) values[element.name] = element.value
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
          name: 'name' in control ? String(control.name) : '',
          start: input?.selectionStart ?? null,
          end: input?.selectionEnd ?? null,
          direction: input?.selectionDirection ?? 'none',
        }
      : null,
    submit: form.hasAttribute('data-submit-pending'),
    click: clicked >= 0 ? clicked : null,
  }
}

/** Puts a selection in `field`; in an e-mail field too, which has no selection API of its own. */
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

/**
 * Takes over this page's prerendered form when the page mounts: `restore` receives the values typed there, by
 * field name, for the form's state; once they are rendered, the control that had the focus gets it back with
 * its selection, and a click on one of the form's buttons or a submit made before the app started is made, once,
 * through `form`'s own handlers.
 */
export function usePrerenderedForm(
  form: RefObject<HTMLFormElement | null>,
  restore: (values: Readonly<Record<string, string>>) => void,
) {
  const [taken, setTaken] = useState<PrerenderedFormState | null>(null)
  useLayoutEffect(() => {
    const state = takeOverPrerenderedForm()
    if (!state) return
    restore(state.values)
    // A layout effect's update renders before the browser paints, in the same task: no input comes between.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the state is read from the DOM React just replaced
    setTaken(state)
    // Only the first mount takes over; `restore` is the first render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useLayoutEffect(() => {
    const element = form.current
    if (!taken || !element) return
    const control = taken.focus ? element.elements[taken.focus.index] : undefined
    if (control instanceof HTMLElement && 'name' in control && control.name === taken.focus?.name) {
      control.focus()
      if (control instanceof HTMLInputElement && taken.focus) select(control, taken.focus)
    }
    // A held click first: it is what a held submit may need (the code Send code asks for).
    const button = taken.click === null ? undefined : element.elements[taken.click]
    if (button instanceof HTMLButtonElement && button.type === 'button') button.click()
    if (taken.submit) element.requestSubmit()
  }, [taken, form])
}
