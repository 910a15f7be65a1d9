import { useId, type ReactNode } from 'react'
import { ChevronDownIcon } from '#src/components/icons/icons.tsx'
import styles from './disclosure.module.css'

type HeadingLevel = 2 | 3 | 4

export type DisclosureProps = {
  /** The question or title; the control's name. */
  title: ReactNode
  children: ReactNode
  /** The heading level of the title, so the outline stays intact. */
  headingLevel?: HeadingLevel
  defaultOpen?: boolean
}

/**
 * Native `<details>`: it works on a prerendered page before the app runs, and find-in-page opens it. Chromium
 * and Firefox keep the title's heading role inside the summary. A button whose words follow the state ("Hide
 * table") takes `useDisclosure` instead: a summary holding a heading cannot be one.
 */
export function Disclosure({ title, children, headingLevel = 3, defaultOpen = false }: DisclosureProps) {
  const summaryId = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <details className={styles.disclosure} open={defaultOpen}>
      <summary id={summaryId} className={styles.summary}>
        <Heading className={styles.heading}>{title}</Heading>
        <ChevronDownIcon className={styles.chevron} />
      </summary>
      <div role="region" aria-labelledby={summaryId} className={styles.region}>
        {children}
      </div>
    </details>
  )
}
