import { useId } from 'react'
import styles from './meter.module.css'

export type MeterProps = {
  /** Visible name of the gauge, also its accessible name. */
  label: string
  value: number
  max: number
  min?: number
  /** The reading in words ("$9.87 of $30.00 used (33%)"): shown beside the bar and announced as `aria-valuetext`. */
  valueText: string
  /** From this share of the range on, the bar turns to the warning look (the text says the same in words). */
  high?: number
  className?: string
}

export function meterRatio(value: number, min: number, max: number): number {
  if (!(max > min)) return value > min ? 1 : 0
  return Math.min(1, Math.max(0, (value - min) / (max - min)))
}

/** Colour only repeats the written reading; a value out of range is clamped for the bar, not the text. */
export function Meter({ label, value, max, min = 0, valueText, high = 0.8, className }: MeterProps) {
  const labelId = useId()
  const ratio = meterRatio(value, min, max)
  const level = ratio >= 1 ? 'full' : ratio >= high ? 'high' : 'normal'
  return (
    <div className={[styles.meter, className].filter(Boolean).join(' ')}>
      <div className={styles.head}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.text}>{valueText}</span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={Math.min(max, Math.max(min, value))}
        aria-valuetext={valueText}
        className={styles.track}
        data-level={level}
      >
        <span className={styles.fill} style={{ width: `${ratio * 100}%` }} />
      </div>
    </div>
  )
}
