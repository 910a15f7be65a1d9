import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#src/config/paths.ts'
import {
  EXECUTION_POLICY_COMMAND,
  isUnix,
  terminalOf,
  userPrefixCommand,
} from '#src/lib/tools/shell-commands.ts'
import type { Selection } from '#src/features/docs/utils/selection.ts'
import { CommandBlock } from './command-block.tsx'
import { RichText } from './rich-text.tsx'
import styles from './docs.module.css'

/** Antivirus, administrator rights and sudo: what gets in the way of a global install. */
export function SystemNotes({ selection }: { selection: Selection }) {
  const { t } = useTranslation('docs')
  const headingId = useId()
  const terminal = terminalOf(selection)
  return (
    <section className={styles.help} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('notes.heading')}</h2>
      <div className={styles.helpGrid}>
        <div className={styles.helpItem}>
          <h3>{t('notes.antivirus.heading')}</h3>
          <p>
            <RichText text={t('notes.antivirus.text')} />
          </p>
        </div>
        <div className={styles.helpItem}>
          <h3>{t('notes.admin.heading')}</h3>
          <p>
            <RichText text={t('notes.admin.text')} />
          </p>
          {terminal === 'powershell' ? (
            <>
              <p>{t('notes.admin.policyText')}</p>
              <CommandBlock
                title={t('notes.admin.policyTitle')}
                language="PowerShell"
                code={EXECUTION_POLICY_COMMAND}
              />
            </>
          ) : null}
        </div>
        <div className={styles.helpItem}>
          <h3>{t('notes.sudo.heading')}</h3>
          <p>
            <RichText text={t('notes.sudo.text')} />
          </p>
          {isUnix(selection.os) ? (
            <CommandBlock
              title={t('notes.sudo.title')}
              language={selection.shell}
              code={userPrefixCommand(selection)}
            />
          ) : null}
        </div>
      </div>
    </section>
  )
}

const ERRORS = ['401', '403', '429', 'notFound'] as const

/** What the relay's 401, 403 and 429 mean, and how to fix each. */
export function Troubleshooting() {
  const { t } = useTranslation('docs')
  const headingId = useId()
  return (
    <section className={styles.help} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('trouble.heading')}</h2>
      <dl className={styles.trouble}>
        {ERRORS.map((error) => (
          <div key={error}>
            <dt>{t(`trouble.${error}.heading`)}</dt>
            <dd>
              <RichText text={t(`trouble.${error}.text`)} />
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.actions}>
        <Link to={paths.dashboard}>{t('trouble.dashboard')}</Link>
        <Link to={paths.plans}>{t('trouble.plans')}</Link>
      </p>
    </section>
  )
}
