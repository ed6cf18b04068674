import type { PromotionDetail } from '@h5/contract/endpoints/promotions.ts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/load-state.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useFormatMoney } from '../../../lib/account/use-format-money.ts';
import { PATHS, withQuery } from '../../../lib/routes/paths.ts';
import { RETURN_PARAM } from '../../../lib/routes/return-target.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { useClaimLoginReward } from '../api/claim-login-reward.ts';
import { useClaimReward } from '../api/claim-reward.ts';
import { usePromotionDetail } from '../api/get-promotion-detail.ts';
import { useSignUpPromotion } from '../api/sign-up-promotion.ts';
import { useClaim } from '../hooks/use-claim.ts';
import { progressPercent, promotionAction } from '../promotion-rules.ts';
import { ClaimMessage } from './claim-message.tsx';
import { PromotionPeriod } from './promotion-period.tsx';
import { PromotionStatusLabel } from './promotion-status.tsx';
import './promotions.css';

/**
 * `/m/activityDetail?id=` (lobby §2.1): one promotion with its image, period, rules (server HTML, sanitised),
 * the player's status and progress, and what can be done now: log in to join (guests, back here afterwards), sign
 * up, deposit, claim, or go to the reward center.
 */
export default function ActivityDetailPage() {
  const { t } = useTranslation('promotions');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) {
    return (
      <p className="promo-message promo-message--error" role="alert" data-testid="activity-detail-missing">
        {t('detail.missingId')}
      </p>
    );
  }
  return <Detail id={id} />;
}

function Detail({ id }: { id: string }) {
  const { t } = useTranslation('promotions');
  const query = usePromotionDetail(id);
  if (!query.isSuccess) return <QueryState query={query} testId="activity-detail" />;
  const promotion = query.data;
  return (
    <article className="promotions promo-detail" data-testid="activity-detail-page">
      {promotion.image && <img className="promo-detail__image" src={promotion.image} alt="" />}
      <h2 className="promo-detail__title">{promotion.title}</h2>
      <dl className="promo-facts">
        <div>
          <dt>{t('detail.period')}</dt>
          <dd>
            <PromotionPeriod startTime={promotion.startTime} endTime={promotion.endTime} />
          </dd>
        </div>
        {promotion.reward && (
          <div>
            <dt>{t('detail.reward')}</dt>
            <dd data-testid="activity-detail-reward">{promotion.reward}</dd>
          </div>
        )}
        <div>
          <dt>{t('detail.status')}</dt>
          <dd>
            <PromotionStatusLabel status={promotion.status} />
          </dd>
        </div>
      </dl>
      {promotion.progress && (
        <Progress current={promotion.progress.current} target={promotion.progress.target} />
      )}
      <DetailAction promotion={promotion} />
      {promotion.rulesHtml && (
        <section className="promo-rules" aria-labelledby="promo-rules-title">
          <h3 id="promo-rules-title">{t('detail.rules')}</h3>
          <SafeHtml html={promotion.rulesHtml} className="promo-rules__html" testId="activity-detail-rules" />
        </section>
      )}
    </article>
  );
}

function Progress({ current, target }: { current: number; target: number }) {
  const { t } = useTranslation('promotions');
  const formatMoney = useFormatMoney();
  const text = t('detail.progressOf', { current: formatMoney(current), target: formatMoney(target) });
  return (
    <div className="promo-progress" data-testid="activity-detail-progress">
      <span>{t('detail.progress')}</span>
      <progress
        max={100}
        value={progressPercent(current, target)}
        aria-label={t('detail.progress')}
        aria-valuetext={text}
      />
      <span>{text}</span>
    </div>
  );
}

function DetailAction({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const formatMoney = useFormatMoney();
  const signedIn = useSession() !== null;
  const signUp = useClaim(useSignUpPromotion());
  const claim = useClaim(useClaimReward());
  const claimLogin = useClaim(useClaimLoginReward());
  const action = promotionAction(promotion, signedIn);
  const busy = signUp.pendingKey !== null || claim.pendingKey !== null || claimLogin.pendingKey !== null;
  const here = withQuery(PATHS.activityDetail, { id: promotion.id });

  const button = (label: string, onClick: () => void) => (
    <button
      type="button"
      className="button button--primary promo-action"
      disabled={busy}
      aria-busy={busy}
      data-busy={busy ? '' : undefined}
      data-testid="activity-detail-action"
      onClick={onClick}
    >
      {label}
    </button>
  );

  let control = null;
  switch (action) {
    case 'login':
      control = (
        <Link
          className="button button--primary promo-action"
          to={withQuery(PATHS.login, { [RETURN_PARAM]: here })}
          data-testid="activity-detail-login"
        >
          {t('detail.login')}
        </Link>
      );
      break;
    case 'deposit':
      control = (
        <Link
          className="button button--primary promo-action"
          to={PATHS.deposit}
          data-testid="activity-detail-deposit"
        >
          {t('detail.deposit')}
        </Link>
      );
      break;
    case 'rewardCenter':
      control = (
        <Link
          className="button promo-action"
          to={PATHS.rewardCenter}
          data-testid="activity-detail-reward-center"
        >
          {t('detail.rewardCenter')}
        </Link>
      );
      break;
    case 'signUp':
      control = button(t('detail.signUp'), () => {
        signUp.run(promotion.id, { promotionId: promotion.id });
      });
      break;
    case 'claimReward': {
      const rewardId = promotion.claimableRewardId;
      if (rewardId !== null) {
        control = button(t('detail.claimReward'), () => {
          claim.run(String(rewardId), { rewardId });
        });
      }
      break;
    }
    case 'claimLogin':
      control = button(t('detail.claimLogin'), () => {
        claimLogin.run('today', {});
      });
      break;
    case 'none':
      break;
  }

  const signedUp = signUp.outcome;
  const claimed = claim.outcome ?? claimLogin.outcome;
  return (
    <div className="promo-actions">
      {control}
      {signedUp && (
        <ClaimMessage
          testId="activity-detail-signup"
          error={signedUp.ok ? undefined : signedUp.error}
          success={
            signedUp.ok
              ? t(signedUp.answer.status === 'applying' ? 'detail.applying' : 'detail.signed')
              : undefined
          }
        />
      )}
      {claimed && (
        <ClaimMessage
          testId="activity-detail-claim"
          error={claimed.ok ? undefined : claimed.error}
          success={
            claimed.ok
              ? t('detail.credited', { amount: formatMoney(claimed.answer.reward.amount) })
              : undefined
          }
        />
      )}
    </div>
  );
}
