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
 * A disclosure (the FAQ pattern) as a native `<details>`: the browser toggles it (click, Enter, Space), exposes
 * the summary as an expandable control and lets find-in-page open it, so it works on a prerendered page before
 * the app's JavaScript runs. The title is a heading inside the summary (Chromium and Firefox keep its heading
 * role there), and the answer a region named by the summary. A plain button whose words follow the state
 * ("Show as table" / "Hide table") takes `useDisclosure` instead: a summary holding a heading cannot be one.
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
