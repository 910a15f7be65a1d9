import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#src/components/ui/button.tsx'
import { Dialog } from '#src/components/ui/dialog.tsx'
import { useApiQuery } from '#src/lib/api/swr.ts'
import { explainFailure } from '#src/lib/explain-failure.ts'
import {
  TOKEN_KINDS,
  costBreakdown,
  formatExactCost,
  isSameCost,
  totalTokens,
} from '#src/features/usage/utils/request-cost.ts'
import type { UsageRequest } from '#src/features/usage/utils/usage-query.ts'
import { RequestLogFailure } from './request-log-failure.tsx'
import { useRequestFormat } from './request-log-format.ts'
import { RequestOutcome } from './request-log-outcome.tsx'
import styles from './request-log.module.css'

type RequestLogDetailsProps = {
  /** The request shown; null keeps the dialog closed. */
  request: UsageRequest | null
  onClose: () => void
  /** Where focus goes when the row that opened the dialog has scrolled out of the page. */
  fallbackFocus?: () => HTMLElement | null | undefined
}

/** One request in full: its figures, how its cost adds up from the model's prices, and for a failure, why. */
export function RequestLogDetails({ request, onClose, fallbackFocus }: RequestLogDetailsProps) {
  const { t } = useTranslation('request-log')
  const format = useRequestFormat()
  return (
    <Dialog
      open={request !== null}
      title={request ? t('details.title', { time: format.time(request) }) : ''}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('details.close')}
        </Button>
      }
    >
      {request ? <DetailsBody request={request} /> : null}
    </Dialog>
  )
}

function DetailsBody({ request }: { request: UsageRequest }) {
  const { t } = useTranslation('request-log')
  const format = useRequestFormat()
  const explanation = explainFailure(request)
  return (
    <div className={styles.details}>
      <dl className={styles.facts}>
        <dt>{t('columns.outcome')}</dt>
        <dd>
          <RequestOutcome request={request} />
        </dd>
        <dt>{t('details.key')}</dt>
        <dd>{request.keyName ?? <em>{t('deletedKey')}</em>}</dd>
        <dt>{t('details.model')}</dt>
        <dd>{request.model}</dd>
        <dt>{t('details.api')}</dt>
        <dd>{t(`apis.${request.api}`)}</dd>
        <dt>{t('details.status')}</dt>
        <dd>{request.status}</dd>
        <dt>{t('details.duration')}</dt>
        <dd>{format.duration(request.durationMs)}</dd>
        <dt>{t('details.firstToken')}</dt>
        <dd>
          {request.firstTokenMs === null ? t('details.notStreamed') : format.duration(request.firstTokenMs)}
        </dd>
      </dl>
      {explanation && totalTokens(request.tokens) === 0 ? (
        <p>{t('details.refusedFree')}</p>
      ) : (
        <CostComputation request={request} />
      )}
      {explanation ? <RequestLogFailure explanation={explanation} request={request} /> : null}
    </div>
  )
}

/** Tokens × the model's price per million = the cost, kind by kind; without a price list, the tokens alone. */
function CostComputation({ request }: { request: UsageRequest }) {
  const { t } = useTranslation('request-log')
  const format = useRequestFormat()
  const captionId = useId()
  // Public and optional: without it (404, 405, or still loading) the tokens and the charged cost still show.
  const { data: catalogue } = useApiQuery('/api/models', {})
  const prices = catalogue?.items.find((model) => model.id === request.model)?.prices
  const breakdown = prices ? costBreakdown(request.tokens, prices) : null
  const exact = (amount: number) => formatExactCost(format.language, amount)
  const charged = exact(request.cost.amount)

  return (
    <div>
      <h3 className={styles.detailsHeading} id={captionId}>
        {t('details.costTitle')}
      </h3>
      <table className={styles.computation} aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t('details.kind')}</th>
            <th scope="col">{t('details.tokens')}</th>
            {breakdown ? (
              <>
                <th scope="col">{t('details.price')}</th>
                <th scope="col">{t('details.cost')}</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {TOKEN_KINDS.map((kind) => {
            const line = breakdown?.lines.find((entry) => entry.kind === kind)
            return (
              <tr key={kind}>
                <th scope="row">{t(`details.kinds.${kind}`)}</th>
                <td>{format.number(request.tokens[kind])}</td>
                {line ? (
                  <>
                    <td>
                      <span aria-hidden="true">× </span>
                      {exact(line.pricePerMillion)}
                    </td>
                    <td>
                      <span aria-hidden="true">= </span>
                      {exact(line.cost)}
                    </td>
                  </>
                ) : null}
              </tr>
            )
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('details.total')}</th>
            <td>{format.number(totalTokens(request.tokens))}</td>
            {breakdown ? (
              <>
                <td />
                <td>{exact(breakdown.total)}</td>
              </>
            ) : null}
          </tr>
        </tfoot>
      </table>
      {breakdown ? (
        <>
          <p className={styles.costNote}>{t('details.costCaption')}</p>
          {isSameCost(breakdown.total, request.cost.amount) ? null : (
            <p>{t('details.pricesChanged', { computed: exact(breakdown.total), charged })}</p>
          )}
        </>
      ) : (
        <>
          <p>{t('details.charged', { cost: charged })}</p>
          <p className={styles.costNote}>{t('details.noPrices')}</p>
        </>
      )}
    </div>
  )
}
