import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithProviders } from '#src/testing/render.tsx'
import AboutPage from './about-page.tsx'

test('a visitor reads why the relay exists and how it works', () => {
  renderWithProviders(<AboutPage />)
  expect(screen.getByRole('heading', { level: 1, name: 'About Relay Portal' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: 'How the relay works' })).toBeInTheDocument()
  expect(screen.getAllByRole('listitem')).toHaveLength(3)
  expect(screen.getByText('Transparency')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/plans')
  expect(document.title).toBe('About · Relay Portal')
})
