import { useTranslation } from 'react-i18next';
import { OPEN_ACCOUNT_TYPES } from '@h5/contract/endpoints/agent-money.ts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  FormMessage,
  InputField,
  SelectField,
  useFocusFirstInvalid,
} from '../../../components/form-field.tsx';
import { QueryState } from '../../../components/load-state.tsx';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { RequestIdHolder } from '../../../lib/money/request-id.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useAgentRebateRates } from '../api/get-agent-rebate-rates.ts';
import { useOpenAgentAccount, type OpenedAccount } from '../api/open-agent-account.ts';
import { bpOf, percentOf } from '../constants.ts';
import { useMemberTypeName } from './member-type-name.ts';
import './agent-money.css';

type Problems = Partial<Record<'username' | 'password' | 'confirmPassword' | 'rate', string>>;

/**
 * `/m/agentRegister` (lobby §2.12 open account): the agent opens a player or sub-agent account under itself. The
 * server checks the username and password against the merchant's registration rules; the page checks what it can
 * say at once (filled in, passwords equal, rate within the agent's own).
 */
export default function OpenAccountPage() {
  // The agent's own rate bounds the new member's: the rates page's first page carries it.
  const rates = useAgentRebateRates(1);
  if (!rates.isSuccess) return <QueryState query={rates} testId="open-account" />;
  return <OpenAccountForm ownRateBp={rates.data.ownRateBp} />;
}

function OpenAccountForm({ ownRateBp }: { ownRateBp: number }) {
  const { t } = useTranslation('agentMoney');
  const typeName = useMemberTypeName();
  const open = useOpenAgentAccount();
  const ids = useRef(new RequestIdHolder());
  const form = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [memberType, setMemberType] = useState<(typeof OPEN_ACCOUNT_TYPES)[number]>(OPEN_ACCOUNT_TYPES[0]);
  const [rate, setRate] = useState('0');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [opened, setOpened] = useState<OpenedAccount | null>(null);
  const max = percentOf(ownRateBp);
  useFocusFirstInvalid(form, attempt);
  // The form goes once the account is open: focus moves to the message instead of being lost.
  useEffect(() => {
    if (opened) doneRef.current?.focus();
  }, [opened]);

  if (opened) {
    return (
      <section className="agent-money" data-testid="open-account-done">
        <div ref={doneRef} tabIndex={-1} role="status" className="agent-money__saved">
          {t('open.done', { account: opened.account })}
        </div>
        <p className="agent-money__actions">
          <Link className="button button--primary" to={PATHS.teamManagement}>
            {t('open.toTeam')}
          </Link>
          <button
            type="button"
            className="button"
            onClick={() => {
              setOpened(null);
              setUsername('');
              setPassword('');
              setConfirmPassword('');
            }}
            data-testid="open-account-another"
          >
            {t('open.another')}
          </button>
        </p>
      </section>
    );
  }

  const submit = () => {
    if (open.isPending) return;
    const found: Problems = {};
    if (username.trim() === '') found.username = t('open.required');
    if (password === '') found.password = t('open.required');
    if (confirmPassword === '') found.confirmPassword = t('open.required');
    else if (confirmPassword !== password) found.confirmPassword = t('open.mismatch');
    // A player earns no team rebate: its rate is 0 (the field is shown for sub-agents only).
    const rateBp = memberType === 1 ? bpOf(rate) : 0;
    if (rateBp === undefined || rateBp > ownRateBp) found.rate = t('open.rateInvalid', { max });
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || rateBp === undefined) {
      setAttempt((n) => n + 1);
      return;
    }
    open.mutate(
      {
        requestId: ids.current.current(),
        username: username.trim(),
        password,
        confirmPassword,
        memberType,
        rateBp,
      },
      {
        onSuccess: (answer) => {
          ids.current.settle();
          setOpened(answer);
        },
        onError: (error) => {
          ids.current.settle(error);
          setFailure(errorMessage(t, error));
        },
      },
    );
  };

  return (
    <section className="agent-money" data-testid="open-account-page">
      <p className="agent-money__hint">{t('open.intro')}</p>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <InputField
          id="open-account-username"
          label={t('open.username')}
          autoComplete="off"
          value={username}
          error={problems.username}
          onChange={(event) => {
            setUsername(event.target.value);
          }}
        />
        <InputField
          id="open-account-password"
          label={t('open.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          error={problems.password}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
        />
        <InputField
          id="open-account-confirm"
          label={t('open.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          error={problems.confirmPassword}
          onChange={(event) => {
            setConfirmPassword(event.target.value);
          }}
        />
        <SelectField
          id="open-account-type"
          label={t('open.type')}
          value={String(memberType)}
          onChange={(event) => {
            setMemberType(Number(event.target.value) === 1 ? 1 : 0);
          }}
        >
          {OPEN_ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeName(type)}
            </option>
          ))}
        </SelectField>
        {memberType === 1 && (
          <InputField
            id="open-account-rate"
            label={t('open.rate')}
            inputMode="decimal"
            value={rate}
            hint={t('open.rateHint', { max })}
            error={problems.rate}
            onChange={(event) => {
              setRate(event.target.value);
            }}
          />
        )}
        <FormMessage testId="open-account-failure" message={failure} />
        <button
          type="submit"
          className="button button--primary agent-money__submit"
          disabled={open.isPending}
          aria-busy={open.isPending}
          data-testid="open-account-submit"
        >
          {t('open.submit')}
        </button>
      </form>
    </section>
  );
}
