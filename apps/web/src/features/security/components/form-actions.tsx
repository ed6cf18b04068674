import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  testId: string;
  busy: boolean;
  onCancel: () => void;
}

/** Cancel and save, at the end of each security-centre form. */
export function FormActions({ testId, busy, onCancel }: FormActionsProps) {
  const { t } = useTranslation('withdraw');
  return (
    <div className="security-form__actions">
      {/* Nothing to press twice, or to leave half done, while the request is on its way. */}
      <button
        type="button"
        className="button"
        onClick={onCancel}
        disabled={busy}
        data-testid={`${testId}-cancel`}
      >
        {t('security.cancel')}
      </button>
      <button
        type="submit"
        className="button button--primary"
        data-busy={busy ? '' : undefined}
        aria-busy={busy}
        disabled={busy}
        data-testid={`${testId}-submit`}
      >
        {t('security.save')}
      </button>
    </div>
  );
}
