import { useId, useState } from 'react'

/** WAI-ARIA disclosure; the region is `hidden` while closed, so out of the accessibility tree and Tab order. */
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
