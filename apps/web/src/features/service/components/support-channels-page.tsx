import { CUSTOMER_SERVICE_KINDS } from '@h5/contract/endpoints/support.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/load-state.tsx';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useSystemStatus } from '../../../lib/system-status/get-system-status.ts';
import { customerServiceLinks, serviceTarget, type ServiceLink } from '../service-links.ts';
import './support-channels.css';

type Kind = (typeof CUSTOMER_SERVICE_KINDS)[number];

/** A kind this app knows; any other (added later on the server) is shown as a web link. */
const knownKind = (kind: string | undefined): Kind =>
  (CUSTOMER_SERVICE_KINDS as readonly string[]).includes(kind ?? '') ? (kind as Kind) : 'link';

/**
 * `/m/service` (lobby spec §2.1, §2.15; issue 17): the merchant's customer-service channels, each a real link (a
 * new tab or the Telegram/Messenger app for web links, the dialler, mail or Viber app for theirs), and the in-app
 * conversation when the merchant offers it. An entry leading back to this page is left out: that loop was the
 * issue's "customer service goes in a circle".
 */
export default function SupportChannelsPage() {
  const { t } = useTranslation('support');
  const status = useSystemStatus();
  if (status.isPending) return <LoadingState testId="support-channels-loading" />;
  if (status.isError) {
    return (
      <ErrorState
        error={status.error}
        onRetry={() => void status.refetch()}
        testId="support-channels-error"
      />
    );
  }
  const links = customerServiceLinks(status.data.info.customerService).filter(
    (link) => !isThisPage(link.href),
  );
  return (
    <section className="support-channels" data-testid="support-channels">
      {links.length === 0 ? (
        <>
          <p className="support-channels__intro" data-testid="support-channels-none">
            {t('channels.none')}
          </p>
          <Link className="support-channels__entry" to={PATHS.serviceChat} data-testid="support-channel-chat">
            <span className="support-channels__title">{t('title.serviceChat', { ns: 'translation' })}</span>
            <span className="support-channels__hint">{t('channels.chatHint')}</span>
          </Link>
        </>
      ) : (
        <>
          <p className="support-channels__intro">{t('channels.intro')}</p>
          <ul className="support-channels__list">
            {links.map((link, index) => (
              <li key={`${link.href}-${String(index)}`}>
                <Channel link={link} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** `/m/service` itself, with or without a query (`?lang=TY`) or trailing slash. */
function isThisPage(href: string): boolean {
  const path = href.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  return path === PATHS.service;
}

function Channel({ link }: { link: ServiceLink }) {
  const { t } = useTranslation('support');
  const target = serviceTarget(link);
  const kind = knownKind(link.kind);
  const testId = `support-channel-${kind}`;
  const body = (hint: string) => (
    <>
      <span className="support-channels__icon" aria-hidden="true">
        <KindIcon kind={kind} />
      </span>
      <span className="support-channels__title">{link.title || t(`channels.kind.${kind}`)}</span>
      <span className="support-channels__hint">{hint}</span>
    </>
  );
  if (target.kind === 'internal') {
    return (
      <Link className="support-channels__entry" to={target.to} data-testid={testId}>
        {body(kind === 'chat' ? t('channels.chatHint') : t('channels.kind.link'))}
      </Link>
    );
  }
  if (target.kind === 'none') {
    return (
      <span
        className="support-channels__entry support-channels__entry--off"
        aria-disabled="true"
        data-testid={testId}
      >
        {body(t('channels.unavailable'))}
      </span>
    );
  }
  const app = t(`channels.kind.${kind}`);
  return (
    <a
      className="support-channels__entry"
      href={target.href}
      {...(target.kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      data-testid={testId}
    >
      {body(t('channels.opensApp', { app }))}
    </a>
  );
}

function KindIcon({ kind }: { kind: Kind }) {
  const paths: Record<Kind, string> = {
    telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4 2-15ZM9 13l9-6-7 8',
    messenger:
      'M12 3C7 3 3 6.7 3 11.3c0 2.6 1.3 4.9 3.3 6.4V21l3-1.7c.9.3 1.8.4 2.7.4 5 0 9-3.7 9-8.4S17 3 12 3Zm-5 11 4-4 2 2 4-4-4 6-2-2-4 2Z',
    viber:
      'M7 3h10a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3h-5l-4 4v-4H7a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3Zm3 4c0 4 3 7 7 7l1-2-2-1-1 1c-1-.5-2.5-2-3-3l1-1-1-2-2 1Z',
    phone: 'M6 3h3l2 5-2 1a11 11 0 0 0 6 6l1-2 5 2v3a2 2 0 0 1-2 2A17 17 0 0 1 4 5a2 2 0 0 1 2-2Z',
    email: 'M3 6h18v12H3V6Zm0 0 9 7 9-7',
    link: 'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1m2 4a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
    chat: 'M4 5h16v11H9l-5 4V5Zm4 5h8m-8-3h8',
  };
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <path d={paths[kind]} />
    </svg>
  );
}
