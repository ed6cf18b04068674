import { useSearchParams } from 'react-router';
import { useFormatMoney } from '../../../lib/account/use-format-money.ts';
import { DepositFlow } from './deposit-flow.tsx';
import { DepositReturn } from './deposit-return.tsx';
import './deposit.css';

/**
 * `/m/voucherCenter` (lobby spec §2.3, §2.4, §2.5, §2.11: every deposit entry leads here). Without a query: choose a
 * channel, an amount and a promotion, confirm, then pay on the gateway's page or send a manual bank transfer with
 * its receipt. With `?deposit=<reference>` (the gateway's way back): how that deposit stands. The route sends
 * guests to login and refuses trial accounts (`playerNotTrial`).
 */
export default function DepositPage() {
  const [params] = useSearchParams();
  const formatMoney = useFormatMoney();
  const reference = params.get('deposit');
  return (
    <section className="deposit" data-testid="deposit-page">
      {reference === null ? (
        <DepositFlow formatMoney={formatMoney} />
      ) : (
        <DepositReturn key={reference} reference={reference} formatMoney={formatMoney} />
      )}
    </section>
  );
}
