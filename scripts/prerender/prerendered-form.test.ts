import path from 'node:path'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test } from 'vitest'
import { minifiedFormScript } from './page-html.ts'

const root = path.resolve(import.meta.dirname, '../..')
// As the sign-in pages carry it: minified.
const source = await minifiedFormScript(root)

/** A prerendered sign-in form and a form of the app's own, then the early-input script as the page runs it. */
function loadPage() {
  document.body.innerHTML = `
    <div id="root">
      <div data-prerendered="en">
        <form method="dialog" aria-label="prerendered">
          <input name="email" type="email" aria-label="Email" />
          <input data-name="password" type="password" aria-label="Password" />
          <button type="submit">Log in</button>
        </form>
      </div>
      <form method="dialog" aria-label="app"><button type="submit">Send</button></form>
    </div>`
  new Function(source)()
  const [prerendered, app] = [...document.forms]
  if (!prerendered || !app) throw new Error('The forms are missing')
  return { prerendered, app }
}

/** Whether a submit of `form` went ahead (was not prevented). */
function submitGoesAhead(form: HTMLFormElement) {
  let prevented = false
  const watch = (event: Event) => {
    prevented = event.defaultPrevented
    // jsdom does not post forms; nothing leaves the page either way.
    event.preventDefault()
  }
  window.addEventListener('submit', watch)
  form.requestSubmit()
  window.removeEventListener('submit', watch)
  return !prevented
}

afterEach(() => {
  document.body.innerHTML = ''
})

test('a submit of the prerendered form is held and marked once, however often it is made', () => {
  const { prerendered } = loadPage()
  expect(submitGoesAhead(prerendered)).toBe(false)
  expect(submitGoesAhead(prerendered)).toBe(false)
  expect(prerendered.getAttributeNames().filter((name) => name === 'data-submit-pending')).toEqual([
    'data-submit-pending',
  ])
})

test('a submit of a form outside the prerendered page goes ahead, unmarked', () => {
  const { app } = loadPage()
  expect(submitGoesAhead(app)).toBe(true)
  expect(app).not.toHaveAttribute('data-submit-pending')
})

test('the prerendered e-mail field becomes a text field with the e-mail keyboard, but not once it is typed in', async () => {
  const { prerendered } = loadPage()
  const email = prerendered.elements.namedItem('email')
  expect(email).toHaveAttribute('type', 'text')
  expect(email).toHaveAttribute('inputmode', 'email')
  expect(email).toHaveAttribute('autocapitalize', 'none')
  expect(email).toHaveAttribute('spellcheck', 'false')

  document.body.innerHTML = ''
  document.body.insertAdjacentHTML(
    'beforeend',
    '<div data-prerendered="en"><form><input name="email" type="email" aria-label="Email" /></form></div>',
  )
  const typedIn = document.forms[0]?.elements.namedItem('email')
  if (!(typedIn instanceof HTMLInputElement)) throw new Error('No e-mail field')
  await userEvent.type(typedIn, 'demo@')
  new Function(source)()
  // Switching it would move the caret of the field being typed in.
  expect(typedIn).toHaveAttribute('type', 'email')
  expect(typedIn).toHaveValue('demo@')
})
