import { useRef, type KeyboardEvent } from 'react'

const ARROWS = { horizontal: ['ArrowLeft', 'ArrowRight'], vertical: ['ArrowUp', 'ArrowDown'] } as const

/**
 * Keyboard focus inside a composite widget (WAI-ARIA APG "managing focus"), for tabs and menus: the arrow keys
 * of `orientation` move the focus to the previous/next element matching `selector` inside `ref`, wrapping at
 * either end unless `wrap` is false (a chart's days stop at the first and the last), and Home/End to the
 * first/last. `onMove` hears the index that took the focus (tabs select it). `focusItem(index)` focuses one by
 * index (negative counts from the end), e.g. as a menu opens.
 */
export function useRovingFocus<Container extends HTMLElement>(
  selector: string,
  orientation: keyof typeof ARROWS,
  onMove?: (index: number) => void,
  { wrap = true }: { wrap?: boolean } = {},
) {
  const ref = useRef<Container>(null)
  const items = () => [...(ref.current?.querySelectorAll<HTMLElement>(selector) ?? [])]

  const focusItem = (index: number) => items().at(index)?.focus()

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items()
    const current = all.indexOf(event.target as HTMLElement)
    const last = all.length - 1
    const [previous, next] = ARROWS[orientation]
    const moves: Record<string, number> = {
      [previous]: current > 0 ? current - 1 : wrap ? last : 0,
      [next]: current < last ? current + 1 : wrap ? 0 : last,
      Home: 0,
      End: last,
    }
    const index = moves[event.key]
    if (index === undefined || !all.length) return
    event.preventDefault()
    all[index]?.focus()
    onMove?.(index)
  }

  return { ref, onKeyDown, focusItem }
}
