import { Fragment, createContext, use, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { InfoIcon } from '#src/components/icons/shell-icons.tsx'
import { CopyButton } from '#src/components/ui/copy-button.tsx'
import { UnsafeValueError, type QuotingTarget } from '#src/lib/tools/shell-commands.ts'
import { KEY_PLACEHOLDER } from '#src/lib/tools/tools.ts'
import styles from './docs.module.css'

/** How the API key appears: in full on the clipboard, as `shown` on screen. */
export type KeyView = { full: string; shown: string; isPlaceholder: boolean }

export const PLACEHOLDER_KEY_VIEW: KeyView = {
  full: KEY_PLACEHOLDER,
  shown: KEY_PLACEHOLDER,
  isPlaceholder: true,
}

/** The key every block on the page builds its commands from; the placeholder until the page provides one. */
export const KeyViewContext = createContext(PLACEHOLDER_KEY_VIEW)

type CommandBlockProps = {
  /** What the block does; names the figure and describes its Copy button. */
  title: string
  /** The command or file: as it is, or built from the key it is given (and quoted for its shell). */
  code: string | ((apiKey: string) => string)
  language?: string
}

/**
 * Every quoting maps a value character by character and leaves these private-use characters as they are, so
 * they end up around the key as quoted. (A key holding them loses them on screen, never on the clipboard.)
 */
const KEY_START = '\u{E000}'
const KEY_END = '\u{E001}'
const KEY_MARKS = /[\u{E000}\u{E001}]/u

type Rendered = { copy: string; parts: string[] } | { unsafe: QuotingTarget }

function render(code: CommandBlockProps['code'], keyView: KeyView): Rendered {
  if (typeof code === 'string') return { copy: code, parts: [code] }
  try {
    const copy = code(keyView.full)
    const parts = code(`${KEY_START}${keyView.shown}${KEY_END}`).split(KEY_MARKS)
    return { copy, parts }
  } catch (error) {
    if (error instanceof UnsafeValueError) return { unsafe: error.target }
    throw error
  }
}

/** A command or file with a Copy button that copies it in full, whatever the screen shows. */
export function CommandBlock({ title, code, language }: CommandBlockProps) {
  const { t } = useTranslation('docs')
  const keyView = use(KeyViewContext)
  const titleId = useId()
  const rendered = render(code, keyView)
  return (
    <figure className={styles.block} aria-labelledby={titleId}>
      <figcaption className={styles.blockHead}>
        <span id={titleId} className={styles.blockTitle}>
          {title}
        </span>
        {language ? <span className={styles.blockLanguage}>{language}</span> : null}
        {'copy' in rendered ? <CopyButton text={rendered.copy} aria-describedby={titleId} /> : null}
      </figcaption>
      {'copy' in rendered ? (
        // Focusable, so a keyboard user can scroll a long line into view (WCAG 2.1.1).
        <pre className={styles.code} tabIndex={0}>
          <code>
            {rendered.parts.map((part, index) =>
              // The parts alternate: text, key, text, key…
              index % 2 === 1 ? (
                <mark key={index} className={keyView.isPlaceholder ? styles.placeholder : styles.key}>
                  {part}
                </mark>
              ) : (
                <Fragment key={index}>{part}</Fragment>
              ),
            )}
          </code>
        </pre>
      ) : (
        // No command at all rather than one the terminal would read differently (or run as something else).
        <div className={styles.note} role="note">
          <InfoIcon className={styles.noteIcon} />
          <p>{t(rendered.unsafe === 'cmd' ? 'guide.unsafe.cmd' : 'guide.unsafe.other')}</p>
        </div>
      )}
    </figure>
  )
}
