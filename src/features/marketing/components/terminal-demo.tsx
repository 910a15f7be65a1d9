import { useEffect, useId, useRef, useState } from 'react'
import styles from './terminal-demo.module.css'

export type TerminalLine = { kind: 'command' | 'output'; text: string }

/** Typing stays under WCAG's five seconds for moving content; no character takes longer than this. */
const TYPING_MS = 4_000
const MAX_CHAR_MS = 45

type LineState = { line: TerminalLine; shown: number; isVisible: boolean; hasCaret: boolean }

/** How far each line is typed after `typed` characters; outputs show once every command before them is done. */
function lineStates(lines: readonly TerminalLine[], typed: number): LineState[] {
  let remaining = typed
  let caretPlaced = false
  return lines.map((line) => {
    if (line.kind === 'output') return { line, shown: 0, isVisible: remaining >= 0, hasCaret: false }
    const shown = Math.max(0, Math.min(line.text.length, remaining))
    remaining -= line.text.length
    const hasCaret = !caretPlaced && shown < line.text.length
    if (hasCaret) caretPlaced = true
    return { line, shown, isVisible: true, hasCaret }
  })
}

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

type TerminalDemoProps = { title: string; lines: readonly TerminalLine[] }

/** Untyped characters are only transparent: the whole text is in the page, and screen readers read it all. */
export function TerminalDemo({ title, lines }: TerminalDemoProps) {
  const total = lines.reduce((sum, line) => sum + (line.kind === 'command' ? line.text.length : 0), 0)
  const [typed, setTyped] = useState(() => (prefersReducedMotion() ? Number.POSITIVE_INFINITY : 0))
  const [isVisible, setIsVisible] = useState(false)
  const figureRef = useRef<HTMLElement>(null)
  const titleId = useId()
  const isDone = typed >= total

  useEffect(() => {
    const figure = figureRef.current
    if (!figure || typeof IntersectionObserver === 'undefined') {
      setIsVisible(true)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setIsVisible(true)
        observer.disconnect()
      }
    })
    observer.observe(figure)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    if (!isVisible || isDone) return
    const timer = setInterval(
      () => setTyped((count) => count + 1),
      Math.min(MAX_CHAR_MS, TYPING_MS / Math.max(total, 1)),
    )
    return () => clearInterval(timer)
  }, [isVisible, isDone, total])

  const states = lineStates(lines, typed)
  const isCaretOnLine = states.some((state) => state.hasCaret)
  return (
    <figure
      ref={figureRef}
      className={styles.terminal}
      aria-labelledby={titleId}
      aria-busy={isDone ? undefined : true}
    >
      <figcaption className={styles.bar}>
        <span className={styles.dots} aria-hidden="true" />
        <span id={titleId}>{title}</span>
      </figcaption>
      <pre className={styles.screen}>
        {states.map(({ line, shown, isVisible: isLineVisible, hasCaret }, index) =>
          line.kind === 'output' ? (
            <span key={index} className={isLineVisible ? styles.output : styles.pending}>
              {line.text}
              {'\n'}
            </span>
          ) : (
            <span key={index}>
              <span className={styles.prompt} aria-hidden="true">
                ${' '}
              </span>
              {line.text.slice(0, shown)}
              {hasCaret ? (
                // On the line being typed each untyped character is its own node, so typing never moves the
                // text that follows it (no layout shift); the caret is drawn over the next character.
                Array.from(line.text.slice(shown), (char, offset) => (
                  <span key={shown + offset} className={offset === 0 ? styles.caretOn : styles.pending}>
                    {char}
                  </span>
                ))
              ) : shown < line.text.length ? (
                <span className={styles.pending}>{line.text.slice(shown)}</span>
              ) : null}
              {'\n'}
            </span>
          ),
        )}
        <span className={styles.prompt} aria-hidden="true">
          ${' '}
        </span>
        {isCaretOnLine ? null : <span className={styles.caret} aria-hidden="true" />}
      </pre>
    </figure>
  )
}
