import { useId, type ReactNode } from 'react'
import { useRovingFocus } from '#src/hooks/use-roving-focus.ts'
import styles from './tabs.module.css'

export type TabItem<Value extends string> = { value: Value; label: ReactNode }

export type TabsProps<Value extends string> = {
  /** Names the tab list for assistive technology. */
  label: string
  items: readonly TabItem<Value>[]
  /** The selected tab (controlled: the caller may keep it in the URL). */
  value: Value
  onChange: (value: Value) => void
  /** The pointer came to a tab that is not selected: the caller may start fetching what it shows. */
  onIntent?: (value: Value) => void
  children: ReactNode
  className?: string
}

/** WAI-ARIA tabs; only the selected tab is in the Tab order (roving tabindex) and only its panel rendered. */
export function Tabs<Value extends string>({
  label,
  items,
  value,
  onChange,
  onIntent,
  children,
  className,
}: TabsProps<Value>) {
  const baseId = useId()
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  )
  const tabId = (index: number) => `${baseId}-tab-${index}`
  const panelId = `${baseId}-panel`
  // Automatic activation: the tab that takes the focus is selected.
  const { ref: listRef, onKeyDown } = useRovingFocus<HTMLDivElement>(
    '[role="tab"]',
    'horizontal',
    (index) => {
      const item = items[index]
      if (item && item.value !== value) onChange(item.value)
    },
  )

  return (
    <div className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const isSelected = index === selectedIndex
          return (
            <button
              key={item.value}
              id={tabId(index)}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => {
                if (!isSelected) onChange(item.value)
              }}
              onPointerEnter={() => {
                if (!isSelected) onIntent?.(item.value)
              }}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(selectedIndex)}
        tabIndex={0}
        className={styles.panel}
      >
        {children}
      </div>
    </div>
  )
}
