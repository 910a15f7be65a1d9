import { useTranslation } from 'react-i18next'
import { CheckIcon, MinusCircleIcon } from '#src/components/icons/icons.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { CODING_TOOL_NAMES } from '#src/features/models/utils/catalogue-filter.ts'
import { formatNumber } from '#src/utils/format.ts'
import styles from './models.module.css'

type Model = components['schemas']['Model']

const PRICE_KINDS = ['input', 'output', 'cacheWrite', 'cacheRead'] as const

/** A price per million tokens may be a fraction of a cent ($0.175): up to four decimals, at least two. */
const PRICE_FORMAT = { minimumFractionDigits: 2, maximumFractionDigits: 4 } as const

/**
 * One row per model. On narrow screens the rows stack as cards (CSS), each cell labelled by `data-label`, so
 * the same table serves every width.
 */
export function ModelTable({ models }: { models: readonly Model[] }) {
  const { t, i18n } = useTranslation('models')
  const language = i18n.language
  const price = (amount: number, currency: string) =>
    formatNumber(language, amount, { ...PRICE_FORMAT, style: 'currency', currency })

  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" rowSpan={2}>
            {t('table.model')}
          </th>
          <th scope="colgroup" colSpan={PRICE_KINDS.length} className={styles.group}>
            {t('table.prices')}
          </th>
          <th scope="col" rowSpan={2}>
            {t('table.context')}
          </th>
          <th scope="col" rowSpan={2}>
            {t('table.tools')}
          </th>
          <th scope="col" rowSpan={2}>
            {t('table.plans')}
          </th>
          <th scope="col" rowSpan={2}>
            {t('table.weeklyOpus')}
          </th>
        </tr>
        <tr>
          {PRICE_KINDS.map((kind) => (
            <th key={kind} scope="col" className={styles.number}>
              {t(`table.${kind}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {models.map((model) => (
          <tr key={model.id}>
            <th scope="row" className={styles.modelCell}>
              <span className={styles.modelName}>{model.name}</span>
              <code className={styles.modelId}>{model.id}</code>
              <span className={styles.vendor}>{model.vendor}</span>
            </th>
            {PRICE_KINDS.map((kind) => (
              <td key={kind} className={styles.number} data-label={t(`table.${kind}`)}>
                {price(model.prices[kind], model.prices.currency)}
              </td>
            ))}
            <td className={styles.number} data-label={t('table.context')}>
              {t('table.contextTokens', {
                size: formatNumber(language, model.contextWindow, { notation: 'compact' }),
              })}
            </td>
            <td data-label={t('table.tools')}>
              <ul className={styles.names}>
                {model.tools.map((tool) => (
                  <li key={tool}>{CODING_TOOL_NAMES[tool]}</li>
                ))}
              </ul>
            </td>
            <td data-label={t('table.plans')}>
              <ul className={styles.names}>
                {model.planScopes.map((scope) => (
                  <li key={scope}>{t(`scope.${scope}`)}</li>
                ))}
              </ul>
            </td>
            <td data-label={t('table.weeklyOpus')}>
              {model.countsTowardWeeklyOpus ? (
                <span className={styles.opus}>
                  <CheckIcon />
                  {t('table.countsOpus')}
                </span>
              ) : (
                <span className={styles.notOpus}>
                  <MinusCircleIcon />
                  {t('table.notOpus')}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
