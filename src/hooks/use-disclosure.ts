import { useId, useState } from 'react'

/**
 * A WAI-ARIA disclosure whose control is a plain button with words that follow the state ("Show as table" /
 * "Hide table"): the button reports `aria-expanded` and controls the region, which is `hidden` (so out of the
 * accessibility tree and the tab order) while closed.
 */
export function useDisclosure(defaultOpen = false) {
  const [isOpen, setIsOpen] = useState(defaultOpen)
  const regionId = useId()
  return {
    isOpen,
    buttonProps: {
      type: 'button',
      'aria-expanded': isOpen,
      'aria-controls': regionId,
      onClick: () => setIsOpen((open) => !open),
    } as const,
    regionProps: { id: regionId, hidden: !isOpen },
  }
}
