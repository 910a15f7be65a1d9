import { useTranslation } from 'react-i18next'

/** As the landing pages' `meta.title` messages read ("Pricing · Relay Portal"); React hoists `<title>`. */
export function PageTitle({ children }: { children: string }) {
  const { t } = useTranslation()
  return <title>{`${children} · ${t('appName')}`}</title>
}
