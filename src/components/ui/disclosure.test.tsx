import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { Disclosure } from './disclosure.tsx'

test('a disclosure starts closed inside a heading and opens a labelled region', async () => {
  render(<Disclosure title="Can I get a refund?">Yes, within 24 hours.</Disclosure>)
  const button = screen.getByRole('button', { name: 'Can I get a refund?' })
  expect(screen.getByRole('heading', { level: 3, name: 'Can I get a refund?' })).toContainElement(button)
  expect(button).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('region')).not.toBeInTheDocument()

  await userEvent.click(button)
  expect(button).toHaveAttribute('aria-expanded', 'true')
  const region = screen.getByRole('region', { name: 'Can I get a refund?' })
  expect(region).toHaveTextContent('Yes, within 24 hours.')
  expect(button).toHaveAttribute('aria-controls', region.id)
})

test('a keyboard user toggles a disclosure with Enter and Space', async () => {
  render(
    <Disclosure title="Question" headingLevel={2}>
      Answer
    </Disclosure>,
  )
  await userEvent.tab()
  const button = screen.getByRole('button', { name: 'Question' })
  expect(button).toHaveFocus()
  await userEvent.keyboard('{Enter}')
  expect(button).toHaveAttribute('aria-expanded', 'true')
  expect(screen.getByRole('region', { name: 'Question' })).toBeVisible()
  await userEvent.keyboard(' ')
  expect(button).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('region')).not.toBeInTheDocument()
})
