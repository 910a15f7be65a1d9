import { useId } from 'react'
import styles from './segmented-control.module.css'

type SegmentedControlProps<Value extends string> = {
  legend: string
  values: readonly Value[]
  value: Value
  labelOf: (value: Value) => string
  onChange: (value: Value) => void
}

/** A radio group underneath: the arrow keys move the choice, and it is announced as a radio button's. */
export function SegmentedControl<Value extends string>({
  legend,
  values,
  value,
  labelOf,
  onChange,
}: SegmentedControlProps<Value>) {
  const name = useId()
  return (
    <fieldset className={styles.segment}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {values.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <span>{labelOf(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
