import fc from 'fast-check'
import { expect, test, vi } from 'vitest'
import {
  apiBaseUrl,
  parseApiOrigin,
  parsePurchaseUrl,
  resolveRuntimeConfig,
  runtimeConfig,
} from './runtime.ts'

const HTTP_PAGE = { origin: 'http://portal.test', protocol: 'http:' }
const HTTPS_PAGE = { origin: 'https://portal.test', protocol: 'https:' }

test('an integrator who sets no API origin gets the page origin', () => {
  expect(resolveRuntimeConfig({}, {}, HTTP_PAGE)).toEqual({
    apiOrigin: 'http://portal.test',
    apiMock: false,
    purchaseUrl: '',
    problems: [],
  })
  expect(resolveRuntimeConfig({}, { apiOrigin: '  ' }, HTTP_PAGE).apiOrigin).toBe('http://portal.test')
  expect(resolveRuntimeConfig({}, undefined, HTTP_PAGE).problems).toEqual([])
})

test('config.js overrides the build, and an origin is normalised', () => {
  const env = { VITE_API_ORIGIN: 'https://build.example.com', VITE_API_MOCK: 'true' }
  expect(resolveRuntimeConfig(env, undefined, HTTPS_PAGE)).toMatchObject({
    apiOrigin: 'https://build.example.com',
    apiMock: true,
  })
  expect(
    resolveRuntimeConfig(env, { apiOrigin: ' HTTPS://API.Example.com:443/ ', apiMock: false }, HTTPS_PAGE),
  ).toEqual({ apiOrigin: 'https://api.example.com', apiMock: false, purchaseUrl: '', problems: [] })
  expect(resolveRuntimeConfig({}, { apiOrigin: 'http://127.0.0.1:8787' }, HTTP_PAGE).apiOrigin).toBe(
    'http://127.0.0.1:8787',
  )
})

test.each([
  42,
  null,
  true,
  ['https://api.example.com'],
  { href: 'https://api.example.com' },
  'not a url',
  'api.example.com',
  '/api',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'ftp://api.example.com',
  'https://api.example.com/v1',
  'https://api.example.com?x=1',
  'https://api.example.com#top',
  'https://user:secret@api.example.com',
  'https://',
])('an apiOrigin of %j is reported and the build or page origin is used instead', (value) => {
  expect(parseApiOrigin(value)).toBeNull()
  const config = resolveRuntimeConfig(
    { VITE_API_ORIGIN: 'https://build.example.com' },
    { apiOrigin: value },
    HTTPS_PAGE,
  )
  expect(config.apiOrigin).toBe('https://build.example.com')
  expect(config.problems).toEqual([{ setting: 'apiOrigin', value }])
  expect(resolveRuntimeConfig({}, { apiOrigin: value }, HTTPS_PAGE).apiOrigin).toBe('https://portal.test')
})

test.each(['yes', 'true', 1, 0, null, {}])(
  'an apiMock of %j is reported and the build default is kept',
  (value) => {
    const config = resolveRuntimeConfig({ VITE_API_MOCK: 'true' }, { apiMock: value }, HTTP_PAGE)
    expect(config.apiMock).toBe(true)
    expect(config.problems).toEqual([{ setting: 'apiMock', value }])
  },
)

test.each(['https://api.example.com', 42, [], true])(
  'a RELAY_CONFIG of %j that is not an object is reported and the build settings are used',
  (value) => {
    const config = resolveRuntimeConfig({ VITE_API_ORIGIN: 'https://build.example.com' }, value, HTTPS_PAGE)
    expect(config).toEqual({
      apiOrigin: 'https://build.example.com',
      apiMock: false,
      purchaseUrl: '',
      problems: [{ setting: 'RELAY_CONFIG', value }],
    })
  },
)

test('a plain http API under an https page is reported as insecure, and not under an http page', () => {
  expect(resolveRuntimeConfig({}, { apiOrigin: 'http://api.example.com' }, HTTPS_PAGE).problems).toEqual([
    { setting: 'insecure', value: 'http://api.example.com' },
  ])
  expect(resolveRuntimeConfig({}, { apiOrigin: 'http://api.example.com' }, HTTP_PAGE).problems).toEqual([])
  expect(resolveRuntimeConfig({}, { apiOrigin: 'https://api.example.com' }, HTTPS_PAGE).problems).toEqual([])
})

test('whatever config.js holds, start-up never throws and the API origin is an http(s) origin', () => {
  const anySettings = fc.oneof(
    fc.anything(),
    fc.record({ apiOrigin: fc.oneof(fc.anything(), fc.webUrl(), fc.string()), apiMock: fc.anything() }),
  )
  fc.assert(
    fc.property(anySettings, (runtime) => {
      const config = resolveRuntimeConfig({}, runtime, HTTPS_PAGE)
      const origin = new URL(config.apiOrigin)
      expect(origin.origin).toBe(config.apiOrigin)
      expect(['http:', 'https:']).toContain(origin.protocol)
      expect(typeof config.apiMock).toBe('boolean')
    }),
    { numRuns: 500 },
  )
})

