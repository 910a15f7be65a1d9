import i18next, { type i18n as I18n } from 'i18next'
import { createI18n } from './create-i18n.ts'
import type { Language } from './languages.ts'

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', {
  eager: true,
})

/**
 * Every language's messages, by language and namespace, in one bundle: for the renderers that have no
 * network to wait for (the build-time prerender, the unit tests, Storybook). The app fetches them on demand.
 */
export const allMessages: Record<string, Record<string, Record<string, unknown>>> = {}
for (const [file, module] of Object.entries(files)) {
  const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? []
  if (language && namespace) (allMessages[language] ??= {})[namespace] = module.default
}

/** Starts i18next (createI18n's shared options) with every message already there: ready at once, nothing to load. */
export async function createBundledI18n({
  language,
  instance = i18next,
}: {
  language: Language
  instance?: I18n
}): Promise<I18n> {
  await createI18n(instance, {
    resources: allMessages,
    lng: language,
    ns: Object.keys(allMessages.en ?? {}),
    initAsync: false,
  })
  return instance
}
