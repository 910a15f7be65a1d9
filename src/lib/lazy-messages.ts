import { use } from 'react'
import { useTranslation } from 'react-i18next'
import type { i18n as I18n } from 'i18next'

type Messages = Record<string, unknown>

/** A feature's own `import.meta.glob` of `locales/<language>/<namespace>.json`. */
export type MessageFiles = Record<string, () => Promise<{ default: Messages }>>

const loads = new Map<string, Promise<void>>()

function load(
  i18n: I18n,
  language: string,
  namespace: string,
  files: MessageFiles,
): Promise<void> | undefined {
  const bundle = i18n.getResourceBundle(language, namespace) as Messages | undefined
  if (bundle && Object.keys(bundle).length > 0) return undefined
  const id = `${language}/${namespace}`
  const file = Object.entries(files).find(([path]) => path.endsWith(`/${id}.json`))?.[1]
  // Without a file there is nothing to wait for: its keys show the fallback's text, as any missing key does.
  if (!file) return undefined
  let loading = loads.get(id)
  if (!loading) {
    loading = file().then(
      ({ default: messages }) => {
        i18n.addResourceBundle(language, namespace, messages, true, true)
      },
      (error: unknown) => {
        // The next render tries again (the page's error boundary offers Retry or Reload).
        loads.delete(id)
        throw error
      },
    )
    loads.set(id, loading)
  }
  return loading
}

/** Starts loading what `useLazyMessages` will ask for, before the component that asks renders. */
export function preloadMessages(i18n: I18n, namespaces: readonly string[], files: MessageFiles): void {
  for (const namespace of namespaces) load(i18n, i18n.language, namespace, files)?.catch(() => undefined)
}

/**
 * For namespaces the start-up message loader leaves out (each file it lists is bytes in every page's start-up
 * code, `src/lib/i18n.ts`): adds the interface language's files of them, suspending the caller until they are in.
 * Call it before the first `useTranslation` of those namespaces. Where every message is bundled (tests,
 * Storybook, the prerender) it returns at once.
 */
export function useLazyMessages(namespaces: readonly string[], files: MessageFiles): void {
  const { i18n } = useTranslation()
  // All requested before waiting for any.
  const pending = namespaces.map((namespace) => load(i18n, i18n.language, namespace, files))
  for (const loading of pending) if (loading) use(loading)
}
