import { Fragment, useId } from 'react'
import { CopyButton } from '../../../components/ui/copy-button.tsx'
import { KEY_TOKEN } from '../utils/setup-commands.ts'
import styles from './docs.module.css'

/** How the API key appears: in full on the clipboard, as `shown` on screen. */
export type KeyView = { full: string; shown: string; isPlaceholder: boolean }

type CommandBlockProps = {
  /** What the block does; names the figure and describes its Copy button. */
  title: string
  /** The command or file, with the key written as KEY_TOKEN. */
  code: string
  keyView: KeyView
  /** Where it goes: "PowerShell", "config.toml"… */
  language?: string
}

/** A command or file with a Copy button that copies it in full, whatever the screen shows. */
export function CommandBlock({ title, code, keyView, language }: CommandBlockProps) {
  const titleId = useId()
  const parts = code.split(KEY_TOKEN)
  return (
    <figure className={styles.block} aria-labelledby={titleId}>
      <figcaption className={styles.blockHead}>
        <span id={titleId} className={styles.blockTitle}>
          {title}
        </span>
        {language ? <span className={styles.blockLanguage}>{language}</span> : null}
        <CopyButton text={code.replaceAll(KEY_TOKEN, keyView.full)} aria-describedby={titleId} />
      </figcaption>
      {/* Focusable, so a keyboard user can scroll a long line into view (WCAG 2.1.1). */}
      <pre className={styles.code} tabIndex={0}>
        <code>
          {parts.map((part, index) => (
            <Fragment key={index}>
              {index > 0 ? (
                <mark className={keyView.isPlaceholder ? styles.placeholder : styles.key}>
                  {keyView.shown}
                </mark>
              ) : null}
              {part}
            </Fragment>
          ))}
        </code>
      </pre>
    </figure>
  )
}
