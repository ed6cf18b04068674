import type { Reward } from '@h5/contract/endpoints/promotions.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryState } from '../../../components/load-state.tsx';
import { useFormatMoney } from '../../../lib/account/use-format-money.ts';
import { switchOn, useSwitches } from '../../../lib/system-status/use-switches.ts';
import { useClaimReward } from '../api/claim-reward.ts';
import { useRewards } from '../api/get-rewards.ts';
import { PROMOTION_FLAGS } from '../constants.ts';
import { useClaim } from '../hooks/use-claim.ts';
import { rewardTime } from '../promotion-time.ts';
import { ClaimMessage } from './claim-message.tsx';
import { PromotionOff } from './promotion-off.tsx';
import './promotions.css';

/**
 * `/m/rewardCenter` (lobby §2.11 REWCEN3; the home popup's go-to action §2.10 and the footer badge §2.4 lead here):
 * the rewards waiting to be claimed, each with its claim button, and the paged history. A claim credits the
 * balance once; the balance, the badge and the lists are fetched again afterwards.
 */
export default function RewardCenterPage() {
  const switches = useSwitches();
  if (!switchOn(switches, PROMOTION_FLAGS.rewardCenter)) {
    return <PromotionOff testId="reward-center-off" />;
  }
  return <RewardCenter />;
}

function RewardCenter() {
  const { t } = useTranslation('promotions');
  const formatMoney = useFormatMoney();
  const query = useRewards();
  const claim = useClaim(useClaimReward());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const last = claim.outcome;
  // A claimed reward leaves the list with its button: focus goes to the list's heading, above the message.
  useEffect(() => {
    if (last) headingRef.current?.focus();
  }, [last]);

  if (!query.isSuccess) return <QueryState query={query} testId="reward-center" />;
  const waiting = query.data.pages[0]?.waiting ?? [];
  const history = query.data.pages.flatMap((page) => page.history.content);

  return (
    <section className="promotions" data-testid="reward-center-page">
      <h2 className="promo-heading" ref={headingRef} tabIndex={-1}>
        {t('rewards.waiting')}
      </h2>
      {last && (
        <ClaimMessage
          testId="reward-claim"
          error={last.ok ? undefined : last.error}
          success={
            last.ok
              ? t('rewards.credited', {
                  amount: formatMoney(last.answer.reward.amount),
                  title: last.answer.reward.title,
                })
              : undefined
          }
        />
      )}
      {waiting.length === 0 ? (
        <p className="promo-empty" data-testid="reward-waiting-empty">
          {t('rewards.noneWaiting')}
        </p>
      ) : (
        <ul className="promo-rewards" data-testid="reward-waiting">
          {waiting.map((reward) => {
            const pending = claim.pendingKey === String(reward.id);
            return (
              <li
                key={reward.id}
                className="promo-reward"
                data-testid="reward-waiting-item"
                data-id={reward.id}
              >
                <RewardFacts reward={reward} />
                {reward.status === 'issued' ? (
                  <button
                    type="button"
                    className="button button--primary promo-reward__claim"
                    disabled={claim.pendingKey !== null}
                    aria-busy={pending}
                    data-busy={pending ? '' : undefined}
                    aria-label={t('rewards.claimLabel', {
                      amount: formatMoney(reward.amount),
                      title: reward.title,
                    })}
                    data-testid="reward-claim"
                    onClick={() => {
                      claim.run(String(reward.id), { rewardId: reward.id });
                    }}
                  >
                    {t('rewards.claim')}
                  </button>
                ) : (
                  <span className={`promo-status promo-status--${reward.status}`}>
                    {t(`rewardStatus.${reward.status}`)}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <h2 className="promo-heading">{t('rewards.history')}</h2>
      {history.length === 0 ? (
        <EmptyState testId="reward-history-empty" />
      ) : (
        <ul className="promo-rewards" data-testid="reward-history">
          {history.map((reward) => (
            <li
              key={reward.id}
              className="promo-reward"
              data-testid="reward-history-item"
              data-id={reward.id}
            >
              <RewardFacts reward={reward} />
              <span className={`promo-status promo-status--${reward.status}`}>
                {t(`rewardStatus.${reward.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className="button promo-more"
          disabled={query.isFetchingNextPage}
          data-testid="reward-history-more"
          onClick={() => void query.fetchNextPage()}
        >
          {t('rewards.more')}
        </button>
      )}
    </section>
  );
}

function RewardFacts({ reward }: { reward: Reward }) {
  const { t } = useTranslation('promotions');
  const formatMoney = useFormatMoney();
  return (
    <div className="promo-reward__facts">
      <span className="promo-reward__title">{reward.title}</span>
      <span className="promo-reward__amount" data-testid="reward-amount">
        {formatMoney(reward.amount)}
      </span>
      {reward.turnoverMultiple > 0 && (
        <span className="promo-reward__sub">
          {t('rewards.turnover', { multiple: reward.turnoverMultiple })}
        </span>
      )}
      <span className="promo-reward__sub">
        {reward.claimedTime !== null
          ? t('rewards.claimedAt', { time: rewardTime(reward.claimedTime) })
          : t('rewards.issuedAt', { time: rewardTime(reward.issuedTime) })}
      </span>
      {reward.status === 'issued' && reward.expireTime !== null && (
        <span className="promo-reward__sub">
          {t('rewards.expiresAt', { time: rewardTime(reward.expireTime) })}
        </span>
      )}
      {reward.remark && <span className="promo-reward__remark">{reward.remark}</span>}
    </div>
  );
}
