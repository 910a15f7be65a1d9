export const APP_LINK_WAIT_MS = 1500

/**
 * A browser gives no error when nothing handles a scheme (`ccswitch:`): an app that opens blurs or hides the
 * page, else `onMissing` runs once after {@link APP_LINK_WAIT_MS}. Returns a function that stops watching.
 */
export function watchAppLink(onMissing: () => void): () => void {
  const stop = () => {
    clearTimeout(timer)
    window.removeEventListener('blur', stop)
    document.removeEventListener('visibilitychange', stop)
  }
  const timer = setTimeout(() => {
    stop()
    if (document.hasFocus() && document.visibilityState !== 'hidden') onMissing()
  }, APP_LINK_WAIT_MS)
  window.addEventListener('blur', stop)
  document.addEventListener('visibilitychange', stop)
  return stop
}
