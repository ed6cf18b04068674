import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '../deposit-rules.ts';

interface DepositSummaryProps {
  order: DepositOrder;
  formatMoney: (amount: number) => string;
  /** The confirm step also names the channel and the promotion. */
  full?: boolean;
}

type Row = 'channel' | 'amount' | 'fee' | 'total' | 'promotion' | 'bonus';

/** Amount, fee, total to pay and bonus of a deposit (the confirm step adds the channel and the promotion). */
export function DepositSummary({ order, formatMoney, full = false }: DepositSummaryProps) {
  const { t } = useTranslation('deposit');
  const rows: [Row, string][] = [];
  if (full) rows.push(['channel', order.channel.name]);
  rows.push(
    ['amount', formatMoney(order.amount)],
    ['fee', formatMoney(order.fee)],
    ['total', formatMoney(order.total)],
  );
  if (full) rows.push(['promotion', order.promotion?.title ?? t('summary.noPromotion')]);
  if (order.promotion) rows.push(['bonus', formatMoney(order.bonus)]);
  return (
    <dl className="deposit-summary" data-testid="deposit-summary">
      {rows.map(([key, value]) => (
        <div key={key} className={`deposit-summary__row deposit-summary__row--${key}`}>
          <dt>{t(`summary.${key}`)}</dt>
          <dd data-testid={`deposit-summary-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
