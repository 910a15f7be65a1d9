import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithProviders } from '#src/testing/render.tsx'
import FeaturesPage from './features-page.tsx'

test('a visitor reads what the product offers and how to start', () => {
  renderWithProviders(<FeaturesPage />)
  expect(
    screen.getByRole('heading', { level: 1, name: 'Everything you need to code with an AI engineer' }),
  ).toBeInTheDocument()
  for (const title of [
    'One relay, four tools',
    'API keys you control',
    'Usage you can see',
    'In your language',
  ]) {
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument()
  }
  expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register')
  expect(screen.getByRole('link', { name: 'Read the setup guide' })).toHaveAttribute('href', '/docs')
  expect(document.title).toBe('Features · Relay Portal')
  // The description lives in the document head, which has no role to query by.
  // eslint-disable-next-line testing-library/no-node-access
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    expect.stringContaining('One relay for Claude Code, Codex CLI, Gemini CLI and OpenCode'),
  )
})
