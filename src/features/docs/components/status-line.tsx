import { useTranslation } from 'react-i18next'
import { configPath, terminalOf, type Platform } from '#src/lib/tools/shell-commands.ts'
import {
  STATUSLINE_SCRIPT,
  downloadStatusLineCommand,
  enableStatusLineCommand,
  removeStatusLineCommand,
  statusLineSettingsJson,
  tryStatusLineCommand,
} from '#src/lib/tools/statusline.ts'
import { TOOL_FACTS } from '#src/lib/tools/tools.ts'
import { CommandBlock } from './command-block.tsx'
import { RichText } from './rich-text.tsx'
import styles from './docs.module.css'

type StatusLineProps = {
  selection: Platform
  /** The name of the selected terminal, as the other blocks show it. */
  language: string
}

/** No command here holds the key. */
export function StatusLineSection({ selection, language }: StatusLineProps) {
  const { t, i18n } = useTranslation('docs')
  const terminal = terminalOf(selection)
  const { directory } = TOOL_FACTS.claude
  const settingsPath = configPath(terminal, directory, 'settings.json')
  // The script is served from the portal's own origin, whatever the API's. Only the app renders this section
  // (AppOnly, tool-guide.tsx): the prerender has no location.
  const { origin } = window.location
  return (
    <section className={styles.step}>
      <h2>{t('guide.statusLine.heading')}</h2>
      <p>
        <RichText text={t('guide.statusLine.text')} />
      </p>
      <h3>{t('guide.statusLine.downloadHeading')}</h3>
      <p>
        <RichText
          text={t('guide.statusLine.downloadText', {
            path: configPath(terminal, directory, STATUSLINE_SCRIPT),
          })}
        />
      </p>
      <CommandBlock
        title={t('guide.statusLine.downloadTitle')}
        language={language}
        code={() => downloadStatusLineCommand(selection, origin)}
      />
      <h3>{t('guide.statusLine.enableHeading')}</h3>
      <p>
        <RichText text={t('guide.statusLine.enableText', { path: settingsPath })} />
      </p>
      <CommandBlock
        title={t('guide.statusLine.enableTitle')}
        language={language}
        code={enableStatusLineCommand(selection, i18n.language)}
      />
      <p>{t('guide.statusLine.manualText')}</p>
      <CommandBlock
        title={t('guide.statusLine.manualTitle')}
        language="JSON"
        code={statusLineSettingsJson(i18n.language)}
      />
      <p className={styles.muted}>{t('guide.statusLine.languageText')}</p>
      <h3>{t('guide.statusLine.tryHeading')}</h3>
      <p>
        <RichText text={t('guide.statusLine.tryText')} />
      </p>
      <CommandBlock
        title={t('guide.statusLine.tryTitle')}
        language={language}
        code={tryStatusLineCommand(selection, i18n.language)}
      />
      {/* A native disclosure: the shared Disclosure would put one more chunk in the route's preload list, which every page's start-up code carries. */}
      <details className={styles.removal}>
        <summary>
          <h3>{t('guide.statusLine.removeHeading')}</h3>
        </summary>
        <p>
          <RichText text={t('guide.statusLine.removeText', { path: settingsPath })} />
        </p>
        <CommandBlock
          title={t('guide.statusLine.removeTitle')}
          language={language}
          code={removeStatusLineCommand(selection)}
        />
      </details>
    </section>
  )
}
