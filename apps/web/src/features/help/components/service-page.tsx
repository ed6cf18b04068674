import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/load-state.tsx';
import { useSystemStatus } from '../../../lib/system-status/get-system-status.ts';
import { linkTarget } from '../../../lib/routes/link-target.ts';
import './help.css';

/**
 * `/m/service` (lobby spec §2.1, §2.15): the customer-service entries of the site configuration, each opening its
 * link (http outside the app, a path inside it). Entries whose path is still DES-encrypted (platform-api §5, OP-27)
 * cannot be opened by this app and are shown as unavailable.
 */
export default function ServicePage() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const status = useSystemStatus();
  if (status.isPending) return <LoadingState testId="service-loading" />;
  if (status.isError) {
    return <ErrorState error={status.error} onRetry={() => void status.refetch()} testId="service-error" />;
  }
  const services = status.data.info.customerService;
  if (services.length === 0) return <EmptyState testId="service-empty" homeLink />;
  return (
    <section className="help-page" data-testid="service-page">
      <p className="help-page__intro">{t('service.intro')}</p>
      <ul className="help-list">
        {services.map((service, index) => {
          const target = service.encrypted === false ? linkTarget(service.path) : { kind: 'none' as const };
          return (
            <li key={`${service.title}-${String(index)}`}>
              <button
                type="button"
                className="help-list__item"
                data-testid={`service-${String(index)}`}
                disabled={target.kind === 'none'}
                onClick={() => {
                  if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
                  else if (target.kind === 'internal') void navigate(target.to);
                }}
              >
                <span>{service.title}</span>
                <span className="help-list__hint">
                  {target.kind === 'none' ? t('service.unavailable') : t('service.open')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
