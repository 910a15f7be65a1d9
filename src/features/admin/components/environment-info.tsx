import { useTranslation } from 'react-i18next'
import { ConfigProblemList } from '#src/components/config/config-problems.tsx'
import { runtimeConfig } from '#src/config/runtime.ts'
import { formatDateTime } from '#src/utils/format.ts'
import styles from './admin.module.css'

function buildTimeLabel(language: string, value: string): string {
  return Number.isNaN(Date.parse(value))
    ? value
    : formatDateTime(language, value, { dateStyle: 'medium', timeStyle: 'long' })
}

/**
 * Where this build sends its requests, whether the built-in mock answers them, and which build this is.
 * A mock backend at the API origin is told by the mock panel at the page's end: the answer comes after the first
 * paint, and a longer fact here would move everything below it.
 */
export function EnvironmentInfo() {
  const { t, i18n } = useTranslation('admin')
  const { apiOrigin, apiMock, problems } = runtimeConfig
  const isPageOrigin = apiOrigin === globalThis.location?.origin
  const shop = runtimeConfig.purchaseUrl
  return (
    <section className={styles.section} aria-labelledby="admin-env">
      <h2 id="admin-env">{t('env.title')}</h2>
      <dl className={styles.facts}>
        <dt>{t('env.apiOrigin')}</dt>
        <dd>
          <code>{apiOrigin}</code>{' '}
          {isPageOrigin ? <span className={styles.muted}>{t('env.pageOrigin')}</span> : null}
        </dd>
        <dt>{t('env.mock')}</dt>
        <dd>{apiMock ? t('env.mockBrowser') : t('env.mockOff')}</dd>
        <dt>{t('env.purchaseUrl')}</dt>
        <dd>{shop ? <code>{shop}</code> : t('env.purchaseUrlNone')}</dd>
        <dt>{t('env.config')}</dt>
        <dd>{problems.length > 0 ? <ConfigProblemList /> : t('env.configOk')}</dd>
        <dt>{t('env.version')}</dt>
        <dd>
          <code>{__BUILD_VERSION__}</code>
        </dd>
        <dt>{t('env.buildTime')}</dt>
        <dd>
          <time dateTime={__BUILD_TIME__}>{buildTimeLabel(i18n.language, __BUILD_TIME__)}</time>
        </dd>
      </dl>
    </section>
  )
}
