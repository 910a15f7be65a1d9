import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonClass } from '#src/components/ui/button.tsx'
import { paths } from '#src/config/paths.ts'
import { apiBaseUrl } from '#src/config/runtime.ts'
import { useAuth } from '#src/lib/auth/auth-provider.tsx'
import { TerminalDemo } from '#src/features/marketing/components/terminal-demo.tsx'
import styles from '#src/features/marketing/components/home.module.css'

const MODELS = [
  { name: 'Claude Opus 4.1', tool: 'Claude Code', key: 'opus' },
  { name: 'Claude Sonnet 4.5', tool: 'Claude Code', key: 'sonnet' },
  { name: 'GPT-5', tool: 'Codex CLI', key: 'gpt' },
] as const

const STEPS = ['account', 'key', 'connect'] as const

export default function HomePage() {
  const { t } = useTranslation('home')
  const { isAuthenticated } = useAuth()
  const apiBase = apiBaseUrl()
  const modelsId = useId()
  const setupId = useId()
  const ctaId = useId()

  const primaryAction = isAuthenticated ? (
    <Link to={paths.dashboard} className={buttonClass()}>
      {t('cta.dashboard')}
    </Link>
  ) : (
    <Link to={paths.register} className={buttonClass()}>
      {t('cta.start')}
    </Link>
  )

  return (
    <div className={styles.home}>
      <title>{t('meta.title')}</title>
      <meta name="description" content={t('meta.description')} />

      <section className={styles.hero}>
        <div>
          <p className={styles.eyebrow}>Claude Code · Codex CLI</p>
          <h1 className={styles.title}>{t('hero.title')}</h1>
          <p className={styles.tagline}>{t('hero.tagline')}</p>
          <p className={styles.lead}>{t('hero.lead')}</p>
          <div className={styles.actions}>
            {primaryAction}
            <Link to={paths.docs} className={buttonClass({ variant: 'secondary' })}>
              {t('cta.docs')}
            </Link>
          </div>
        </div>
        <TerminalDemo
          title="Claude Code"
          lines={[
            { kind: 'command', text: 'npm install -g @anthropic-ai/claude-code' },
            { kind: 'command', text: `export ANTHROPIC_BASE_URL=${apiBase}` },
            { kind: 'command', text: 'export ANTHROPIC_AUTH_TOKEN=cr_your_api_key_here' },
            { kind: 'command', text: `claude "${t('demo.claudePrompt')}"` },
            { kind: 'output', text: `● ${t('demo.claudeReply')}` },
          ]}
        />
      </section>

      <section className={styles.section} aria-labelledby={modelsId}>
        <h2 id={modelsId}>{t('models.title')}</h2>
        <p className={styles.sectionLead}>{t('models.lead')}</p>
        <ul className={styles.models}>
          {MODELS.map((model) => (
            <li key={model.key} className={styles.model}>
              <h3>{model.name}</h3>
              <p className={styles.modelTool}>{model.tool}</p>
              <p>{t(`models.${model.key}`)}</p>
            </li>
          ))}
        </ul>
        <Link to={paths.models}>{t('models.all')}</Link>
      </section>

      <section className={`${styles.section} ${styles.setup}`} aria-labelledby={setupId}>
        <div>
          <h2 id={setupId}>{t('setup.title')}</h2>
          <p className={styles.sectionLead}>{t('setup.lead')}</p>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step}>
                <strong>{t(`setup.${step}.title`)}</strong>
                <span>{t(`setup.${step}.text`)}</span>
              </li>
            ))}
          </ol>
          <Link to={paths.docs}>{t('setup.guide')}</Link>
        </div>
        <TerminalDemo
          title="Codex CLI"
          lines={[
            { kind: 'command', text: 'npm install -g @openai/codex' },
            { kind: 'command', text: 'cat ~/.codex/config.toml' },
            { kind: 'output', text: 'model_provider = "relay"\nmodel_reasoning_effort = "high"' },
            { kind: 'output', text: `base_url = "${apiBase}"` },
            { kind: 'command', text: `codex "${t('demo.codexPrompt')}"` },
            { kind: 'output', text: `● ${t('demo.codexReply')}` },
          ]}
        />
      </section>

      <section className={styles.cta} aria-labelledby={ctaId}>
        <h2 id={ctaId}>{t('cta.title')}</h2>
        <p>{t('cta.text')}</p>
        <div className={styles.actions}>
          {primaryAction}
          <Link to={paths.plans} className={buttonClass({ variant: 'secondary' })}>
            {t('cta.pricing')}
          </Link>
        </div>
      </section>
    </div>
  )
}
