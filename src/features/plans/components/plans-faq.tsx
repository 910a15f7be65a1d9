import { useTranslation } from 'react-i18next'
import { Disclosure } from '#src/components/ui/disclosure.tsx'

const QUESTIONS = ['upgrade', 'limit', 'refund', 'quota', 'scope'] as const

/** The pricing page's frequently asked questions, as disclosures. */
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
