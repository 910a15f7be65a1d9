import { useTranslation } from 'react-i18next'
import { CopyButton } from '#src/components/ui/copy-button.tsx'
import { runtimeConfig } from '#src/config/runtime.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { TOOL_NAMES, envExports, toolBaseUrl, type CcSwitchTool } from '#src/lib/tools/tools.ts'
import styles from './api-keys.module.css'

type SecretWithSetupProps = {
  apiKey: components['schemas']['ApiKey']
  /** The plan's tools: the variables shown are the first one's. */
  tools: readonly CcSwitchTool[]
  label: string
  copyLabel: string
}

/** A secret shown once in full, with Copy, and the environment variables that set a tool up with it. */
export function SecretWithSetup({ apiKey, tools, label, copyLabel }: SecretWithSetupProps) {
  const { t } = useTranslation('api-keys')
  // Claude Code's on a plan with every service, Codex CLI's on an OpenAI plan.
  const envTool = tools[0] ?? 'claude'
  const env = envExports(envTool, apiKey.key, toolBaseUrl(envTool, runtimeConfig.apiOrigin))
  return (
    <>
      <div className={styles.secret}>
        <span className={styles.secretLabel}>{label}</span>
        <code className={styles.fullKey}>{apiKey.key}</code>
      </div>
      <div className={styles.actions}>
        <CopyButton text={apiKey.key} label={copyLabel} variant="primary" size="medium" />
        <CopyButton text={env} label={t('created.copyEnv')} size="medium" />
      </div>
      <div className={styles.secret}>
        <span className={styles.secretLabel}>{t('created.envTitle', { tool: TOOL_NAMES[envTool] })}</span>
        <pre className={styles.env}>
          <code>{env}</code>
        </pre>
      </div>
    </>
  )
}
