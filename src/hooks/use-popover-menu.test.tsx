import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { usePopoverMenu } from './use-popover-menu.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A menu button with two button items and a link item; choosing one records it and closes the menu. */
function Menu({
  position,
  onChoose,
}: {
  position: 'viewport' | 'document'
  onChoose: (name: string) => void
}) {
  const { buttonProps, menuProps, close } = usePopoverMenu(position)
  const choose = (name: string) => () => {
    close()
    onChoose(name)
  }
  return (
    <>
      <button {...buttonProps}>Options</button>
      <div {...menuProps} aria-label="Options">
        <button type="button" role="menuitem" tabIndex={-1} onClick={choose('First')}>
          First
        </button>
        <button type="button" role="menuitem" tabIndex={-1} onClick={choose('Second')}>
          Second
        </button>
        <a
          href="#third"
          role="menuitem"
          tabIndex={-1}
          onClick={(event) => {
            event.preventDefault()
            choose('Third')()
          }}
        >
          Third
        </a>
      </div>
      <button type="button">After</button>
    </>
  )
}

function showMenu(position: 'viewport' | 'document' = 'viewport') {
  const onChoose = vi.fn()
  render(<Menu position={position} onChoose={onChoose} />)
  return { button: screen.getByRole('button', { name: 'Options' }), onChoose }
}

const item = (name: string) => screen.getByRole('menuitem', { name })

test('a user opens the menu with a click, Enter or ArrowDown on its first item and ArrowUp on its last', async () => {
  const user = userEvent.setup()
  const { button } = showMenu()
  expect(button).toHaveAttribute('aria-haspopup', 'menu')
  expect(button).toHaveAttribute('aria-controls', screen.getByRole('menu', { hidden: true }).id)
  await user.click(button)
  expect(item('First')).toHaveFocus()
  expect(button).toHaveAttribute('aria-expanded', 'true')
  await user.keyboard('{Escape}')
  expect(button).toHaveFocus()
  expect(button).toHaveAttribute('aria-expanded', 'false')
  for (const [key, first] of [
    ['{Enter}', 'First'],
    ['{ArrowDown}', 'First'],
    ['{ArrowUp}', 'Third'],
  ] as const) {
    await user.keyboard(key)
    expect(item(first)).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(button).toHaveFocus()
  }
})

test('a user moves with the arrows (wrapping), Home and End, and Tab closes the menu', async () => {
  const user = userEvent.setup()
  const { button } = showMenu()
  button.focus()
  await user.keyboard('{ArrowDown}{ArrowDown}')
  expect(item('Second')).toHaveFocus()
  await user.keyboard('{ArrowDown}{ArrowDown}')
  expect(item('First')).toHaveFocus()
  await user.keyboard('{ArrowUp}')
  expect(item('Third')).toHaveFocus()
  await user.keyboard('{Home}')
  expect(item('First')).toHaveFocus()
  await user.keyboard('{End}')
  expect(item('Third')).toHaveFocus()
  await user.keyboard('{Tab}')
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  expect(button).toHaveAttribute('aria-expanded', 'false')
})

test('a user who chooses an item, with Enter or Space (a link too), closes the menu and is back on the button', async () => {
  const user = userEvent.setup()
  const { button, onChoose } = showMenu()
  button.focus()
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
  expect(onChoose).toHaveBeenLastCalledWith('Second')
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  expect(button).toHaveFocus()
  await user.keyboard('{ArrowUp} ')
  expect(onChoose).toHaveBeenLastCalledWith('Third')
  expect(button).toHaveFocus()
  expect(button).toHaveAttribute('aria-expanded', 'false')
})

test('a click outside the menu closes it', async () => {
  const user = userEvent.setup()
  const { button } = showMenu()
  await user.click(button)
  expect(screen.getByRole('menu')).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'After' }))
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  expect(button).toHaveAttribute('aria-expanded', 'false')
})

test('the menu opens under its button, right edges aligned, against the viewport or the scrolled document', async () => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 600, y: 40, width: 40, height: 30 }),
  )
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1000)
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(500)
  const user = userEvent.setup()
  for (const [position, top] of [
    ['viewport', '70px'],
    ['document', '570px'],
  ] as const) {
    const { button } = showMenu(position)
    await user.click(button)
    const menu = screen.getByRole('menu')
    expect(menu.style.top).toBe(top)
    expect(menu.style.right).toBe('360px')
    document.body.replaceChildren()
  }
})
