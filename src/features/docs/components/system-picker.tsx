import { useTranslation } from 'react-i18next'
import { SegmentedControl } from '#src/components/ui/segmented-control.tsx'
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

type SystemPickerProps = {
  selection: Selection
  onChange: (change: { os: OperatingSystem; shell?: Shell }) => void
}

/** The operating system, and for macOS and Linux the shell, that every command is written for. */
export function SystemPicker({ selection, onChange }: SystemPickerProps) {
  const { t } = useTranslation('docs')
  return (
    <div className={styles.picker}>
      <SegmentedControl
        legend={t('system.os')}
        values={SYSTEMS}
        value={selection.os}
        labelOf={(os) => t(`system.${os}`)}
        onChange={(os) => onChange({ os })}
      />
      {isUnix(selection.os) ? (
        <SegmentedControl
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