test('the build, which runs where there is no page, resolves the API origin to localhost', () => {
  vi.stubGlobal('location', undefined)
  vi.stubGlobal('window', undefined)
  try {
    expect(resolveRuntimeConfig({})).toEqual({
      apiOrigin: 'http://localhost',
      apiMock: false,
      purchaseUrl: '',
      problems: [],
    })
  } finally {
    vi.unstubAllGlobals()
  }
})

test('an empty or missing API origin means the page’s own origin, and is no problem', () => {
  expect(parseApiOrigin('')).toBe('')
  expect(parseApiOrigin(undefined)).toBe('')
  expect(resolveRuntimeConfig({}, { apiOrigin: '' }, HTTPS_PAGE)).toEqual({
    apiOrigin: 'https://portal.test',
    apiMock: false,
    purchaseUrl: '',
    problems: [],
  })
})

test('an API origin must be exactly http or https, not a scheme that merely contains it', () => {
  expect(parseApiOrigin('xhttps://api.example.com')).toBeNull()
  expect(parseApiOrigin('https+x://api.example.com')).toBeNull()
  expect(parseApiOrigin('HTTP://api.example.com')).toBe('http://api.example.com')
})

test('a shop address in config.js is kept as an absolute URL, path and query included', () => {
  const config = resolveRuntimeConfig(
    {},
    { purchaseUrl: ' HTTPS://Shop.Example.com:443/relay?plan=pro#buy ' },
    HTTPS_PAGE,
  )
  expect(config.purchaseUrl).toBe('https://shop.example.com/relay?plan=pro#buy')
  expect(config.problems).toEqual([])
  expect(resolveRuntimeConfig({}, { purchaseUrl: 'http://shop.example.com' }, HTTPS_PAGE)).toMatchObject({
    purchaseUrl: 'http://shop.example.com/',
    problems: [],
  })
  expect(resolveRuntimeConfig({}, { purchaseUrl: '' }, HTTPS_PAGE)).toMatchObject({
    purchaseUrl: '',
    problems: [],
  })
  expect(resolveRuntimeConfig({}, {}, HTTPS_PAGE).purchaseUrl).toBe('')
})

test.each([
  'javascript:alert(1)',
  ' JavaScript:alert(document.cookie)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'blob:https://shop.example.com/1',
  'file:///etc/passwd',
  'ftp://shop.example.com',
  'mailto:sales@example.com',
  '//shop.example.com',
  '/shop',
  'shop.example.com',
  'https://',
  'https://user:secret@shop.example.com',
  'https://shop.example.com@evil.example',
  'xhttps://shop.example.com',
  42,
  null,
  true,
  ['https://shop.example.com'],
  { toString: () => 'https://shop.example.com' },
])('a purchaseUrl of %j is ignored and reported with its value', (value) => {
  expect(parsePurchaseUrl(value)).toBeNull()
  const config = resolveRuntimeConfig({}, { purchaseUrl: value }, HTTPS_PAGE)
  expect(config.purchaseUrl).toBe('')
  expect(config.problems).toEqual([{ setting: 'purchaseUrl', value }])
})

test('whatever purchaseUrl config.js holds, the shop address is empty or an http(s) URL', () => {
  fc.assert(
    fc.property(fc.oneof(fc.anything(), fc.webUrl(), fc.string()), (purchaseUrl) => {
      const config = resolveRuntimeConfig({}, { purchaseUrl }, HTTPS_PAGE)
      if (config.purchaseUrl === '') return
      const url = new URL(config.purchaseUrl)
      expect(['http:', 'https:']).toContain(url.protocol)
      expect(url.href).toBe(config.purchaseUrl)
      expect(url.username + url.password).toBe('')
    }),
    { numRuns: 500 },
  )
})

test('a shop address set at build time is used unless config.js sets a valid one', () => {
  vi.stubEnv('VITE_PURCHASE_URL', 'https://build.example.com/shop')
  try {
    expect(resolveRuntimeConfig({}, {}, HTTPS_PAGE).purchaseUrl).toBe('https://build.example.com/shop')
    expect(
      resolveRuntimeConfig({}, { purchaseUrl: 'https://shop.example.com/' }, HTTPS_PAGE).purchaseUrl,
    ).toBe('https://shop.example.com/')
    expect(resolveRuntimeConfig({}, { purchaseUrl: 'javascript:alert(1)' }, HTTPS_PAGE)).toMatchObject({
      purchaseUrl: 'https://build.example.com/shop',
      problems: [{ setting: 'purchaseUrl', value: 'javascript:alert(1)' }],
    })
  } finally {
    vi.unstubAllEnvs()
  }
})

test('the API base the assistants call is the API origin plus /api, never with a double slash', () => {
  expect(apiBaseUrl()).toBe(`${runtimeConfig.apiOrigin}/api`)
  fc.assert(
    fc.property(fc.webUrl(), fc.constantFrom('', '/', '//'), (url, slashes) => {
      const { apiOrigin } = resolveRuntimeConfig(
        { VITE_API_ORIGIN: new URL(url).origin + slashes },
        {},
        HTTPS_PAGE,
      )
      expect(apiOrigin.endsWith('/')).toBe(false)
    }),
  )
})
