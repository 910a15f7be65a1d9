import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SegmentedControl } from '#src/components/ui/segmented-control.tsx'
import {
  OUTCOMES,
  RANGE_PRESETS,
  type Outcome,
  type RangePreset,
  type UsageFilters,
} from '#src/features/usage/utils/filters.ts'
import styles from './usage.module.css'

export type FilterControl = 'range' | 'from' | 'to' | 'key' | 'model' | 'outcome'
export type FilterOption = { value: string; label: string }

export type UsageFiltersFormProps = {
  filters: UsageFilters
  timeZone: string
  keyOptions: FilterOption[]
  modelOptions: FilterOption[]
  /** Why a control's value is refused, shown beside it. */
  errors: Partial<Record<FilterControl, string>>
  isPlanFallback: boolean
  /** The range's instants in words, once they are known. */
  shown?: string
  onRangeChange: (range: RangePreset) => void
  onChange: (filters: UsageFilters, mode: 'push' | 'replace') => void
}

export function UsageFiltersForm({
  filters,
  timeZone,
  keyOptions,
  modelOptions,
  errors,
  isPlanFallback,
  shown,
  onRangeChange,
  onChange,
}: UsageFiltersFormProps) {
  const { t } = useTranslation('usage')
  const titleId = useId()
  const rangeNote = errors.range ?? (isPlanFallback ? t('filters.planFallback') : undefined)

  return (
    <section className={styles.filters} aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t('filters.title')}
      </h2>
      <div className={styles.rangeRow}>
        <SegmentedControl
          legend={t('filters.range')}
          values={RANGE_PRESETS}
          value={filters.range}
          labelOf={(preset) => t(`filters.ranges.${preset}`)}
          onChange={onRangeChange}
        />
        {rangeNote ? <p className={errors.range ? styles.fieldError : styles.note}>{rangeNote}</p> : null}
      </div>
      {filters.range === 'custom' ? (
        <div className={styles.dates}>
          <DateField
            label={t('filters.from')}
            value={filters.from}
            error={errors.from}
            onChange={(from) => onChange({ ...filters, from }, 'replace')}
          />
          <DateField
            label={t('filters.to')}
            value={filters.to}
            error={errors.to}
            onChange={(to) => onChange({ ...filters, to }, 'replace')}
          />
          <p className={styles.hint}>{t('filters.customHint', { timeZone })}</p>
        </div>
      ) : null}
      <div className={styles.selects}>
        <SelectField
          label={t('filters.key')}
          allLabel={t('filters.allKeys')}
          value={filters.key}
          options={keyOptions}
          error={errors.key}
          onChange={(key) => onChange({ ...filters, key }, 'push')}
        />
        <SelectField
          label={t('filters.model')}
          allLabel={t('filters.allModels')}
          value={filters.model}
          options={modelOptions}
          error={errors.model}
          onChange={(model) => onChange({ ...filters, model }, 'push')}
        />
        <SelectField
          label={t('filters.outcome')}
          allLabel={t('filters.outcomes.all')}
          value={filters.outcome}
          options={OUTCOMES.map((outcome) => ({ value: outcome, label: t(`filters.outcomes.${outcome}`) }))}
          error={errors.outcome}
          onChange={(outcome) => onChange({ ...filters, outcome: outcome as Outcome | undefined }, 'push')}
        />
      </div>
      <p className={styles.shown} aria-live="polite">
        {shown ?? '\u00a0'}
      </p>
    </section>
  )
}

function DateField({
  label,
  value,
  error,
  onChange,
}: {
  label: string
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

function SelectField({
  label,
  allLabel,
  value,
  options,
  error,
  onChange,
}: {
  label: string
  allLabel: string
  value: string | undefined
  options: FilterOption[]
  error?: string
  onChange: (value: string | undefined) => void
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
