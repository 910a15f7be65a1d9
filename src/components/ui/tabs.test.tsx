import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { Tabs } from './tabs.tsx'

const ITEMS = [
  { value: 'one', label: 'One' },
  { value: 'two', label: 'Two' },
  { value: 'three', label: 'Three' },
] as const

function Harness({ onIntent }: { onIntent?: (value: string) => void }) {
  const [value, setValue] = useState<'one' | 'two' | 'three'>('one')
  return (
    <>
      <button type="button">Before</button>
      <Tabs label="Numbers" items={ITEMS} value={value} onChange={setValue} onIntent={onIntent}>
        <p>Panel {value}</p>
      </Tabs>
    </>
  )
}

test('tabs expose a labelled tab list with one selected tab and its panel', () => {
  render(<Harness />)
  expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument()
  const one = screen.getByRole('tab', { name: 'One' })
  expect(one).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'false')
  const panel = screen.getByRole('tabpanel', { name: 'One' })
  expect(panel).toHaveTextContent('Panel one')
  expect(one).toHaveAttribute('aria-controls', panel.id)
})

test('a keyboard user tabs into the selected tab only and moves with arrows, Home and End', async () => {
  render(<Harness />)
  screen.getByRole('button', { name: 'Before' }).focus()
  await userEvent.tab()
  expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus()
  expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('tabindex', '-1')

  await userEvent.keyboard('{ArrowRight}')
  expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus()
  expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel two')

  await userEvent.keyboard('{End}')
  expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus()
  await userEvent.keyboard('{ArrowRight}')
  expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus()
  await userEvent.keyboard('{ArrowLeft}')
  expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus()
  await userEvent.keyboard('{Home}')
  expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus()
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel one')

  await userEvent.tab()
  expect(screen.getByRole('tabpanel')).toHaveFocus()
})

test('a user clicks a tab to select it', async () => {
  render(<Harness />)
  await userEvent.click(screen.getByRole('tab', { name: 'Three' }))
  expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Panel three')
})

test('the up and down arrows leave horizontal tabs alone', async () => {
  render(<Harness />)
  await userEvent.click(screen.getByRole('tab', { name: 'Two' }))
  await userEvent.keyboard('{ArrowDown}{ArrowUp}')
  expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus()
  expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true')
})

test('pointing at a tab that is not selected tells the caller, which may fetch what it shows', async () => {
  const onIntent = vi.fn()
  render(<Harness onIntent={onIntent} />)
  await userEvent.hover(screen.getByRole('tab', { name: 'One' }))
  expect(onIntent).not.toHaveBeenCalled()
  await userEvent.hover(screen.getByRole('tab', { name: 'Three' }))
  expect(onIntent).toHaveBeenCalledWith('three')
  expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true')
})
