import { useTranslation } from 'react-i18next'
import { GlobeIcon } from '#src/components/icons/shell-icons.tsx'
import { setLanguage } from '#src/lib/i18n.ts'
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '#src/lib/languages.ts'
import styles from './header.module.css'

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  return (
    <label className={styles.language}>
      <GlobeIcon />
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value)
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  )
}
