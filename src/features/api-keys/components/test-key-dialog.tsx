import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckIcon, XCircleIcon } from '#src/components/icons/icons.tsx'
import { FailureText } from '#src/components/relay-failure/failure-text.tsx'
import { Button } from '#src/components/ui/button.tsx'
import { CopyButton } from '#src/components/ui/copy-button.tsx'
import { Dialog } from '#src/components/ui/dialog.tsx'
import { runtimeConfig } from '#src/config/runtime.ts'
import { explainFailure } from '#src/lib/explain-failure.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { useApiQuery } from '#src/lib/api/swr.ts'
import { useLazyMessages } from '#src/lib/lazy-messages.ts'
import { useMySubscription } from '#src/lib/api/use-my-subscription.ts'
import { planScope } from '#src/lib/tools/tools.ts'
import { formatNumber } from '#src/utils/format.ts'
import {
  pickTestTarget,
  testCurlCommand,
  useTestApiKey,
  type TestResult,
  type TestTarget,
} from '#src/features/api-keys/api/use-test-api-key.ts'
import styles from './api-keys.module.css'
import toolStyles from './key-tools.module.css'

type ApiKey = components['schemas']['ApiKey']

// A refusal reads as it does in the request log, whose namespace holds the explanations.
const messageFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../locales/*/request-log.json',
)

export type TestKeyDialogProps = {
  apiKey: ApiKey
  onClose: () => void
}

/**
 * Sends one minimal request with the key through the relay, over an API the plan serves and to a model the key
 * may call, and shows what came back: status, model, time and cost, or the refusal explained with what to do, or,
 * when the browser cannot reach the relay, the same request as a `curl` command.
 */
export function TestKeyDialog({ apiKey, onClose }: TestKeyDialogProps) {
  useLazyMessages(['request-log'], messageFiles)
  const { t } = useTranslation(['api-keys', 'common', 'request-log'])
  const models = useApiQuery('/api/models', {})
  const subscription = useMySubscription()
  const test = useTestApiKey()
  // With what it was sent to: the catalogue or the plan may load or change after the test.
  const [sent, setSent] = useState<{ result: TestResult; target: TestTarget } | null>(null)
  const [error, setError] = useState('')
  const target = pickTestTarget(apiKey, models.data?.items, planScope(subscription.data))
  // Until both have answered (or failed), the pick may be of an API the plan does not serve.
  const isPicking = (!models.data && !models.error) || (!subscription.data && !subscription.error)

  const handleSend = async () => {
    if (test.isMutating || isPicking) return
    setError('')
    try {
      setSent({ result: await test.trigger({ apiKey, ...target }), target })
    } catch {
      setError(t('test.failed'))
    }
  }

  return (
    <Dialog
      open
      title={t('test.title', { name: apiKey.name })}
      description={<p>{t('test.body', { model: target.model, api: t(`request-log:apis.${target.api}`) })}</p>}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('test.close')}
          </Button>
          <Button isLoading={test.isMutating} disabled={isPicking} onClick={() => void handleSend()}>
            {test.isMutating ? t('test.pending') : sent ? t('test.again') : t('test.send')}
          </Button>
        </>
      }
    >
      <div className={toolStyles.body} aria-live="polite">
        {sent && !test.isMutating ? (
          <TestOutcome result={sent.result} apiKey={apiKey} target={sent.target} />
        ) : null}
        <p className={styles.dialogError} role="alert">
          {error}
        </p>
      </div>
    </Dialog>
  )
}

function TestOutcome({ result, apiKey, target }: { result: TestResult; apiKey: ApiKey; target: TestTarget }) {
  const { t, i18n } = useTranslation('api-keys')
  const language = i18n.language
  if (result.kind === 'unreachable') {
    const command = testCurlCommand(apiKey.key, target)
    return (
      <>
        <p className={toolStyles.outcome}>
          <XCircleIcon width={18} height={18} aria-hidden="true" />
          {t('test.unreachable', { origin: runtimeConfig.apiOrigin || window.location.origin })}
        </p>
        <p>{t('test.curlIntro')}</p>
        <pre className={styles.env}>
          <code>{command}</code>
        </pre>
        <div className={styles.actions}>
          <CopyButton text={command} label={t('test.copyCurl')} size="medium" />
        </div>
      </>
    )
  }
  const time = formatNumber(language, result.durationMs, {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
  })
  if (result.kind === 'served') {
    return (
      <>
        <p className={toolStyles.outcome}>
          <CheckIcon width={18} height={18} aria-hidden="true" />
          {t('test.served')}
        </p>
        <dl className={toolStyles.facts}>
          <dt>{t('test.status')}</dt>
          <dd>{result.status}</dd>
          <dt>{t('test.model')}</dt>
          <dd>{result.model}</dd>
          <dt>{t('test.time')}</dt>
          <dd>{time}</dd>
          <dt>{t('test.cost')}</dt>
          <dd>
            {result.cost === null
              ? t('test.costUnknown')
              : formatNumber(language, result.cost, {
                  style: 'currency',
                  currency: 'USD',
                  // A test costs a fraction of a cent, which two decimals would show as $0.00.
                  maximumFractionDigits: result.cost < 0.01 ? 6 : 2,
                })}
          </dd>
        </dl>
      </>
    )
  }
  const explanation = explainFailure({
    errorCode: result.code,
    status: result.status,
    resetsAt: result.resetsAt,
  }) ?? { kind: 'unknown', status: result.status, code: result.code }
  return (
    <>
      <p className={toolStyles.outcome}>
        <XCircleIcon width={18} height={18} aria-hidden="true" />
        {result.code
          ? t('test.refusedWithCode', { status: result.status, code: result.code })
          : t('test.refused', { status: result.status })}
      </p>
      <FailureText
        explanation={explanation}
        request={{ api: target.api, model: target.model }}
        headingClassName={toolStyles.heading}
      />
    </>
  )
}
