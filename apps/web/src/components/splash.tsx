import { useTranslation } from 'react-i18next';

/** The start-up splash; the same markup as the static one in index.html, so nothing jumps when React takes over. */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div className="splash" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <img
        className="splash__logo"
        src={`${import.meta.env.BASE_URL}logo.svg`}
        alt=""
        width="72"
        height="72"
      />
      <span className="splash__spinner" aria-hidden="true" />
    </div>
  );
}
