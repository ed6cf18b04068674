import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/ui/copy-text.ts';

/**
 * Copies `text` (an account number, a reference) and says so in a short toast (lobby §9: default notice). The toast
 * (antd-mobile, 45 KB gz) loads on the first copy, so the deposit page itself does not wait for it.
 */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { t } = useTranslation('deposit');
  return (
    <button
      type="button"
      className="deposit__copy"
      aria-label={label}
      data-testid={testId}
      onClick={() => {
        void Promise.all([copyText(text), import('../../../lib/ui/antd.ts')]).then(([copied, { Toast }]) => {
          Toast.show({
            content: copied ? t('common.copy_success', { ns: 'translation' }) : t('manual.copyFailed'),
          });
        });
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M9 9h10v10H9zM5 15V5h10"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
