import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
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

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' })
  await initTestI18n()
})
// Every test starts from the seed.
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => server.close())
