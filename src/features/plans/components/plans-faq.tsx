import { useTranslation } from 'react-i18next'
import { Disclosure } from '../../../components/ui/disclosure.tsx'

const QUESTIONS = ['upgrade', 'limit', 'refund', 'quota', 'scope'] as const

/** The pricing FAQ of SPEC §1, as disclosures. */
export function PlansFaq() {
  const { t } = useTranslation('plans')
  return (
    <div>
      {QUESTIONS.map((question) => (
        <Disclosure key={question} title={t(`faq.${question}.question`)}>
          <p>{t(`faq.${question}.answer`)}</p>
        </Disclosure>
      ))}
    </div>
  )
}
