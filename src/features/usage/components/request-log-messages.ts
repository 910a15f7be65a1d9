import { use } from 'react'
import { useTranslation } from 'react-i18next'

const NAMESPACE = 'request-log'

// Not in the app's start-up map of message files, where each namespace costs /home bytes (src/lib/i18n.ts).
const files = import.meta.glob<{ default: Record<string, unknown> }>('./*/request-log.json', {
  base: '../../../../locales',
})

const loading = new Map<string, Promise<void>>()

function load(i18n: ReturnType<typeof useTranslation>['i18n'], language: string): Promise<void> {
  let promise = loading.get(language)
  if (!promise) {
    const file = files[`./${language}/${NAMESPACE}.json`]
    promise = (file ? file() : Promise.resolve({ default: {} })).then(
      (module) => void i18n.addResourceBundle(language, NAMESPACE, module.default, true, false),
      (error: unknown) => {
        // Failed to arrive (the network, a new deployment): the page's error boundary offers Retry, which asks again.
        loading.delete(language)
        throw error
      },
    )
    loading.set(language, promise)
  }
  return promise
}

/** Suspends until the log's messages in the reader's language are in; at once where they are bundled (tests). */
export function useRequestLogMessages(): void {
  const { i18n } = useTranslation()
  const language = i18n.language
  if (!i18n.hasResourceBundle(language, NAMESPACE)) use(load(i18n, language))
}
