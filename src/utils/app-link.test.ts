import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { APP_LINK_WAIT_MS, watchAppLink } from './app-link.ts'

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(document, 'hasFocus').mockReturnValue(true)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

test('a page that keeps the focus for the whole wait hears that no app opened the link', () => {
  const onMissing = vi.fn()
  watchAppLink(onMissing)
  vi.advanceTimersByTime(APP_LINK_WAIT_MS - 1)
  expect(onMissing).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(onMissing).toHaveBeenCalledTimes(1)
})

test('a page that loses the focus to the app hears nothing', () => {
  const onMissing = vi.fn()
  watchAppLink(onMissing)
  window.dispatchEvent(new Event('blur'))
  vi.advanceTimersByTime(APP_LINK_WAIT_MS * 2)
  expect(onMissing).not.toHaveBeenCalled()
})

test('a page hidden by the app hears nothing, even when it has the focus back by the end of the wait', () => {
  const onMissing = vi.fn()
  watchAppLink(onMissing)
  document.dispatchEvent(new Event('visibilitychange'))
  vi.advanceTimersByTime(APP_LINK_WAIT_MS * 2)
  expect(onMissing).not.toHaveBeenCalled()
})

test('a page without the focus at the end of the wait hears nothing (the app took it without a blur event)', () => {
  const onMissing = vi.fn()
  watchAppLink(onMissing)
  vi.mocked(document.hasFocus).mockReturnValue(false)
  vi.advanceTimersByTime(APP_LINK_WAIT_MS)
  expect(onMissing).not.toHaveBeenCalled()
})

test('a cancelled watch never reports, and leaves no listener behind', () => {
  const onMissing = vi.fn()
  const removeWindow = vi.spyOn(window, 'removeEventListener')
  const removeDocument = vi.spyOn(document, 'removeEventListener')
  const cancel = watchAppLink(onMissing)
  cancel()
  vi.advanceTimersByTime(APP_LINK_WAIT_MS * 2)
  expect(onMissing).not.toHaveBeenCalled()
  expect(removeWindow).toHaveBeenCalledWith('blur', expect.any(Function))
  expect(removeDocument).toHaveBeenCalledWith('visibilitychange', expect.any(Function))
})
