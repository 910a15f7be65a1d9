import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Disclosure } from './disclosure.tsx'

test('a disclosure starts closed with its title as a heading and opens a region named by it', async () => {
  render(<Disclosure title="Can I get a refund?">Yes, within 24 hours.</Disclosure>)
  const heading = screen.getByRole('heading', { level: 3, name: 'Can I get a refund?' })
  const region = screen.getByRole('region', { name: 'Can I get a refund?' })
  expect(region).not.toBeVisible()

  await userEvent.click(heading)
  expect(region).toBeVisible()
  expect(region).toHaveTextContent('Yes, within 24 hours.')
  await userEvent.click(heading)
  expect(region).not.toBeVisible()
})

test('a disclosure can start open at the heading level given', () => {
  render(
    <Disclosure title="Question" headingLevel={2} defaultOpen>
      Answer
    </Disclosure>,
  )
  expect(screen.getByRole('heading', { level: 2, name: 'Question' })).toBeInTheDocument()
  expect(screen.getByRole('region', { name: 'Question' })).toBeVisible()
})

test('a visitor opens a prerendered disclosure before the app has started', async () => {
  // The prerendered page is static HTML: no React event handler is attached until the app renders.
  document.body.innerHTML = renderToStaticMarkup(
    <Disclosure title="Can I get a refund?">Yes, within 24 hours.</Disclosure>,
  )
  const region = screen.getByRole('region', { name: 'Can I get a refund?' })
  expect(region).not.toBeVisible()
  await userEvent.click(screen.getByRole('heading', { name: 'Can I get a refund?' }))
  expect(region).toBeVisible()
  document.body.innerHTML = ''
})
