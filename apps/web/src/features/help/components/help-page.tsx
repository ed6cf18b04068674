import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/load-state.tsx';
import { PageBar } from '../../../components/page-bar.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useHelpCenter, type HelpItem } from '../api/get-help-center.ts';
import { selectedIndex } from '../help-index.ts';
import './help.css';

/**
 * `/m/help` (lobby §2.13): the help titles as tabs and the selected one's sanitised content; the selection is the
 * `i` query parameter (default 0), so a link can open a given topic. The shell header is hidden here (§2.2).
 */
export default function HelpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="help" data-testid="help-page">
      <PageBar
        title={t('title.help')}
        backLabel={t('common.back')}
        onBack={() => {
          // Lobby §2.3: back in history when the app has an earlier entry (React Router's idx), else home.
          const idx = (window.history.state as { idx?: unknown } | null)?.idx;
          if (typeof idx === 'number' && idx > 0) void navigate(-1);
          else void navigate(PATHS.home);
        }}
      />
      <HelpTopics />
    </section>
  );
}

function HelpTopics() {
  const { t } = useTranslation('member');
  const help = useHelpCenter();
  const [params, setParams] = useSearchParams();
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
  if (help.data.length === 0) return <EmptyState testId="help-empty" homeLink />;
  const index = selectedIndex(params.get('i'), help.data.length);
  const item = help.data[index];
  return (
    <>
      <nav className="help__tabs" aria-label={t('help.topics')} data-testid="help-tabs">
        {help.data.map((topic, i) => (
          <button
            key={`${topic.title}-${String(i)}`}
            type="button"
            className="help__tab"
            aria-current={i === index ? 'true' : undefined}
            // The chosen topic may sit beyond the strip's edge (a link with ?i=): bring it into view.
            ref={
              i === index ? (tab) => tab?.scrollIntoView({ block: 'nearest', inline: 'center' }) : undefined
            }
            data-testid={`help-tab-${String(i)}`}
            onClick={() => {
              setParams({ i: String(i) }, { replace: true });
            }}
          >
            {topic.title}
          </button>
        ))}
      </nav>
      {item && <HelpArticle item={item} />}
    </>
  );
}

/** One topic: its title, sanitised content and any sub-topics. */
export function HelpArticle({ item }: { item: HelpItem }) {
  return (
    <article className="help__article" data-testid="help-article">
      <h2 className="help__title" data-testid="help-title">
        {item.title}
      </h2>
      <SafeHtml html={item.content} className="help__content" testId="help-content" />
      {item.children.map((child, i) => (
        <section key={`${child.title}-${String(i)}`} className="help__child">
          <h3 className="help__child-title">{child.title}</h3>
          <SafeHtml html={child.content} className="help__content" />
        </section>
      ))}
    </article>
  );
}
