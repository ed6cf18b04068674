import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../components/load-state.tsx';
import type { InboxMessage } from '@h5/contract/endpoints/messages.ts';
import { useInbox } from '../api/get-inbox.ts';
import { useReadMail } from '../api/read-mail.ts';
import { mailTime } from '../mail-time.ts';
import './mail.css';

/**
 * `/m/webEmail` (lobby §2.1, §2.3, MAILCEN): the member's inbox. An unread message has a dot; opening it marks it
 * read, which clears the dot and, through the unread-count query, the header's and agent home's counts. The
 * content is plain text (the contract's inbox message). The route refuses guests and trial accounts.
 */
export default function MailPage() {
  const { t } = useTranslation('member');
  const inbox = useInbox();
  const read = useReadMail();
  const [open, setOpen] = useState<number | null>(null);

  if (inbox.isPending) return <LoadingState testId="mail-loading" />;
  if (inbox.isError) {
    return (
      <ErrorState
        error={inbox.error}
        retrying={inbox.isFetching}
        onRetry={() => void inbox.refetch()}
        testId="mail-error"
      />
    );
  }
  const messages = inbox.data.pages.flatMap((page) => page.list);
  if (messages.length === 0) return <EmptyState testId="mail-empty" homeLink />;

  const toggle = (mail: InboxMessage) => {
    setOpen((current) => (current === mail.id ? null : mail.id));
    if (!mail.read) read.mutate(mail.id);
  };

  return (
    <section className="mail" data-testid="mail-page">
      <ul className="mail__list" data-testid="mail-list">
        {messages.map((mail) => {
          const expanded = open === mail.id;
          return (
            <li key={mail.id} className="mail__item" data-testid={`mail-${String(mail.id)}`}>
              <button
                type="button"
                className="mail__head"
                aria-expanded={expanded}
                aria-controls={`mail-body-${String(mail.id)}`}
                onClick={() => {
                  toggle(mail);
                }}
              >
                {!mail.read && (
                  <span
                    className="mail__dot"
                    data-testid="mail-unread-dot"
                    role="img"
                    aria-label={t('mail.unread')}
                  />
                )}
                <span className={`mail__title${mail.read ? '' : ' mail__title--unread'}`}>{mail.title}</span>
                <time className="mail__time">{mailTime(mail.createTime)}</time>
              </button>
              {expanded && (
                <div id={`mail-body-${String(mail.id)}`} className="mail__body">
                  <p className="mail__content" data-testid="mail-content">
                    {mail.content}
                  </p>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {inbox.hasNextPage && (
        <button
          type="button"
          className="mail__more"
          disabled={inbox.isFetchingNextPage}
          data-testid="mail-more"
          onClick={() => void inbox.fetchNextPage()}
        >
          {inbox.isFetchingNextPage ? t('common.loading', { ns: 'translation' }) : t('records.loadMore')}
        </button>
      )}
      {read.isError && (
        <p className="mail__error" role="alert">
          {t('mail.readFailed')}
        </p>
      )}
    </section>
  );
}
