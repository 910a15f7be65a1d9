import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  SHELLS,
  SHELL_NAMES,
  SYSTEMS,
  isUnix,
  type OperatingSystem,
  type Shell,
} from '#src/lib/tools/shell-commands.ts'
import type { Selection } from '#src/features/docs/utils/selection.ts'
import styles from './docs.module.css'

type SegmentProps<Value extends string> = {
  legend: string
  values: readonly Value[]
  value: Value
  labelOf: (value: Value) => string
  onChange: (value: Value) => void
}

/** A radio group drawn as a segmented control: the arrow keys move the choice, as with any radio group. */
function Segment<Value extends string>({ legend, values, value, labelOf, onChange }: SegmentProps<Value>) {
  const name = useId()
  return (
    <fieldset className={styles.segment}>
      <legend className={styles.segmentLegend}>{legend}</legend>
      <div className={styles.segmentOptions}>
        {values.map((option) => (
          <label key={option} className={styles.segmentOption}>
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

type SystemPickerProps = {
  selection: Selection
  onChange: (change: { os: OperatingSystem; shell?: Shell }) => void
}

/** The operating system, and for macOS and Linux the shell, that every command is written for. */
export function SystemPicker({ selection, onChange }: SystemPickerProps) {
  const { t } = useTranslation('docs')
  return (
    <div className={styles.picker}>
      <Segment
        legend={t('system.os')}
        values={SYSTEMS}
        value={selection.os}
        labelOf={(os) => t(`system.${os}`)}
        onChange={(os) => onChange({ os })}
      />
      {isUnix(selection.os) ? (
        <Segment
          legend={t('system.shell')}
          values={SHELLS}
          value={selection.shell}
          labelOf={(shell) => SHELL_NAMES[shell]}
          onChange={(shell) => onChange({ os: selection.os, shell })}
        />
      ) : null}
    </div>
  )
}
