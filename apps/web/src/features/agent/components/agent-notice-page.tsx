import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../components/load-state.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useAgentAnnouncements } from '../api/get-agent-announcements.ts';
import { useReadAgentNotice } from '../api/read-agent-notice.ts';
import './agent.css';

/**
 * `/m/member/notice?types=A` (lobby §2.12 footer): the agent notices, newest first, with an unread dot; opening one
 * marks it read, which lowers the footer's unread badge. Agents only, like the agent home (the route's guard).
 */
export default function AgentNoticePage() {
  const { t } = useTranslation('member');
  const notices = useAgentAnnouncements();
  const read = useReadAgentNotice();
  const [open, setOpen] = useState<number | null>(null);
  if (notices.isPending) return <LoadingState testId="agent-notice-loading" />;
  if (notices.isError) {
    return (
      <ErrorState
        error={notices.error}
        retrying={notices.isFetching}
        onRetry={() => void notices.refetch()}
        testId="agent-notice-error"
      />
    );
  }
  if (notices.data.notices.length === 0) return <EmptyState testId="agent-notice-empty" />;
  return (
    <section className="agent-notices" data-testid="agent-notice-page">
      <ul className="agent-notices__list">
        {notices.data.notices.map((notice) => {
          const expanded = open === notice.id;
          return (
            <li
              key={notice.id}
              className="agent-notices__item"
              data-testid={`agent-notice-${String(notice.id)}`}
            >
              <button
                type="button"
                className="agent-notices__head"
                aria-expanded={expanded}
                onClick={() => {
                  setOpen(expanded ? null : notice.id);
                  if (!notice.read) read.mutate(notice.id);
                }}
              >
                {!notice.read && (
                  <span
                    className="agent-notices__dot"
                    role="img"
                    aria-label={t('mail.unread')}
                    data-testid="agent-notice-dot"
                  />
                )}
                <span className={notice.read ? undefined : 'agent-notices__unread'}>{notice.title}</span>
              </button>
              {expanded && <SafeHtml html={notice.content} className="agent-notices__content" />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
