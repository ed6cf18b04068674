import { useTranslation } from 'react-i18next';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  testId: string;
}

/** Previous / next page of a list, with where the user is; nothing for a single page. */
export function Pager({ page, pages, onPage, testId }: PagerProps) {
  const { t } = useTranslation('agentMoney');
  if (pages <= 1) return null;
  return (
    <nav className="agent-money__pager" aria-label={t('income.page', { page, pages })} data-testid={testId}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
        data-testid={`${testId}-previous`}
      >
        {t('income.previous')}
      </button>
      <span aria-live="polite">{t('income.page', { page, pages })}</span>
      <button
        type="button"
        className="button"
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1);
        }}
        data-testid={`${testId}-next`}
      >
        {t('income.next')}
      </button>
    </nav>
  );
}
