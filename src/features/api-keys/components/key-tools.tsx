import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#src/components/ui/button.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { RotateKeyDialog } from './rotate-key-dialog.tsx'
import { TestKeyDialog } from './test-key-dialog.tsx'

type ApiKey = components['schemas']['ApiKey']

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
      {/* The test's explanations load with their namespace, on first use. */}
      <Suspense fallback={null}>
        {open === 'test' ? <TestKeyDialog apiKey={apiKey} onClose={close} /> : null}
        {open === 'rotate' ? <RotateKeyDialog apiKey={apiKey} onClose={close} /> : null}
      </Suspense>
    </>
  )
}
