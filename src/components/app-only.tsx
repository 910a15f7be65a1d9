import type { ReactNode } from 'react'

/**
 * Rendered by the app, left out of the prerendered HTML: for what lies far below a page's first screen. A
 * prerendered page carries each line in five languages, and its first paint waits for the whole HTML: past what
 * one round trip delivers (the budget in tests/e2e/budgets.spec.ts), it waits a round trip longer. Below the first
 * screen, the app's render adds these without moving anything a visitor sees.
 */
export function AppOnly({ children }: { children: ReactNode }) {
  return import.meta.env.SSR ? null : children
}
