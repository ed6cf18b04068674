import { useTranslation } from 'react-i18next';
import type { FailureText } from '../constants.ts';

/** A social sign-in failure in the player's language (the `social` texts, or the dictionary's words). */
export function FailureMessage({ text, testId }: { text: FailureText; testId: string }) {
  const { t } = useTranslation('social');
  return (
    <p className="notice notice--error" role="alert" data-testid={testId}>
      {'social' in text ? t(`errors.${text.social}`) : t(`errors.${text.main}`, { ns: 'translation' })}
    </p>
  );
}
