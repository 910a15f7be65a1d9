import { useTranslation } from 'react-i18next'
import { PageTitle } from '#src/components/page-title.tsx'
import { useLazyMessages, type MessageFiles } from '#src/lib/lazy-messages.ts'
import { useAuth } from '#src/lib/auth/auth-provider.tsx'
import { CalendarSection } from '#src/features/account/components/calendar-section.tsx'
import { ChangePasswordSection } from '#src/features/account/components/change-password-section.tsx'
import { NotificationsSection } from '#src/features/account/components/notifications-section.tsx'
import { SessionsSection } from '#src/features/account/components/sessions-section.tsx'
import { TwoFactorSection } from '#src/features/account/components/two-factor-section.tsx'
import styles from '#src/features/account/components/account-section.module.css'

// Left out of the start-up message list (each entry there is bytes in every page's start-up code).
const messageFiles: MessageFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../locales/*/account.json',
)

export default function AccountPage() {
  useLazyMessages(['account'], messageFiles)
  const { t } = useTranslation('account')
  const { user } = useAuth()
  return (
    <div className={styles.page}>
      <PageTitle>{t('title')}</PageTitle>
      <h1>{t('title')}</h1>
      <p className={styles.muted}>{t('signedInAs', { email: user?.email ?? '' })}</p>
      <ChangePasswordSection />
      <SessionsSection />
      <TwoFactorSection />
      <NotificationsSection />
      <CalendarSection />
    </div>
  )
}
