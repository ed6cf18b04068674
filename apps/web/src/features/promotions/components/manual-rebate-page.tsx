import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/load-state.tsx';
import { useFormatMoney } from '../../../lib/account/use-format-money.ts';
import { switchOn, useSwitches } from '../../../lib/system-status/use-switches.ts';
import { useClaimManualRebate } from '../api/claim-manual-rebate.ts';
import { useManualRebate } from '../api/get-manual-rebate.ts';
import { useRebateSettings } from '../api/get-rebate-settings.ts';
import { PROMOTION_FLAGS } from '../constants.ts';
import { useClaim } from '../hooks/use-claim.ts';
import { useProductTypeName } from '../product-type-name.ts';
import { rewardTime } from '../promotion-time.ts';
import { ClaimMessage } from './claim-message.tsx';
import { PromotionOff } from './promotion-off.tsx';
import './promotions.css';

/**
 * `/m/member/manualRebate` (lobby §2.11 MANPLAYREB3, the side menu's manual rebate §2.5): the turnover not yet
 * rebated by game type, its rate and rebate, the total and a claim button; the merchant's rates below.
 */
export default function ManualRebatePage() {
  const switches = useSwitches();
  if (!switchOn(switches, PROMOTION_FLAGS.manualRebate)) {
    return <PromotionOff testId="manual-rebate-off" />;
  }
  return <ManualRebate />;
}

function ManualRebate() {
  const { t } = useTranslation('promotions');
  const productTypeName = useProductTypeName();
  const formatMoney = useFormatMoney();
  const query = useManualRebate();
  const claim = useClaim(useClaimManualRebate());
  const messageRef = useRef<HTMLDivElement>(null);
  const outcome = claim.outcome;
  // The claim button goes once the rebate is taken: focus moves to the message instead of being lost.
  useEffect(() => {
    if (outcome) messageRef.current?.focus();
  }, [outcome]);

  if (!query.isSuccess) return <QueryState query={query} testId="manual-rebate" />;
  const rebate = query.data;
  const pending = claim.pendingKey !== null;
  return (
    <section className="promotions" data-testid="manual-rebate-page">
      <div className="promo-card promo-vip">
        <p className="promo-vip__label">{t('rebate.total')}</p>
        <p className="promo-vip__level" data-testid="manual-rebate-total">
          {formatMoney(rebate.total)}
        </p>
        <p className="promo-reward__sub">
          {rebate.since === null
            ? t('rebate.sinceNever')
            : t('rebate.since', { time: rewardTime(rebate.since) })}
        </p>
        {rebate.total > 0 ? (
          <button
            type="button"
            className="button button--primary promo-action"
            disabled={pending}
            aria-busy={pending}
            data-busy={pending ? '' : undefined}
            data-testid="manual-rebate-claim"
            onClick={() => {
              claim.run('rebate', {});
            }}
          >
            {t('rebate.claim')}
          </button>
        ) : (
          <p className="promo-empty" data-testid="manual-rebate-nothing">
            {t('rebate.nothing')}
          </p>
        )}
        <div ref={messageRef} tabIndex={-1}>
          {outcome && (
            <ClaimMessage
              testId="manual-rebate"
              error={outcome.ok ? undefined : outcome.error}
              success={
                outcome.ok ? t('rebate.credited', { amount: formatMoney(outcome.answer.amount) }) : undefined
              }
            />
          )}
        </div>
      </div>
      {rebate.items.length > 0 && (
        <table className="promo-table" data-testid="manual-rebate-items">
          <thead>
            <tr>
              <th scope="col">{t('rebate.productType')}</th>
              <th scope="col">{t('rebate.turnover')}</th>
              <th scope="col">{t('rebate.rate')}</th>
              <th scope="col">{t('rebate.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {rebate.items.map((item) => (
              <tr key={item.productType}>
                <th scope="row">{productTypeName(item.productType)}</th>
                <td>{formatMoney(item.turnover)}</td>
                <td>{t('rebate.ratePercent', { rate: item.ratePercent })}</td>
                <td>{formatMoney(item.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <RebateRates />
    </section>
  );
}

/** The merchant's rates; nothing when it has none or they fail to load (the claim above does not need them). */
function RebateRates() {
  const { t } = useTranslation('promotions');
  const productTypeName = useProductTypeName();
  const { data } = useRebateSettings();
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="rebate-rates-title">
      <h2 id="rebate-rates-title" className="promo-heading">
        {t('rebate.rates')}
      </h2>
      <dl className="promo-benefits" data-testid="rebate-rates">
        {data.map((setting) => (
          <div key={setting.productType}>
            <dt>{productTypeName(setting.productType)}</dt>
            <dd>{t('rebate.ratePercent', { rate: setting.ratePercent })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
