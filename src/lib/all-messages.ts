import i18next, { type i18n as I18n } from 'i18next'
import { createI18n } from './create-i18n.ts'
import type { Language } from './languages.ts'

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', {
  eager: true,
})

/** For the renderers with no network to wait for (prerender, tests, Storybook); the app fetches on demand. */
export const allMessages: Record<string, Record<string, Record<string, unknown>>> = {}
for (const [file, module] of Object.entries(files)) {
  const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? []
  if (language && namespace) (allMessages[language] ??= {})[namespace] = module.default
}

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
