import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { usePlayerNotices } from '../api/get-player-notices.ts';
import { htmlToText } from '../html-text.ts';
import './notice.css';

/**
 * `/m/notice` (lobby spec §2.6): the player notices with title and content. The shell header carries the title
 * and the back arrow (back always goes home on this page, lobby §2.3).
 */
export default function NoticePage() {
  return (
    <section className="notice-page" data-testid="notice-page">
      <NoticeList />
    </section>
  );
}

function NoticeList() {
  const { t } = useTranslation();
  const notices = usePlayerNotices();

  if (notices.isPending) {
    return (
      <p className="notice-page__status" role="status" data-testid="notice-loading">
        {t('common.loading')}
      </p>
    );
  }

  if (notices.isError) {
    return (
      <div className="notice-page__status" role="alert" data-testid="notice-error">
        <p>{errorMessage(t, notices.error)}</p>
        <button
          type="button"
          className="notice-page__retry"
          disabled={notices.isFetching}
          onClick={() => void notices.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }

  if (notices.data.length === 0) {
    return (
      <div className="notice-page__status" data-testid="notice-empty">
        <p>{t('common.in_no_data')}</p>
        <Link className="notice-page__link" to={PATHS.home}>
          {t('common.backHome')}
        </Link>
      </div>
    );
  }

  return (
    <ul className="notice-page__list" data-testid="notice-list">
      {notices.data.map((notice) => (
        <li key={notice.id} className="notice-page__item">
          <h2 className="notice-page__title">
            <NoticeTitle title={notice.title} href={notice.externalLink} />
          </h2>
          <p className="notice-page__content">{htmlToText(notice.content)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * A notice's title, as a link when the notice has one (lobby §2.10's rule for announcement links): `http…` opens
 * outside the app, a path navigates inside it.
 */
function NoticeTitle({ title, href }: { title: string; href: string }) {
  const target = href.trim();
  if (!target) return title;
  if (/^https?:/i.test(target)) {
    return (
      <a className="notice-page__link" href={target} target="_blank" rel="noopener noreferrer">
        {title}
      </a>
    );
  }
  return (
    <Link className="notice-page__link" to={target.startsWith('/') ? target : `/${target}`}>
      {title}
    </Link>
  );
}
