import { useTranslation } from 'react-i18next'
import type { CcSwitchUsageLabels } from '#src/lib/tools/cc-switch-usage.ts'

/** The texts CC Switch's usage query shows, in the page's language (they travel in the import link). */
export function useCcSwitchUsageLabels(): CcSwitchUsageLabels {
  const { t } = useTranslation('api-keys')
  return {
    daily: t('ccSwitchUsage.daily'),
    weeklyOpus: t('ccSwitchUsage.weeklyOpus'),
    monthly: t('ccSwitchUsage.monthly'),
    requests: t('ccSwitchUsage.requests'),
    unlimited: t('ccSwitchUsage.unlimited'),
    noSubscription: t('ccSwitchUsage.noSubscription'),
    expired: t('ccSwitchUsage.expired'),
    failed: t('ccSwitchUsage.failed'),
  }
}
