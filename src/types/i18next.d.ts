import 'i18next'
import type about from '#locales/en/about.json'
import type account from '#locales/en/account.json'
import type activation from '#locales/en/activation.json'
import type admin from '#locales/en/admin.json'
import type apiKeys from '#locales/en/api-keys.json'
import type auth from '#locales/en/auth.json'
import type benefits from '#locales/en/benefits.json'
import type common from '#locales/en/common.json'
import type dashboard from '#locales/en/dashboard.json'
import type docs from '#locales/en/docs.json'
import type errors from '#locales/en/errors.json'
import type features from '#locales/en/features.json'
import type home from '#locales/en/home.json'
import type models from '#locales/en/models.json'
import type plans from '#locales/en/plans.json'
import type requestLog from '#locales/en/request-log.json'
import type usage from '#locales/en/usage.json'
import type validation from '#locales/en/validation.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      about: typeof about
      account: typeof account
      activation: typeof activation
      admin: typeof admin
      'api-keys': typeof apiKeys
      auth: typeof auth
      benefits: typeof benefits
      common: typeof common
      dashboard: typeof dashboard
      docs: typeof docs
      errors: typeof errors
      features: typeof features
      home: typeof home
      models: typeof models
      plans: typeof plans
      'request-log': typeof requestLog
      usage: typeof usage
      validation: typeof validation
    }
  }
}
