import { useTranslation } from 'react-i18next';
import { useSiteName } from '../../../lib/system-status/get-system-status.ts';
import './help.css';

/** Sections of the agreement, in order; their texts are in the `member` dictionaries (EN and TY). */
const SECTIONS = [
  'acceptance',
  'eligibility',
  'account',
  'funds',
  'fairPlay',
  'responsible',
  'privacy',
  'changes',
] as const;

/** `/m/useragreement` (lobby spec §2.1): the site's terms of use, in the interface language. */
export default function UserAgreementPage() {
  const { t } = useTranslation('member');
  const site = useSiteName();
  return (
    <article className="help-page agreement" data-testid="agreement-page">
      <p className="help-page__intro">{t('agreement.intro', { site })}</p>
      {SECTIONS.map((section, index) => (
        <section key={section} className="agreement__section">
          <h2 className="agreement__heading">
            {String(index + 1)}. {t(`agreement.${section}.title`)}
          </h2>
          <p className="agreement__text">{t(`agreement.${section}.text`, { site })}</p>
        </section>
      ))}
    </article>
  );
}
