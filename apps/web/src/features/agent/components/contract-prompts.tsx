import type { ContractFlags } from '@h5/contract/endpoints/agent.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../lib/ui/antd.ts';
import { useContractStatus } from '../api/get-contract-status.ts';
import { AGENT_PATHS } from '../constants.ts';

type Kind = 'daily' | 'dividend' | 'hourly';

/** Lobby §2.12: each pending offer and where its "go" leads, in the spec's order. */
export function pendingContracts(flags: ContractFlags): { kind: Kind; to: string }[] {
  const out: { kind: Kind; to: string }[] = [];
  if (flags.dailysalreqtype) out.push({ kind: 'daily', to: AGENT_PATHS.salaryContract });
  if (flags.divtypecompperiodreq || flags.divtypereq)
    out.push({ kind: 'dividend', to: AGENT_PATHS.dividendContract });
  if (flags.contracthoursalreq) out.push({ kind: 'hourly', to: AGENT_PATHS.hourlySalaryContract });
  return out;
}

/**
 * The upline's contract offers as alerts with cancel and go (lobby §2.12), one after the other, once per visit of
 * the agent home. The status is loaded only for eligible member types (not 4, 40, 41, 42: lobby §4).
 */
export function ContractPrompts() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const status = useContractStatus();
  // How many offers of this visit were put aside with "cancel".
  const [handled, setHandled] = useState(0);
  const offer = status.data ? pendingContracts(status.data)[handled] : undefined;
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
        if (action.key === 'go' && offer) void navigate(offer.to);
        else setHandled((n) => n + 1);
      }}
    />
  );
}
