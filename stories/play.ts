/**
 * What the stories' play functions share: a canvas type, a user that types without waiting between keystrokes
 * (the stories stay quick to test), and the checks several pages' stories make. The app's lazy pages can take a
 * while to arrive in the story tests, hence the long timeouts.
 */
import { expect, userEvent, type within } from 'storybook/test'

export type Canvas = ReturnType<typeof within>

export const user = userEvent.setup({ delay: null })

/** The page's heading (level 1 unless said) has arrived and is visible. */
export async function expectHeading(canvas: Canvas, name: string, level = 1) {
  await expect(await canvas.findByRole('heading', { level, name }, { timeout: 10_000 })).toBeVisible()
}

/** A form's submit failed with `message`, announced as an alert. */
export async function expectSubmitError(canvas: Canvas, message: string) {
  await expect(await canvas.findByText(message, {}, { timeout: 10_000 })).toHaveAttribute('role', 'alert')
}
