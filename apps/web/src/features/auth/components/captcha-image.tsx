import { useTranslation } from 'react-i18next';

/** The clickable captcha picture (accounts spec §2, §4): a tap fetches a new one. */
export function CaptchaImage({
  src,
  loading,
  failed,
  onRefresh,
  testId,
}: {
  src: string | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="captcha"
      data-testid={testId}
      aria-label={failed ? t('auth.captchaRetry') : t('auth.captchaImage')}
      aria-busy={loading}
      onClick={onRefresh}
    >
      {src && !failed ? (
        <img src={src} alt="" width="140" height="60" />
      ) : (
        <span className="captcha__text">{failed ? '↻' : '…'}</span>
      )}
    </button>
  );
}
