import { useId, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckIcon } from '#src/components/icons/icons.tsx'
import { Button } from '#src/components/ui/button.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { useMySubscription } from '#src/lib/api/use-my-subscription.ts'
import { ccSwitchTools, planScope } from '#src/lib/tools/tools.ts'
import styles from './api-keys.module.css'
import { CcSwitchMenu } from './cc-switch-menu.tsx'
import { SecretWithSetup } from './secret-with-setup.tsx'

type ApiKey = components['schemas']['ApiKey']

type NewKeyCardProps = { apiKey: ApiKey; onDone: () => void }

/**
 * A key just created, in full: Copy, copy as environment variables, and Import to CC Switch for the tools the
 * user's plan covers (every tool without a plan).
 */
export function NewKeyCard({ apiKey, onDone }: NewKeyCardProps) {
  const { t } = useTranslation('api-keys')
  const titleId = useId()
  const hintId = useId()
  const titleRef = useRef<HTMLHeadingElement>(null)
  // The plan's tools (every tool while it loads, or without one), as the setup guide opens on one of them.
  const tools = ccSwitchTools(planScope(useMySubscription().data))

  // Screen reader and keyboard users land on the result of what they just did, in the same commit that
  // shows it (a passive effect could run after the card is already on screen and read).
  useLayoutEffect(() => {
    titleRef.current?.focus()
  }, [apiKey.id])

  return (
    <section className={styles.newKey} aria-labelledby={titleId}>
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className={styles.newKeyTitle}>
        <CheckIcon />
        {t('created.title', { name: apiKey.name })}
      </h3>
      <p className={styles.muted}>{t('created.body')}</p>
      <SecretWithSetup
        apiKey={apiKey}
        tools={tools}
        label={t('created.keyLabel')}
        copyLabel={t('created.copyKey')}
      />
      <div className={styles.ccSwitch}>
        <CcSwitchMenu apiKey={apiKey} tools={tools} size="medium" describedBy={hintId} />
        <p id={hintId} className={styles.muted}>
          {t('created.ccSwitchHint')}
        </p>
      </div>
      <div>
        <Button variant="secondary" onClick={onDone}>
          {t('created.done')}
        </Button>
      </div>
    </section>
  )
}
