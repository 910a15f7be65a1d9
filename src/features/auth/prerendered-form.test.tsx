import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { afterEach, expect, test, vi } from 'vitest'
import { http } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { recordRequests } from '#mocks/testing/requests.ts'
import { GuestOnly } from '#src/lib/auth/guards.tsx'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { USER_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { AuthProvider } from '#src/lib/auth/auth-provider.tsx'
import { renderWithProviders, Where } from '#src/testing/render.tsx'
import { takeOverPrerenderedForm, watchPrerenderedForm } from './prerendered-form.ts'
import LoginPage from './routes/login-page.tsx'
import RegisterPage from './routes/register-page.tsx'

function routes(path: string, page: ReactElement) {
  return (
    <Routes>
      <Route path={path} element={<GuestOnly>{page}</GuestOnly>} />
      <Route path="*" element={<Where />} />
    </Routes>
  )
}

/**
 * The page as the build prerenders it (src/prerender.tsx: the same components, signed out), in a block of the
 * app's root element, and the page's module loading: the prerendered form is watched from then on.
 */
function servePage(path: string, page: ReactElement) {
  // eslint-disable-next-line testing-library/render-result-naming-convention -- HTML, as the build writes it
  const html = renderToString(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider>{routes(path, page)}</AuthProvider>
      </MemoryRouter>
    </SWRConfig>,
  )
  const root = document.createElement('div')
  root.id = 'root'
  root.innerHTML = `<div data-prerendered="en">${html}</div>`
  document.body.append(root)
  watchPrerenderedForm()
  return root
}

/** The app's first render, which replaces the prerendered block. */
function startApp(root: HTMLElement, path: string, page: ReactElement, strict = false) {
  const ui = routes(path, page)
  return renderWithProviders(strict ? <StrictMode>{ui}</StrictMode> : ui, { route: path, container: root })
}

function staticField(root: HTMLElement, name: string) {
  // eslint-disable-next-line testing-library/no-node-access -- the prerendered HTML, before the app: no roles yet
  const field = root.querySelector<HTMLInputElement>(
    `[data-prerendered] input:is([name="${name}"], [data-name="${name}"])`,
  )
  if (!field) throw new Error(`No prerendered ${name} field`)
  return field
}

afterEach(() => {
  // A test that never started the app leaves its form watched.
  document.body.innerHTML = ''
  takeOverPrerenderedForm()
})

test('what a visitor typed in the prerendered login form before the app started is in the app’s fields', async () => {
  const root = servePage('/login', <LoginPage />)
  await userEvent.type(staticField(root, 'email'), 'demo@example.com')
  await userEvent.type(staticField(root, 'password'), DEMO_PASSWORD)
  startApp(root, '/login', <LoginPage />)
  // eslint-disable-next-line testing-library/no-node-access -- the prerendered block itself
  expect(root.querySelector('[data-prerendered]')).toBeNull()
  expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com')
  expect(screen.getByLabelText('Password')).toHaveValue(DEMO_PASSWORD)
})

test('the field a visitor was typing in keeps the focus and the selection when the app takes over', async () => {
  const root = servePage('/login', <LoginPage />)
  await userEvent.type(staticField(root, 'email'), 'demo@example.com')
  const password = staticField(root, 'password')
  await userEvent.type(password, DEMO_PASSWORD)
  password.setSelectionRange(2, 6, 'backward')
  startApp(root, '/login', <LoginPage />)
  const field = screen.getByLabelText<HTMLInputElement>('Password')
  expect(field).toHaveFocus()
  expect([field.selectionStart, field.selectionEnd, field.selectionDirection]).toEqual([2, 6, 'backward'])
  // The next key goes where the caret was: it replaces the selection.
  await userEvent.keyboard('X')
  expect(field).toHaveValue('DeX34!')
})

test('a login submitted before the app started is made once the app has taken over, exactly once', async () => {
  const logins = vi.fn()
  server.use(http.post('/api/auth/login', () => void logins()))
  const root = servePage('/login', <LoginPage />)
  await userEvent.type(staticField(root, 'email'), 'demo@example.com')
  await userEvent.type(staticField(root, 'password'), DEMO_PASSWORD)
  // As src/boot/prerendered-form.js marks a held submit.
  // eslint-disable-next-line testing-library/no-node-access -- the mark is on the prerendered form
  root.querySelector('form')?.setAttribute('data-submit-pending', '')
  // In StrictMode, as the app runs: effects run twice on mount in development.
  startApp(root, '/login', <LoginPage />, true)
  expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument()
  expect(logins).toHaveBeenCalledOnce()
  expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toMatchObject({
    email: 'demo@example.com',
  })
})

test('a Send code pressed before the app started is pressed once the app has taken over, exactly once', async () => {
  const requested = recordRequests()
  const root = servePage('/register', <RegisterPage />)
  await userEvent.type(staticField(root, 'email'), 'fresh@example.com')
  // As src/boot/prerendered-form.js marks a held click, on the form's own button.
  // eslint-disable-next-line testing-library/no-node-access -- the mark is on the prerendered button
  ;[...root.querySelectorAll('form button[type="button"]')]
    .find((button) => button.textContent === 'Send code')
    ?.setAttribute('data-click-pending', '')
  startApp(root, '/register', <RegisterPage />, true)
  expect(
    await screen.findByText('Demo mode: no email was sent to fresh@example.com. Enter 123456.'),
  ).toBeInTheDocument()
  expect(requested.filter((path) => path === '/api/auth/send-verification')).toHaveLength(1)
})

test('without a held submit the app only takes the values over and sends nothing', async () => {
  const logins = vi.fn()
  server.use(http.post('/api/auth/login', () => void logins()))
  const root = servePage('/login', <LoginPage />)
  await userEvent.type(staticField(root, 'email'), 'demo@example.com')
  startApp(root, '/login', <LoginPage />)
  expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled()
  expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com')
  expect(logins).not.toHaveBeenCalled()
})

test('the register form’s fields are taken over by their names', async () => {
  const root = servePage('/register', <RegisterPage />)
  await userEvent.type(staticField(root, 'email'), 'fresh@example.com')
  await userEvent.type(staticField(root, 'new-password'), 'Secret123')
  await userEvent.type(staticField(root, 'confirm-password'), 'Secret12')
  startApp(root, '/register', <RegisterPage />)
  expect(screen.getByLabelText('Email')).toHaveValue('fresh@example.com')
  expect(screen.getByLabelText('Password')).toHaveValue('Secret123')
  expect(screen.getByLabelText('Confirm password')).toHaveValue('Secret12')
  expect(screen.getByLabelText('Confirm password')).toHaveFocus()
})

test('a login page the app opened itself takes nothing over', async () => {
  watchPrerenderedForm()
  renderWithProviders(routes('/login', <LoginPage />), { route: '/login' })
  expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled()
  expect(screen.getByLabelText('Email')).toHaveValue('')
  expect(screen.getByLabelText('Email')).not.toHaveFocus()
})

test('the prerendered form’s state is handed over once, and not while it is still in the page', () => {
  const root = servePage('/login', <LoginPage />)
  expect(takeOverPrerenderedForm()).toBeNull()
  root.replaceChildren()
  expect(takeOverPrerenderedForm()).toMatchObject({ values: { email: '', password: '' }, submit: false })
  expect(takeOverPrerenderedForm()).toBeNull()
})

test('a prerendered form the app removed without taking it over (a redirect) is forgotten', async () => {
  const root = servePage('/login', <LoginPage />)
  await userEvent.type(staticField(root, 'email'), 'demo@example.com')
  root.replaceChildren()
  // The commit that removed it is over.
  await new Promise((resolve) => setTimeout(resolve))
  expect(takeOverPrerenderedForm()).toBeNull()
})

test.each([
  ['/login', <LoginPage key="login" />],
  ['/register', <RegisterPage key="register" />],
])(
  'the prerendered %s form cannot be submitted by the browser itself with a password: method dialog, no password field named',
  (path, page) => {
    const root = servePage(path, page)
    // eslint-disable-next-line testing-library/no-node-access -- the prerendered HTML, before the app: no roles yet
    const form = root.querySelector('form')
    expect(form).toHaveAttribute('method', 'dialog')
    // eslint-disable-next-line testing-library/no-node-access -- as above
    const passwords = [...root.querySelectorAll('input[type="password"]')]
    expect(passwords.length).toBeGreaterThan(0)
    for (const field of passwords) expect(field).not.toHaveAttribute('name')
    // Without a name, a browser's own submit leaves the field out of what it sends.
    expect([...new FormData(form ?? undefined).keys()]).not.toContain(expect.stringMatching(/password/))
    expect([...new FormData(form ?? undefined).values()]).toEqual(expect.not.arrayContaining([DEMO_PASSWORD]))
  },
)
