import { useTranslation } from 'react-i18next';
import { isAgent } from '@h5/contract/member-types.ts';
import type { DownlineRate } from '@h5/contract/endpoints/agent-money.ts';
import { useState } from 'react';
import { EmptyState, QueryState } from '../../../components/load-state.tsx';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { useAgentRebateRates } from '../api/get-agent-rebate-rates.ts';
import { useSetAgentRebateRate } from '../api/set-agent-rebate-rate.ts';
import { bpOf, percentOf } from '../constants.ts';
import { useMemberTypeName } from './member-type-name.ts';
import { Pager } from './pager.tsx';
import '../../../components/form-field.css';
import './agent-money.css';

/**
 * `/m/member/agent/agentRebeat` (lobby §2.12 agent rebate settings): the agent's own rate and its direct downline's,
 * each editable between the rate that member gave its own team and the agent's own (the server checks it again).
 */
export default function RebateSettingsPage() {
  const { t } = useTranslation('agentMoney');
  const [page, setPage] = useState(1);
  const query = useAgentRebateRates(page);
  if (!query.isSuccess) return <QueryState query={query} testId="agent-rates" />;
  const rates = query.data;
  return (
    <section className="agent-money" data-testid="agent-rates-page">
      <p className="agent-money__own">
        {t('ownRate')}{' '}
        <strong data-testid="agent-rates-own">{t('percent', { rate: percentOf(rates.ownRateBp) })}</strong>
      </p>
      <h2 className="agent-money__heading">{t('rates.title')}</h2>
      <p className="agent-money__hint">{t('rates.hint')}</p>
      {rates.content.length === 0 ? (
        <EmptyState testId="agent-rates-empty" />
      ) : (
        <ul className="agent-money__list">
          {rates.content.map((member) => (
            <RateRow key={member.memberId} member={member} ownRateBp={rates.ownRateBp} />
          ))}
        </ul>
      )}
      <Pager page={rates.pageNum} pages={rates.totalPages} onPage={setPage} testId="agent-rates-pager" />
    </section>
  );
}

/** One member: account, type, allowed range and its rate, saved on its own. */
function RateRow({ member, ownRateBp }: { member: DownlineRate; ownRateBp: number }) {
  const { t } = useTranslation('agentMoney');
  const typeName = useMemberTypeName();
  const save = useSetAgentRebateRate();
  const [value, setValue] = useState(percentOf(member.rateBp));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const min = percentOf(member.minRateBp);
  const max = percentOf(ownRateBp);
  const id = `agent-rate-${String(member.memberId)}`;
  const submit = () => {
    setSaved(null);
    const rateBp = bpOf(value);
    if (rateBp === undefined || rateBp < member.minRateBp || rateBp > ownRateBp) {
      setProblem(t('rates.invalid', { min, max }));
      return;
    }
    setProblem(null);
    save.mutate(
      { memberId: member.memberId, rateBp },
      {
        onSuccess: (answer) => {
          setSaved(t('rates.saved', { account: answer.account, rate: percentOf(answer.rateBp) }));
        },
        onError: (error) => {
          setProblem(errorMessage(t, error));
        },
      },
    );
  };
  if (!isAgent(member.memberType)) {
    return (
      <li className="agent-money__member" data-testid={id}>
        <div className="agent-money__who">
          <strong>{member.account}</strong> <span>{typeName(member.memberType)}</span>
        </div>
        <p className="agent-money__hint" data-testid={`${id}-player`}>
          {t('rates.player')}
        </p>
      </li>
    );
  }
  return (
    <li className="agent-money__member" data-testid={id}>
      <div className="agent-money__who">
        <strong>{member.account}</strong> <span>{typeName(member.memberType)}</span>
        <span className="agent-money__range">{t('rates.range', { min, max })}</span>
      </div>
      <form
        className="agent-money__rate"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <input
          className="form-field__control"
          inputMode="decimal"
          aria-label={t('rates.rateLabel', { account: member.account })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
          }}
          data-testid={`${id}-input`}
        />
        <span aria-hidden="true">%</span>
        <button
          type="submit"
          className="button button--primary"
          disabled={save.isPending}
          aria-busy={save.isPending}
          aria-label={t('rates.saveFor', { account: member.account })}
          data-testid={`${id}-save`}
        >
          {t('rates.save')}
        </button>
      </form>
      {problem && (
        <p className="form-field__error" id={`${id}-error`} role="alert" data-testid={`${id}-error`}>
          {problem}
        </p>
      )}
      {saved && (
        <p className="agent-money__saved" role="status" data-testid={`${id}-saved`}>
          {saved}
        </p>
      )}
    </li>
  );
}
