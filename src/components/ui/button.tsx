import type { ButtonHTMLAttributes, Ref } from 'react'
import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

export type ButtonClassOptions = { variant?: ButtonVariant; size?: 'small' | 'medium'; block?: boolean }

/** The button look, for links that act as buttons too. */
export function buttonClass({
  variant = 'primary',
  size = 'medium',
  block = false,
}: ButtonClassOptions = {}) {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block]
    .filter(Boolean)
    .join(' ')
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonClassOptions & {
    /** Shows a spinner and blocks further clicks while keeping the label (and so the width). */
    isLoading?: boolean
    ref?: Ref<HTMLButtonElement>
  }

export function Button({
  variant,
  size,
  block,
  isLoading = false,
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={[buttonClass({ variant, size, block }), className].filter(Boolean).join(' ')}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
    >
      {isLoading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  )
}
