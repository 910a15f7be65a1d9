import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './usage.module.css'

/**
 * A chart's figures as a table, behind a toggle (WAI-ARIA disclosure). `children`: the table's head and body. Not
 * `useDisclosure`: the dashboard's chunk holds it, and would have to export it to this one (see the dashboard page).
 */
export function TableToggle({ caption, children }: { caption: string; children: ReactNode }) {
  const { t } = useTranslation('usage')
  const [isOpen, setIsOpen] = useState(false)
  const regionId = useId()
  const captionId = useId()
  return (
    <div className={styles.tableArea}>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={regionId}
        className={styles.toggle}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? t('table.hide') : t('table.show')}
      </button>
      <div id={regionId} hidden={!isOpen} className={styles.tableRegion}>
        {/* Focusable, so a keyboard can scroll it sideways on a narrow screen. */}
        <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table}>
            <caption id={captionId} className={styles.caption}>
              {caption}
            </caption>
            {children}
          </table>
        </div>
      </div>
    </div>
  )
}
