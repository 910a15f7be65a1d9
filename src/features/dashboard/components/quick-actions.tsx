import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { BookIcon, KeyIcon, TicketIcon } from '#src/components/icons/icons.tsx'
import { paths } from '#src/config/paths.ts'
import styles from './quick-actions.module.css'

/** Focus requests carried in the router state by a quick action. */
export type DashboardIntent = 'create-key' | 'activate'

/** Shortcuts to the three things people come to the dashboard for. */
export function QuickActions() {
  const { t } = useTranslation('dashboard')
  const titleId = useId()
  const actions = [
    {
      key: 'createKey',
      to: '?tab=keys',
      state: { intent: 'create-key' satisfies DashboardIntent },
      icon: <KeyIcon />,
      label: t('quickActions.createKey'),
      hint: t('quickActions.createKeyHint'),
    },
    {
      key: 'activate',
      to: '?tab=activate',
      state: { intent: 'activate' satisfies DashboardIntent },
      icon: <TicketIcon />,
      label: t('quickActions.activate'),
      hint: t('quickActions.activateHint'),
    },
    {
      key: 'docs',
      to: paths.docs,
      state: undefined,
      icon: <BookIcon />,
      label: t('quickActions.docs'),
      hint: t('quickActions.docsHint'),
    },
  ]
  return (
    <nav className={styles.quick} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('quickActions.title')}
      </h2>
      <ul className={styles.list}>
        {actions.map((action) => (
          <li key={action.key}>
            <Link to={action.to} state={action.state} className={styles.action}>
              <span className={styles.icon}>{action.icon}</span>
              <span className={styles.text}>
                <span className={styles.label}>{action.label}</span>
                <span className={styles.hint}>{action.hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
