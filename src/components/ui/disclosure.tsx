import { useId, useState, type ReactNode } from 'react'
import { ChevronDownIcon } from '../icons/icons.tsx'
import styles from './disclosure.module.css'

type HeadingLevel = 2 | 3 | 4

export type DisclosureProps = {
  /** The question or title; the button's name. */
  title: ReactNode
  children: ReactNode
  /** The heading level that wraps the button, so the outline stays intact. */
  headingLevel?: HeadingLevel
  defaultOpen?: boolean
}

/**
 * A WAI-ARIA disclosure (the FAQ pattern): a heading holding a button with `aria-expanded`, which shows or
 * hides a labelled region. Enter and Space toggle it, as with any button.
 */
export function Disclosure({ title, children, headingLevel = 3, defaultOpen = false }: DisclosureProps) {
  const [isOpen, setIsOpen] = useState(defaultOpen)
  const id = useId()
  const buttonId = `${id}-button`
  const regionId = `${id}-region`
  const Heading = `h${headingLevel}` as const
  return (
    <div className={styles.disclosure}>
      <Heading className={styles.heading}>
        <button
          id={buttonId}
          type="button"
          className={styles.button}
          aria-expanded={isOpen}
          aria-controls={regionId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <span>{title}</span>
          <ChevronDownIcon className={styles.chevron} />
        </button>
      </Heading>
      <div id={regionId} role="region" aria-labelledby={buttonId} className={styles.region} hidden={!isOpen}>
        {children}
      </div>
    </div>
  )
}
