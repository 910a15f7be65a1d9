import { render, screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { resolveRuntimeConfig } from '#src/config/runtime.ts'
import ConfigProblemNotice, { describeValue } from './config-problems.tsx'

const PAGE = { origin: 'https://portal.test', protocol: 'https:' }

test('an operator whose config.js is broken reads the setting, the bad value and what is used instead', () => {
  const config = resolveRuntimeConfig({}, { apiOrigin: 42, apiMock: 'yes' }, PAGE)
  render(<ConfigProblemNotice config={config} />)
  const alert = screen.getByRole('alert')
  expect(within(alert).getByText("This site's configuration has a problem")).toBeVisible()
  const items = within(alert).getAllByRole('listitem')
  expect(items[0]).toHaveTextContent(
    "In config.js, apiOrigin is 42, but it must be empty (this site itself) or the address of the API, such as https://api.example.com. Until the site's operator fixes it, the portal sends its requests to https://portal.test.",
  )
  expect(items[1]).toHaveTextContent('In config.js, apiMock is "yes", but it must be true or false.')
  expect(items[1]).toHaveTextContent('the portal uses apiMock: false.')
})

test('a plain http API under an https page is named as such', () => {
  const config = resolveRuntimeConfig({}, { apiOrigin: 'http://api.example.com' }, PAGE)
  render(<ConfigProblemNotice config={config} />)
  expect(screen.getByRole('alert')).toHaveTextContent(
    'apiOrigin is "http://api.example.com": a plain http address',
  )
})

test('a value is shown as written in JavaScript, cut short when long', () => {
  expect(describeValue('not a url')).toBe('"not a url"')
  expect(describeValue(undefined)).toBe('undefined')
  expect(describeValue(10n)).toBe('10')
  expect(describeValue({ a: [1, null] })).toBe('{"a":[1,null]}')
  expect(describeValue('x'.repeat(200))).toHaveLength(80)
  const cyclic: Record<string, unknown> = {}
  cyclic.self = cyclic
  expect(describeValue(cyclic)).toBe('[object Object]')
})

test('a bad shop address is named with its value, and so is the build’s address used instead', () => {
  const hostile = resolveRuntimeConfig({}, { purchaseUrl: 'javascript:alert(1)' }, PAGE)
  const { unmount } = render(<ConfigProblemNotice config={hostile} />)
  expect(screen.getByRole('alert')).toHaveTextContent(
    'In config.js, purchaseUrl is "javascript:alert(1)", but it must be empty or the full address of the shop',
  )
  expect(screen.getByRole('alert')).toHaveTextContent(
    "the portal shows no link to a shop and tells users that activation codes come from the relay's operator.",
  )
  unmount()
  vi.stubEnv('VITE_PURCHASE_URL', 'https://build.example.com/shop')
  try {
    const withBuildShop = resolveRuntimeConfig({}, { purchaseUrl: 'javascript:alert(1)' }, PAGE)
    render(<ConfigProblemNotice config={withBuildShop} />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'the portal links to the shop at https://build.example.com/shop.',
    )
  } finally {
    vi.unstubAllEnvs()
  }
})
