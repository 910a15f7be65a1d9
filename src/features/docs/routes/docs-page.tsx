import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { AppOnly } from '#src/components/app-only.tsx'
import { Tabs } from '#src/components/ui/tabs.tsx'
import { paths } from '#src/config/paths.ts'
import { runtimeConfig } from '#src/config/runtime.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { useApiKeys } from '#src/lib/api/use-api-keys.ts'
import { useMySubscription } from '#src/lib/api/use-my-subscription.ts'
import { useAuth } from '#src/lib/auth/auth-provider.tsx'
import { defaultShell } from '#src/lib/tools/shell-commands.ts'
import {
  TOOLS,
  TOOL_NAMES,
  defaultTool,
  maskApiKey,
  planScope,
  toolBaseUrl,
  toolsInScope,
  type Tool,
} from '#src/lib/tools/tools.ts'
import {
  KeyViewContext,
  PLACEHOLDER_KEY_VIEW,
  type KeyView,
} from '#src/features/docs/components/command-block.tsx'
import { SystemNotes, Troubleshooting } from '#src/features/docs/components/help-sections.tsx'
import { KeyPanel } from '#src/features/docs/components/key-panel.tsx'
import { PlanNote } from '#src/features/docs/components/plan-note.tsx'
import { SystemPicker } from '#src/features/docs/components/system-picker.tsx'
import { ToolGuide } from '#src/features/docs/components/tool-guide.tsx'
import styles from '#src/features/docs/components/docs.module.css'
import {
  detectOs,
  readSelection,
  writeSelection,
  type Selection,
} from '#src/features/docs/utils/selection.ts'

const TOOL_TABS = TOOLS.map((tool) => ({ value: tool, label: TOOL_NAMES[tool] }))

/** The price list names the tools as the contract does (`CodingTool`). */
const CATALOGUE_TOOL: Record<Tool, components['schemas']['CodingTool']> = {
  claude: 'claude-code',
  codex: 'codex',
  gemini: 'gemini-cli',
  opencode: 'opencode',
}

export default function DocsPage() {
  const { t } = useTranslation('docs')
  const location = useLocation()
  const [searchParams, setSearchParams] = useSearchParams()
  const [visitorOs] = useState(detectOs)
  const { isAuthenticated } = useAuth()
  const subscriptionQuery = useMySubscription(isAuthenticated)
  const scope = isAuthenticated ? planScope(subscriptionQuery.data) : undefined
  // A link's tool always wins; without one the guide opens on a tool the plan covers.
  const selection = readSelection(searchParams, visitorOs, defaultTool(scope))
  const apiBase = toolBaseUrl(selection.tool, runtimeConfig.apiOrigin)
  const hasToolInLink = (TOOLS as readonly string[]).includes(searchParams.get('tool') ?? '')
  // Until the plan is known, the tool it opens on is not: wait rather than show one guide, then another.
  const isPlanPending = isAuthenticated && !hasToolInLink && subscriptionQuery.isLoading

  const keysQuery = useApiKeys(isAuthenticated)
  const [chosenKeyId, setChosenKeyId] = useState<string | null>(null)
  const [isRevealed, setIsRevealed] = useState(false)
  const keys = keysQuery.data?.items ?? []
  const selectedKey = isAuthenticated ? (keys.find((key) => key.id === chosenKeyId) ?? keys[0]) : undefined
  const keyView: KeyView = selectedKey
    ? {
        full: selectedKey.key,
        shown: isRevealed ? selectedKey.key : maskApiKey(selectedKey.key),
        isPlaceholder: false,
      }
    : PLACEHOLDER_KEY_VIEW

  const keyHeadingId = useId()
  const systemHeadingId = useId()

  // The choice lives in the URL, so a shared link opens the same view; replacing keeps Back useful.
  const choose = (change: Partial<Selection>) =>
    setSearchParams((current) => writeSelection(current, { ...selection, ...change }), { replace: true })

  return (
    <KeyViewContext value={keyView}>
      <div className="page">
        <title>{t('meta.title')}</title>
        <meta name="description" content={t('meta.description')} />
        <header className={styles.intro}>
          <h1>{t('title')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
          <p className={styles.apiBase}>
            {t('apiBase')} <code>{apiBase}</code>
          </p>
          <p className={styles.modelsLink}>
            <Link to={`${paths.models}?tool=${CATALOGUE_TOOL[selection.tool]}`}>
              {t('modelsLink', { tool: TOOL_NAMES[selection.tool] })}
            </Link>
          </p>
        </header>

        <section className={styles.panel} aria-labelledby={keyHeadingId}>
          <h2 id={keyHeadingId}>{t('key.heading')}</h2>
          <KeyPanel
            isAuthenticated={isAuthenticated}
            returnTo={`${location.pathname}${location.search}`}
            keys={keys}
            isLoading={keysQuery.isLoading}
            hasError={Boolean(keysQuery.error) && !keysQuery.data}
            onRetry={() => void keysQuery.mutate()}
            selectedKey={selectedKey}
            onSelect={setChosenKeyId}
            isRevealed={isRevealed}
            onToggleReveal={() => setIsRevealed((revealed) => !revealed)}
            tool={selection.tool}
            apiBase={apiBase}
          />
        </section>

        <section className={styles.panel} aria-labelledby={systemHeadingId}>
          <h2 id={systemHeadingId}>{t('system.heading')}</h2>
          <SystemPicker
            selection={selection}
            onChange={({ os, shell }) => choose({ os, shell: shell ?? defaultShell(os) })}
          />
        </section>

        {isPlanPending ? (
          <p className={styles.note} role="status">
            {t('plan.loading')}
          </p>
        ) : (
          <Tabs
            label={t('tools.label')}
            items={TOOL_TABS}
            value={selection.tool}
            onChange={(tool) => choose({ tool })}
            className={styles.tabs}
          >
            {scope && !toolsInScope(scope).includes(selection.tool) ? (
              <PlanNote tool={selection.tool} planName={subscriptionQuery.data?.plan?.name ?? ''} />
            ) : null}
            <ToolGuide selection={selection} apiBase={apiBase} />
          </Tabs>
        )}

        <AppOnly>
          <SystemNotes selection={selection} />
          <Troubleshooting />
        </AppOnly>
      </div>
    </KeyViewContext>
  )
}
