import { afterEach, expect, test, vi } from 'vitest'
import { purchaseUrl } from './purchase-url.ts'
import { runtimeConfig } from './runtime.ts'

afterEach(() => {
  vi.unstubAllEnvs()
})

test('config.js’s shop address wins over the build’s, which is used when config.js sets none', () => {
  expect(purchaseUrl({ purchaseUrl: 'https://shop.example.com/' }, 'https://build.example.com/')).toBe(
    'https://shop.example.com/',
  )
  expect(purchaseUrl({ purchaseUrl: '' }, 'https://build.example.com/')).toBe('https://build.example.com/')
  expect(purchaseUrl({ purchaseUrl: '' }, undefined)).toBe('')
  expect(purchaseUrl({ purchaseUrl: '' }, '')).toBe('')
})

test('by default the shop address comes from this page’s config.js and the build’s VITE_PURCHASE_URL', () => {
  expect(runtimeConfig.purchaseUrl).toBe('')
  expect(purchaseUrl()).toBe('')
  vi.stubEnv('VITE_PURCHASE_URL', 'https://build.example.com/relay')
  expect(purchaseUrl()).toBe('https://build.example.com/relay')
})
