import { useTranslation } from 'react-i18next'
import { runtimeConfig, type ConfigProblem, type RuntimeConfig } from '#src/config/runtime.ts'
import { AlertIcon } from '#src/components/icons/icons.tsx'
import styles from './config-problems.module.css'

export function describeValue(value: unknown): string {
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    text = String(value)
  }
  return text.length > 80 ? `${text.slice(0, 79)}…` : text
}

/** What the app uses instead of the bad value, as the message names it (`''` for no shop link at all). */
function fallbackOf(problem: ConfigProblem, config: RuntimeConfig): string {
  if (problem.setting === 'purchaseUrl') return config.purchaseUrl
  return problem.setting === 'apiMock' ? String(config.apiMock) : config.apiOrigin
}

function messageKey(problem: ConfigProblem, fallback: string) {
  return problem.setting === 'purchaseUrl' && !fallback ? 'purchaseUrlNone' : problem.setting
}

/** The same problems for the browser console, in English, for whoever deploys the site. */
const CONSOLE_TEXT: Record<ConfigProblem['setting'], string> = {
  RELAY_CONFIG:
    'RELAY_CONFIG must be an object such as { apiOrigin: "https://api.example.com", apiMock: false }',
  apiOrigin: 'apiOrigin must be "" (this site) or an http(s) origin such as "https://api.example.com"',
  apiMock: 'apiMock must be true or false',
  purchaseUrl:
    'purchaseUrl must be empty or the absolute http(s) address of the shop, such as "https://shop.example.com/relay"',
  insecure: 'the API is plain http under an https page: browsers block such requests (mixed content)',
}

for (const problem of runtimeConfig.problems) {
  console.error(
    `config.js: ${problem.setting === 'insecure' ? 'apiOrigin' : problem.setting} is ${describeValue(problem.value)}; ${CONSOLE_TEXT[problem.setting]}. Using ${fallbackOf(problem, runtimeConfig) || 'no shop link'}.`,
  )
}

export type ConfigProblemListProps = { config?: RuntimeConfig }

/** The operator console's texts (`admin` namespace): they speak to whoever runs the site. */
export function ConfigProblemList({ config = runtimeConfig }: ConfigProblemListProps) {
  const { t } = useTranslation('admin')
  return (
    <ul className={styles.list}>
      {config.problems.map((problem) => {
        const fallback = fallbackOf(problem, config)
        return (
          <li key={problem.setting}>
            {t(`configProblems.${messageKey(problem, fallback)}`, {
              value: describeValue(problem.value),
              fallback,
            })}
          </li>
        )
      })}
    </ul>
  )
}

/** A default export for `React.lazy`: the shell loads this module only when there is a problem. */
export default function ConfigProblemNotice({ config = runtimeConfig }: ConfigProblemListProps) {
  const { t } = useTranslation('admin')
  return (
    <aside className={styles.notice} aria-labelledby="config-problems-title">
      <div role="alert">
        <p className={styles.title} id="config-problems-title">
          <AlertIcon />
          <span>{t('configProblems.title')}</span>
        </p>
        <ConfigProblemList config={config} />
      </div>
    </aside>
  )
}
