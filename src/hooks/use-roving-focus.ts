import { useRef, type KeyboardEvent } from 'react'

const ARROWS = { horizontal: ['ArrowLeft', 'ArrowRight'], vertical: ['ArrowUp', 'ArrowDown'] } as const

/**
 * Keyboard focus inside a composite widget (WAI-ARIA APG "managing focus"), for tabs and menus: the arrow keys
 * of `orientation` move the focus to the previous/next element matching `selector` inside `ref`, wrapping at
 * either end, and Home/End to the first/last. `onMove` hears the index that took the focus (tabs select it).
 * `focusItem(index)` focuses one by index (negative counts from the end), e.g. as a menu opens.
 */
export function useRovingFocus<Container extends HTMLElement>(
  selector: string,
  orientation: keyof typeof ARROWS,
  onMove?: (index: number) => void,
) {
  const ref = useRef<Container>(null)
  const items = () => [...(ref.current?.querySelectorAll<HTMLElement>(selector) ?? [])]

  const focusItem = (index: number) => items().at(index)?.focus()

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items()
    const current = all.indexOf(event.target as HTMLElement)
    const [previous, next] = ARROWS[orientation]
    const moves: Record<string, number> = {
      [previous]: current <= 0 ? all.length - 1 : current - 1,
      [next]: (current + 1) % all.length,
      Home: 0,
      End: all.length - 1,
    }
    const index = moves[event.key]
    if (index === undefined || !all.length) return
    event.preventDefault()
    all[index]?.focus()
    onMove?.(index)
  }

  return { ref, onKeyDown, focusItem }
}
