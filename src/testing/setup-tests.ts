import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { server } from '#mocks/node.ts'
import { resetDb } from '#mocks/seed.ts'
import { initTestI18n } from './i18n.ts'

// jsdom has <dialog> without showModal() and close(), and Escape does not raise its cancel event: a stand-in
// with the behaviour the app relies on (open attribute, close event, cancelable cancel on Escape).
if (!('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError')
      this.open = true
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return
      this.open = false
      this.dispatchEvent(new Event('close'))
    },
  })
  document.addEventListener('keydown', (event) => {
    const dialog = [...document.querySelectorAll('dialog[open]')].at(-1)
    if (event.key !== 'Escape' || event.defaultPrevented || !(dialog instanceof HTMLDialogElement)) return
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close()
  })
}

// jsdom has no Popover API: a stand-in with what the app relies on (toggle events, popovertarget clicks, Escape
// returning the focus, light dismiss on a pointerdown outside).
if (!('showPopover' in HTMLElement.prototype)) {
  const OPEN = 'data-popover-open'
  const focusedBefore = new WeakMap<HTMLElement, Element | null>()
  const style = document.createElement('style')
  // jsdom's own stylesheet hides every [popover] (it never matches :popover-open): an open one is shown here.
  style.textContent = `[popover][${OPEN}] { display: block }`
  document.head.append(style)
  const fire = (element: HTMLElement, type: string, newState: 'open' | 'closed') =>
    element.dispatchEvent(
      Object.assign(new Event(type), { newState, oldState: newState === 'open' ? 'closed' : 'open' }),
    )
  const hide = (element: HTMLElement, restoreFocus: boolean) => {
    if (!element.hasAttribute(OPEN)) return
    fire(element, 'beforetoggle', 'closed')
    element.removeAttribute(OPEN)
    const previous = focusedBefore.get(element)
    if (restoreFocus && element.contains(document.activeElement) && previous instanceof HTMLElement) {
      previous.focus()
    }
    fire(element, 'toggle', 'closed')
  }
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      if (this.hasAttribute(OPEN)) return
      fire(this, 'beforetoggle', 'open')
      focusedBefore.set(this, document.activeElement)
      this.setAttribute(OPEN, '')
      fire(this, 'toggle', 'open')
    },
    hidePopover(this: HTMLElement) {
      hide(this, true)
    },
  })
  const invokerOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('[popovertarget]') : null
  document.addEventListener('click', (event) => {
    const invoker = invokerOf(event.target)
    const popover = invoker && document.getElementById(invoker.getAttribute('popovertarget') ?? '')
    if (event.defaultPrevented || !popover) return
    if (popover.hasAttribute(OPEN)) hide(popover, true)
    else popover.showPopover()
  })
  const shown = () => [...document.querySelectorAll<HTMLElement>(`[${OPEN}]`)]
  document.addEventListener('keydown', (event) => {
    const last = shown().at(-1)
    if (event.key === 'Escape' && !event.defaultPrevented && last) hide(last, true)
  })
  document.addEventListener('pointerdown', (event) => {
    const target = event.target as Node
    for (const popover of shown()) {
      if (!popover.contains(target) && invokerOf(target)?.getAttribute('popovertarget') !== popover.id) {
        hide(popover, false)
      }
    }
  })
}

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' })
  await initTestI18n()
})
beforeEach(() => resetDb())
// English and the real clock again, whatever the test switched to.
afterEach(async () => {
  server.resetHandlers()
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  vi.useRealTimers()
  await initTestI18n()
})
afterAll(() => server.close())
