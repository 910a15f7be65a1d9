import { Suspense, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#src/components/ui/button.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { useIsRotateMissing } from '#src/features/api-keys/api/use-rotate-api-key.ts'
import { hasKeySettings } from './key-state.tsx'
import { RotateKeyDialog } from './rotate-key-dialog.tsx'
import { TestKeyDialog } from './test-key-dialog.tsx'

type ApiKey = components['schemas']['ApiKey']

type Tool = 'rotate' | 'test'

/**
 * A key's Test and Rotate buttons, each opening its dialog. Rotate is one of the key controls: offered only for a
 * key the backend sends the settings of, and no more once the backend answered that it lacks rotation.
 */
export function KeyTools({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation('api-keys')
  const isRotateMissing = useIsRotateMissing()
  const [open, setOpen] = useState<Tool | null>(null)
  const testRef = useRef<HTMLButtonElement>(null)
  const rotateRef = useRef<HTMLButtonElement>(null)
  const closedRef = useRef<Tool | null>(null)
  const canRotate = hasKeySettings(apiKey) && !isRotateMissing

  // The dialogs unmount as they close, which takes focus with them: it goes back to the button that opened the
  // dialog, or to Test when Rotate is gone.
  useLayoutEffect(() => {
    if (open !== null || closedRef.current === null) return
    const closed = closedRef.current
    closedRef.current = null
    const target = closed === 'rotate' && rotateRef.current ? rotateRef.current : testRef.current
    target?.focus()
  }, [open])

  const close = () => {
    closedRef.current = open
    setOpen(null)
  }
  return (
    <>
      <Button
        ref={testRef}
        variant="ghost"
        size="small"
        aria-label={t('test.openFor', { name: apiKey.name })}
        onClick={() => setOpen('test')}
      >
        {t('test.open')}
      </Button>
      {canRotate ? (
        <Button
          ref={rotateRef}
          variant="ghost"
          size="small"
          aria-label={t('rotate.openFor', { name: apiKey.name })}
          onClick={() => setOpen('rotate')}
        >
          {t('rotate.open')}
        </Button>
      ) : null}
      {/* The test's explanations load with their namespace, on first use. */}
      <Suspense fallback={null}>
        {open === 'test' ? <TestKeyDialog apiKey={apiKey} onClose={close} /> : null}
        {open === 'rotate' ? <RotateKeyDialog apiKey={apiKey} onClose={close} /> : null}
      </Suspense>
    </>
  )
}
