import { useId, useRef, useState, type KeyboardEvent, type ToggleEvent } from 'react'
import { useRovingFocus } from './use-roving-focus.ts'

/**
 * A WAI-ARIA APG menu button on a popover: the browser opens, closes (Escape, a click outside) and layers it.
 * `position`: against the viewport (a fixed header) or the document (a menu that scrolls with the page).
 */
export function usePopoverMenu(position: 'viewport' | 'document') {
  const [isOpen, setIsOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const {
    ref: menuRef,
    onKeyDown: moveFocus,
    focusItem,
  } = useRovingFocus<HTMLDivElement>('[role="menuitem"]', 'vertical')
  const menuId = useId()

  const close = () => {
    menuRef.current?.hidePopover()
    buttonRef.current?.focus()
  }

  const buttonProps = {
    ref: buttonRef,
    type: 'button',
    popoverTarget: menuId,
    'aria-haspopup': 'menu',
    'aria-expanded': isOpen,
    'aria-controls': menuId,
    onKeyDown: (event: KeyboardEvent) => {
      // Enter and Space click the button, which opens the menu; only the arrows need opening here.
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
      event.preventDefault()
      menuRef.current?.showPopover()
      focusItem(event.key === 'ArrowDown' ? 0 : -1)
    },
  } as const

  const menuProps = {
    ref: menuRef,
    id: menuId,
    popover: 'auto',
    role: 'menu',
    onKeyDown: (event: KeyboardEvent) => {
      // The browser closes the menu after Escape's keydown and returns the focus only where the button took it
      // on the click (not in Safari): the focus goes back here, in every browser.
      if (event.key === 'Escape') buttonRef.current?.focus()
      else if (event.key === 'Tab') menuRef.current?.hidePopover()
      else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
        // A menu item is activated by Space too; a link alone would scroll the page.
        event.preventDefault()
        event.target.click()
      } else moveFocus(event)
    },
    onBeforeToggle: (event: ToggleEvent<HTMLDivElement>) => {
      // In the top layer the menu is placed against the viewport; under the button, their right edges aligned.
      const box = buttonRef.current?.getBoundingClientRect()
      if (event.newState !== 'open' || !box) return
      const scroll = position === 'document' ? window.scrollY : 0
      event.currentTarget.style.top = `${box.bottom + scroll}px`
      event.currentTarget.style.right = `${document.documentElement.clientWidth - box.right}px`
    },
    onToggle: (event: ToggleEvent<HTMLDivElement>) => {
      const opened = event.newState === 'open'
      setIsOpen(opened)
      // A click opened it: the first item takes the focus (the arrows have already placed it).
      if (opened && !event.currentTarget.contains(document.activeElement)) focusItem(0)
    },
  } as const

  return { isOpen, buttonProps, menuProps, close }
}
