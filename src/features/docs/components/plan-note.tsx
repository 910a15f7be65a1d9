import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { InfoIcon } from '#src/components/icons/shell-icons.tsx'
import { paths } from '#src/config/paths.ts'
import { TOOL_NAMES, type Tool } from '#src/lib/tools/tools.ts'
import { sentenceSpace } from '#src/utils/format.ts'
import styles from './docs.module.css'

/**
 * A tool the signed-in user's plan does not cover: its guide stays readable (a plan may change), and the
 * note says why the relay would refuse it and where plans that include it are.
 */
export function PlanNote({ tool, planName }: { tool: Tool; planName: string }) {
  const { t, i18n } = useTranslation('docs')
  return (
    <div className={styles.note} role="note">
      <InfoIcon className={styles.noteIcon} />
      <p>
        {t('plan.notIncluded', { tool: TOOL_NAMES[tool], plan: planName })}
        {sentenceSpace(i18n.language)}
        <Link to={paths.plans}>{t('plan.seePlans')}</Link>
      </p>
    </div>
  )
}
