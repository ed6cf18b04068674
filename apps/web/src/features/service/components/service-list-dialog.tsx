import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DialogCloseButton, ModalDialog } from '../../../components/modal-dialog.tsx';
import { systemStatusQueryOptions } from '../../../lib/system-status/get-system-status.ts';
import { customerServiceLinks, openServiceLink } from '../service-links.ts';
import './service.css';

/**
 * The customer-service list (lobby spec §2.15), opened by name (`openOverlay('service')`) from the service widget,
 * the member center and the agent home. Each entry has its title; picking one opens it and closes the list.
 */
export default function ServiceListDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: links = [] } = useQuery({
    ...systemStatusQueryOptions(),
    select: (status) => customerServiceLinks(status.info.customerService),
  });
  return (
    <ModalDialog
      labelledBy="service-list-title"
      variant="sheet"
      closeOnMask
      onClose={onClose}
      testId="service-list"
    >
      {(close) => (
        <>
          <header className="modal__header">
            <h2 className="modal__title" id="service-list-title">
              {t('common.in_customer_services')}
            </h2>
            <DialogCloseButton label={t('common.close')} onClick={close} />
          </header>
          {links.length > 0 ? (
            <ul className="service-list">
              {links.map((link) => (
                <li key={link.href}>
                  <button
                    type="button"
                    className="service-list__entry"
                    onClick={() => {
                      close();
                      openServiceLink(link, (path) => void navigate(path));
                    }}
                    data-testid="service-entry"
                  >
                    {link.title || t('common.in_customer_service')}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="modal__content" data-testid="service-none">
              {t('service.none')}
            </p>
          )}
        </>
      )}
    </ModalDialog>
  );
}
