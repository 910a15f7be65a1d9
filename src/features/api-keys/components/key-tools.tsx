import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#src/components/ui/button.tsx'
import type { components } from '#src/lib/api/schema.d.ts'

type ApiKey = components['schemas']['ApiKey']

// Loaded on first use: most visits to the keys tab rotate or test nothing.
const RotateKeyDialog = lazy(() =>
  import('./rotate-key-dialog.tsx').then((module) => ({ default: module.RotateKeyDialog })),
)
const TestKeyDialog = lazy(() =>
  import('./test-key-dialog.tsx').then((module) => ({ default: module.TestKeyDialog })),
)

type Tool = 'rotate' | 'test'

/** A key's Test and Rotate buttons, each opening its dialog. */
export function KeyTools({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation('api-keys')
  const [open, setOpen] = useState<Tool | null>(null)
  const close = () => setOpen(null)
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        aria-label={t('test.openFor', { name: apiKey.name })}
        onClick={() => setOpen('test')}
      >
        {t('test.open')}
      </Button>
      <Button
        variant="ghost"
        size="small"
        aria-label={t('rotate.openFor', { name: apiKey.name })}
        onClick={() => setOpen('rotate')}
      >
        {t('rotate.open')}
      </Button>
      <Suspense fallback={null}>
        {open === 'test' ? <TestKeyDialog apiKey={apiKey} onClose={close} /> : null}
        {open === 'rotate' ? <RotateKeyDialog apiKey={apiKey} onClose={close} /> : null}
      </Suspense>
    </>
  )
}
