import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/load-state.tsx';
import { useHelpCenter } from '../api/get-help-center.ts';
import { selectedIndex } from '../help-index.ts';
import { HelpArticle } from './help-page.tsx';
import './help.css';

/** `/m/helpDetail?i=` (lobby §2.13): one help topic on its own page, under the shell header's title and back. */
export default function HelpDetailPage() {
  const help = useHelpCenter();
  const [params] = useSearchParams();
  if (help.isPending) return <LoadingState testId="help-loading" />;
  if (help.isError) {
    return (
      <ErrorState
        error={help.error}
        retrying={help.isFetching}
        onRetry={() => void help.refetch()}
        testId="help-error"
      />
    );
  }
  const item = help.data[selectedIndex(params.get('i'), help.data.length)];
  if (!item) return <EmptyState testId="help-empty" homeLink />;
  return (
    <section className="help" data-testid="help-detail-page">
      <HelpArticle item={item} />
    </section>
  );
}
