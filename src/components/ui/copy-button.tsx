import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { copyText } from '#src/utils/clipboard.ts'
import { Button, type ButtonProps } from './button.tsx'
import styles from './copy-button.module.css'

type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /** The exact text put on the clipboard (a key in full, even where the screen masks it). */
  text: string
  /** Visible label; "Copy" by default. */
  label?: string
}

const MESSAGE_MS = 2_000

/** Copies `text` and confirms with a short "Copied to clipboard" toast, announced to screen readers. */
export function CopyButton({ text, label, variant = 'secondary', size = 'small', ...rest }: CopyButtonProps) {
  const { t } = useTranslation()
  const [result, setResult] = useState<'copied' | 'failed' | null>(null)

  useEffect(() => {
    if (!result) return
    const timer = setTimeout(() => setResult(null), MESSAGE_MS)
    return () => clearTimeout(timer)
  }, [result])

  return (
    <span className={styles.wrap}>
      <Button
        {...rest}
        variant={variant}
        size={size}
        onClick={() => void copyText(text).then((ok) => setResult(ok ? 'copied' : 'failed'))}
      >
        {label ?? t('actions.copy')}
      </Button>
      <span className={`${styles.bubble} ${result === 'failed' ? styles.failed : ''}`} role="status">
        {result === 'copied' ? t('copy.copied') : result === 'failed' ? t('copy.failed') : ''}
      </span>
    </span>
  )
}
