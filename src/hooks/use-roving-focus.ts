import { useRef, type KeyboardEvent } from 'react'

const ARROWS = { horizontal: ['ArrowLeft', 'ArrowRight'], vertical: ['ArrowUp', 'ArrowDown'] } as const

/** WAI-ARIA APG roving focus; `wrap: false` stops at the ends (a chart's days); `focusItem(-1)`: the last. */
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
