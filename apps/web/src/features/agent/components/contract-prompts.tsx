import type { ContractFlags } from '@h5/contract/endpoints/agent.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session/session-store.ts';
import { STORAGE_KEYS } from '../../../lib/storage/keys.ts';
import { readItem, writeItem } from '../../../lib/storage/storage.ts';
import { Dialog } from '../../../lib/ui/antd.ts';
import { useContractStatus } from '../api/get-contract-status.ts';
import { AGENT_PATHS } from '../constants.ts';

type Kind = 'daily' | 'dividend' | 'hourly';

interface PendingOffer {
  kind: Kind;
  to: string;
  /** What tells this offer from a later one of the same kind: its id, or the kind alone (once per session). */
  key: string;
}

/** Lobby §2.12: each pending offer and where its "go" leads, in the spec's order. */
export function pendingContracts(flags: ContractFlags): PendingOffer[] {
  const out: PendingOffer[] = [];
  const add = (kind: Kind, to: string) => {
    const id = flags.offerIds?.[kind];
    out.push({ kind, to, key: id === undefined || id === null ? kind : `${kind}:${String(id)}` });
  };
  if (flags.dailysalreqtype) add('daily', AGENT_PATHS.salaryContract);
  if (flags.divtypecompperiodreq || flags.divtypereq) add('dividend', AGENT_PATHS.dividendContract);
  if (flags.contracthoursalreq) add('hourly', AGENT_PATHS.hourlySalaryContract);
  return out;
}

/**
 * Offers the member has been asked about: by offer id in localStorage (a new offer has a new id, so it is asked
 * again), by kind alone in sessionStorage when the server names no ids. Per member of this browser.
 */
function seenOffers(memberKey: string) {
  const key = `${STORAGE_KEYS.contractPromptsSeenPrefix}${memberKey}`;
  const read = (area: 'local' | 'session'): string[] => {
    try {
      const parsed: unknown = JSON.parse(readItem(area, key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
    } catch {
      return [];
    }
  };
  return {
    has: (offer: PendingOffer) => read(offer.key.includes(':') ? 'local' : 'session').includes(offer.key),
    add: (offer: PendingOffer) => {
      const area = offer.key.includes(':') ? 'local' : 'session';
      // The last few are enough: an answered offer never comes back.
      writeItem(area, key, JSON.stringify([...read(area), offer.key].slice(-20)));
    },
  };
}

/**
 * The upline's contract offers as alerts with cancel and go (lobby §2.12), one after the other, each offer once
 * (issue 19: not on every visit of the agent home), until it is answered or a new one comes. The status is loaded
 * only for eligible member types (not 4, 40, 41, 42: lobby §4).
 */
export function ContractPrompts() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const status = useContractStatus();
  const session = useSession();
  const seen = seenOffers(String(session?.id ?? session?.userName ?? ''));
  // Offers asked about during this visit (the storage is read once per render; this keeps the dialog moving).
  const [asked, setAsked] = useState<readonly string[]>([]);
  const offer = status.data
    ? pendingContracts(status.data).find((o) => !asked.includes(o.key) && !seen.has(o))
    : undefined;
  return (
    <Dialog
      visible={offer !== undefined}
      content={
        offer && (
          <span data-testid={`contract-prompt-${offer.kind}`}>{t(`agent.contracts.${offer.kind}`)}</span>
        )
      }
      actions={[
        [
          { key: 'cancel', text: t('agent.contracts.cancel') },
          { key: 'go', text: t('agent.contracts.go'), bold: true },
        ],
      ]}
      onAction={(action) => {
        if (!offer) return;
        seen.add(offer);
        setAsked((keys) => [...keys, offer.key]);
        if (action.key === 'go') void navigate(offer.to);
      }}
    />
  );
}
