import { useTranslation } from 'react-i18next'

/**
 * The document title of a page the app renders itself: what the page is, then the product's name, as the
 * landing pages' own `meta.title` messages read ("Pricing · Relay Portal"). React moves the `<title>` into the
 * document's head while the page is shown.
 */
export function PageTitle({ children }: { children: string }) {
  const { t } = useTranslation()
  return <title>{`${children} · ${t('appName')}`}</title>
}
