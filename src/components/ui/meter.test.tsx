import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { Meter, meterRatio } from './meter.tsx'

test('a meter exposes its name, range and reading in words', () => {
  render(<Meter label="Daily quota" value={9.87} max={30} valueText="$9.87 of $30.00 used (33%)" />)
  const meter = screen.getByRole('meter', { name: 'Daily quota' })
  expect(meter).toHaveAttribute('aria-valuenow', '9.87')
  expect(meter).toHaveAttribute('aria-valuemin', '0')
  expect(meter).toHaveAttribute('aria-valuemax', '30')
  expect(meter).toHaveAttribute('aria-valuetext', '$9.87 of $30.00 used (33%)')
  expect(screen.getByText('$9.87 of $30.00 used (33%)')).toBeVisible()
})

test('a meter over its maximum clamps the bar but keeps the true reading in the text', () => {
  render(<Meter label="Daily quota" value={45} max={30} valueText="$45.00 of $30.00 used (150%)" />)
  const meter = screen.getByRole('meter', { name: 'Daily quota' })
  expect(meter).toHaveAttribute('aria-valuenow', '30')
  expect(meter).toHaveAttribute('aria-valuetext', '$45.00 of $30.00 used (150%)')
  expect(meter).toHaveAttribute('data-level', 'full')
})

test('the meter ratio stays between 0 and 1, also for an empty range', () => {
  expect(meterRatio(5, 0, 10)).toBe(0.5)
  expect(meterRatio(-1, 0, 10)).toBe(0)
  expect(meterRatio(20, 0, 10)).toBe(1)
  expect(meterRatio(0, 0, 0)).toBe(0)
  expect(meterRatio(1, 0, 0)).toBe(1)
})
