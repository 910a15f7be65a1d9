import { Suspense, lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router-dom'
import { Tabs } from '#src/components/ui/tabs.tsx'
import { useAuth } from '#src/lib/auth/auth-provider.tsx'
import { ActivationForm } from '#src/features/activation/components/activation-form.tsx'
import { ApiKeysPanel } from '#src/features/api-keys/components/api-keys-panel.tsx'
import { AttentionDot } from '#src/features/dashboard/components/attention-notices.tsx'
import { Overview } from '#src/features/dashboard/components/overview.tsx'
import type { DashboardIntent } from '#src/features/dashboard/components/quick-actions.tsx'
import styles from './dashboard-page.module.css'
import { PageTitle } from '#src/components/page-title.tsx'
// After the features: imported before them, they reorder a shared chunk whose name the start-up code lists.
import { Skeleton } from '#src/components/ui/skeleton.tsx'
import { LIVE_QUERY } from '#src/lib/api/live-query.ts'
// Starts the page's reads as its code is evaluated, before it renders and waits for its messages.
import './dashboard-prefetch.ts'

// Its own chunk: the usage figures and charts weigh nothing on the other tabs. It shares no module with this chunk
// (not `lazyPage`, not the live polling's settings, which it is given): this chunk would have to export it, and the
// start-up code that imports this chunk would change.
const loadUsageTab = () => import('#src/features/usage/components/usage-tab.tsx')
const UsageTab = lazy(loadUsageTab)

const TABS = ['overview', 'keys', 'activate', 'usage'] as const
type Tab = (typeof TABS)[number]

function parseTab(value: string | null): Tab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'overview'
}

/** In app/ because it composes four features, which may not import each other. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard')
  const { user } = useAuth()
  const location = useLocation()
  const [searchParams, setSearchParams] = useSearchParams()
  const tab = parseTab(searchParams.get('tab'))
  const intent = (location.state as { intent?: DashboardIntent } | null)?.intent
  // A new navigation (a quick action) has a new key, so asking twice focuses twice.
  const focusRequest = (wanted: DashboardIntent) => (intent === wanted ? location.key : undefined)

  const handleTabChange = (next: Tab) => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous)
        params.set('tab', next)
        return params
      },
      { replace: true },
    )
  }

  return (
    <div className="page">
      <header className={styles.header}>
        {/* The tab first: it is what tells one dashboard tab (or window) from another. */}
        <PageTitle>{`${t(`tabs.${tab}`)} · ${t('title')}`}</PageTitle>
        <h1 className={styles.title}>{t('title')}</h1>
        {/* Keeps its room in the shell page, rendered signed out: nothing moves when the app fills it in. */}
        <p className={styles.muted}>{user?.email ? t('signedInAs', { email: user.email }) : '\u00a0'}</p>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      <Tabs
        label={t('tabs.label')}
        items={TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        value={tab}
        onChange={handleTabChange}
        onIntent={(next) => {
          // Between pointing at the tab and choosing it there is time to fetch its code and messages.
          if (next === 'usage') void loadUsageTab().then((usage) => usage.preloadUsageTab(i18n))
        }}
      >
        {tab === 'overview' ? <Overview /> : <AttentionDot />}
        {tab === 'keys' ? <ApiKeysPanel focusRequest={focusRequest('create-key')} /> : null}
        {tab === 'usage' ? (
          <Suspense fallback={<TabLoading />}>
            <UsageTab liveQuery={LIVE_QUERY} />
          </Suspense>
        ) : null}
        {tab === 'activate' ? (
          <ActivationForm focusRequest={focusRequest('activate')} overviewHref="?tab=overview" />
        ) : null}
      </Tabs>
    </div>
  )
}

/** A tab whose code is still on its way: placeholders, as the other tabs show while their data loads. */
function TabLoading() {
  const { t } = useTranslation()
  return (
    <div className={styles.tabLoading} role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton className={styles.filtersSkeleton} />
      <Skeleton className={styles.cardSkeleton} />
    </div>
  )
}
