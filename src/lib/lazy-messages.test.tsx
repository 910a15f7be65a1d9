import { act, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { afterEach, expect, test } from 'vitest'
import { preloadMessages, useLazyMessages, type MessageFiles } from './lazy-messages.ts'

const NAMESPACE = 'lazy-test'

afterEach(async () => {
  for (const language of ['en', 'ru']) i18next.removeResourceBundle(language, NAMESPACE)
  await i18next.changeLanguage('en')
})

function Greeting({ files, namespace = NAMESPACE }: { files: MessageFiles; namespace?: string }) {
  useLazyMessages([namespace], files)
  const { i18n } = useTranslation()
  return <p>{String(i18n.getResource(i18n.language, namespace, 'hello'))}</p>
}

/** Files that answer only when told to, and count how often they were asked. */
function heldFiles(messages: Record<string, string>, namespace = NAMESPACE) {
  const asked: string[] = []
  const release = new Map<string, () => void>()
  const files: MessageFiles = Object.fromEntries(
    Object.entries(messages).map(([language, hello]) => [
      `../../locales/${language}/${namespace}.json`,
      () => {
        asked.push(language)
        return new Promise((resolve) => release.set(language, () => resolve({ default: { hello } })))
      },
    ]),
  )
  return { files, asked, release: (language: string) => release.get(language)?.() }
}

test('a lazily loaded namespace holds its screen back until its messages are in, in the current language', async () => {
  const { files, asked, release } = heldFiles({ en: 'Hello', ru: 'Привет' })
  // A render that suspends inside render()'s synchronous act is never retried in tests: an async act is.
  // eslint-disable-next-line testing-library/no-unnecessary-act -- see above
  await act(async () =>
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Greeting files={files} />
      </Suspense>,
    ),
  )
  expect(screen.getByText('Waiting')).toBeInTheDocument()
  await act(async () => release('en'))
  expect(await screen.findByText('Hello')).toBeInTheDocument()

  // Switching language, the start-up loader answers every namespace in use, this one empty (it lists no file of it).
  i18next.addResourceBundle('ru', NAMESPACE, {})
  await act(() => i18next.changeLanguage('ru'))
  expect(await screen.findByText('Waiting')).toBeInTheDocument()
  await act(async () => release('ru'))
  expect(await screen.findByText('Привет')).toBeInTheDocument()
  expect(asked).toEqual(['en', 'ru'])
})

test('a namespace that is already bundled is not fetched again', () => {
  const files: MessageFiles = {
    '../../locales/en/common.json': () => Promise.reject(new Error('fetched')),
  }
  function Loading() {
    useLazyMessages(['common'], files)
    return <p>Ready</p>
  }
  render(<Loading />)
  expect(screen.getByText('Ready')).toBeInTheDocument()
})

test('several namespaces are fetched together, not one after the other', async () => {
  const asked: string[] = []
  const answers = new Map<string, () => void>()
  const file = (namespace: string) => () => {
    asked.push(namespace)
    return new Promise<{ default: Record<string, string> }>((resolve) =>
      answers.set(namespace, () => resolve({ default: { hello: namespace } })),
    )
  }
  const files: MessageFiles = {
    '../../locales/en/lazy-a.json': file('lazy-a'),
    '../../locales/en/lazy-b.json': file('lazy-b'),
  }
  function Both() {
    useLazyMessages(['lazy-a', 'lazy-b'], files)
    return <p>Both in</p>
  }
  // eslint-disable-next-line testing-library/no-unnecessary-act -- as above
  await act(async () =>
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Both />
      </Suspense>,
    ),
  )
  expect(asked).toEqual(['lazy-a', 'lazy-b'])
  await act(async () => answers.get('lazy-a')?.())
  expect(screen.getByText('Waiting')).toBeInTheDocument()
  await act(async () => answers.get('lazy-b')?.())
  expect(await screen.findByText('Both in')).toBeInTheDocument()
  for (const namespace of ['lazy-a', 'lazy-b']) i18next.removeResourceBundle('en', namespace)
})

test('a namespace with no file in the language is not waited for', () => {
  function Missing() {
    useLazyMessages(['lazy-none'], {})
    return <p>Ready</p>
  }
  render(<Missing />)
  expect(screen.getByText('Ready')).toBeInTheDocument()
})

test('messages preloaded before the screen renders are asked for once, and the screen shows without waiting', async () => {
  // A namespace of its own: a file once loaded is not asked for again in this module's life.
  const namespace = 'preload-test'
  const { files, asked, release } = heldFiles({ en: 'Hello', ru: 'Привет' }, namespace)
  preloadMessages(i18next, [namespace], files)
  expect(asked).toEqual(['en'])
  await act(async () => release('en'))
  // eslint-disable-next-line testing-library/no-unnecessary-act -- a render that might suspend, as above
  await act(async () =>
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Greeting files={files} namespace={namespace} />
      </Suspense>,
    ),
  )
  expect(screen.getByText('Hello')).toBeInTheDocument()
  expect(asked).toEqual(['en'])
  i18next.removeResourceBundle('en', namespace)
})
