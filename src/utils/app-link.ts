/** How long a page waits, after following an app's link, before it concludes that no app took it. */
export const APP_LINK_WAIT_MS = 1500

/**
 * Watches what follows a click on a link to a desktop app's own scheme (`ccswitch:`): a browser gives a page no
 * error when nothing handles the scheme, so the only sign is that nothing happened. An app that opens takes the
 * focus (the window blurs) or hides the page; if neither happened and the page still has the focus after
 * {@link APP_LINK_WAIT_MS}, `onMissing` runs once. Returns a function that stops watching.
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
