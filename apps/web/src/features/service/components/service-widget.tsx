import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { systemStatusQueryOptions } from '../../../lib/system-status/get-system-status.ts';
import { closeOverlay, openOverlay, overlayStore } from '../../../lib/ui/overlays.ts';
import {
  buttonAction,
  customerServiceLinks,
  openServiceLink,
  socialLinks,
  type ServiceLink,
} from '../service-links.ts';
import './service.css';

type LocalList = 'telegram' | 'facebook';

/**
 * The floating service widget (lobby spec §2.15): customer service (the list overlay when there are several,
 * else the one service directly), Telegram and Facebook (their own list when several links, else the link).
 * One list at a time (lobby §4): opening one closes the other, including the customer-service overlay.
 *
 * Folded into a narrow tab on the screen's right edge until tapped (issue 19): three 48 px buttons over the
 * content covered the section links and the winner board's play buttons, and any fixed place over a scrolling
 * page covers something. The tab fits in the page's right margin, where no control sits (e2e/tests/screens.spec.ts
 * checks it).
 */
export default function ServiceWidget() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useQuery({ ...systemStatusQueryOptions(), select: (status) => status.info });
  const [open, setOpen] = useState<LocalList | null>(null);
  const [expanded, setExpanded] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  // Another list opening (the customer-service overlay, from here or elsewhere) closes ours.
  useEffect(
    () =>
      overlayStore.subscribe((state) => {
        if (state.open) setOpen(null);
      }),
    [],
  );

  // A tap elsewhere or Escape closes an open list and folds the buttons back into the tab.
  useEffect(() => {
    if (!open && !expanded) return;
    const fold = () => {
      setOpen(null);
      setExpanded(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) fold();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') fold();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, expanded]);

  if (!data) return null;
  const service = buttonAction(customerServiceLinks(data.customerService));
  const telegram = buttonAction(socialLinks(data.resources, 'TELEGRAM'));
  const facebook = buttonAction(socialLinks(data.resources, 'FACEBOOK'));
  const go = (link: ServiceLink) => {
    openServiceLink(link, (path) => void navigate(path));
  };

  const toggle = (list: LocalList) => {
    if (open === list) {
      setOpen(null);
      return;
    }
    if (overlayStore.getState().open === 'service') closeOverlay();
    setOpen(list);
  };

  const social = (list: LocalList, action: typeof telegram, label: string, icon: ReactNode) => {
    if (action.kind === 'hidden') return null;
    const listId = `service-list-${list}`;
    return (
      <div className="service-widget__item">
        {action.kind === 'list' && open === list && (
          <ul className="service-widget__list" id={listId} data-testid={listId}>
            {action.links.map((link) => (
              <li key={link.href}>
                <a
                  className="service-widget__link"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => {
                    setOpen(null);
                  }}
                >
                  {link.title || label}
                </a>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className={`service-widget__button service-widget__button--${list}`}
          aria-label={label}
          aria-expanded={action.kind === 'list' ? open === list : undefined}
          aria-controls={action.kind === 'list' && open === list ? listId : undefined}
          onClick={() => {
            if (action.kind === 'direct') go(action.link);
            else toggle(list);
          }}
          data-testid={`service-${list}`}
        >
          {icon}
        </button>
      </div>
    );
  };

  if (service.kind === 'hidden' && telegram.kind === 'hidden' && facebook.kind === 'hidden') return null;
  return (
    <div className="service-widget" ref={root} data-testid="service-widget">
      {expanded && (
        <div className="service-widget__buttons" id="service-widget-buttons">
          {social('telegram', telegram, t('service.telegram'), <TelegramIcon />)}
          {social('facebook', facebook, t('service.facebook'), <FacebookIcon />)}
          {service.kind !== 'hidden' && (
            <div className="service-widget__item">
              <button
                type="button"
                className="service-widget__button service-widget__button--service"
                aria-label={
                  service.kind === 'list' ? t('common.in_customer_services') : t('common.in_customer_service')
                }
                aria-haspopup={service.kind === 'list' ? 'dialog' : undefined}
                onClick={() => {
                  setOpen(null);
                  if (service.kind === 'direct') go(service.link);
                  else openOverlay('service');
                }}
                data-testid="service-customer"
              >
                <ChatIcon />
              </button>
            </div>
          )}
        </div>
      )}
      <button
        type="button"
        className="service-widget__tab"
        aria-label={t('service.contactUs')}
        aria-expanded={expanded}
        aria-controls={expanded ? 'service-widget-buttons' : undefined}
        onClick={() => {
          setOpen(null);
          setExpanded(!expanded);
        }}
        data-testid="service-toggle"
      >
        <TabIcon expanded={expanded} />
      </button>
    </div>
  );
}

/** A chat bubble while folded, a chevron pointing back to the edge while open. */
function TabIcon({ expanded }: { expanded: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={expanded ? 'M9 5l7 7-7 7' : 'M4 5h16v11H9l-5 4z'} />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 3C6.5 3 2 6.9 2 11.7c0 2.6 1.3 4.9 3.4 6.5L4.5 22l4.2-2.2c1 .3 2.1.4 3.3.4 5.5 0 10-3.9 10-8.6S17.5 3 12 3Zm-4 10a1.3 1.3 0 1 1 0-2.6A1.3 1.3 0 0 1 8 13Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Z"
      />
    </svg>
  );
}

function TelegramIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        fill="currentColor"
        d="m21.5 3.6-19 7.4c-1 .4-1 1.6 0 1.9l4.8 1.5 1.8 5.6c.3.8 1.3 1 1.9.4l2.7-2.5 4.9 3.6c.7.5 1.6.1 1.8-.7l3-15.6c.2-1.1-.9-2-1.9-1.6ZM9.4 14.2l-.6 3.6-1.2-4 9.6-6.4-7.8 6.8Z"
      />
    </svg>
  );
}

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M14 8V6.2c0-.8.2-1.2 1.4-1.2H17V2h-2.6C11.3 2 10.3 3.5 10.3 6v2H8v3h2.3v11H14V11h2.6l.4-3h-3Z"
      />
    </svg>
  );
}
