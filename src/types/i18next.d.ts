import 'i18next'
import type auth from '../../locales/en/auth.json'
import type common from '../../locales/en/common.json'
import type errors from '../../locales/en/errors.json'
import type validation from '../../locales/en/validation.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof common
      errors: typeof errors
      validation: typeof validation
      auth: typeof auth
    }
  }
}
