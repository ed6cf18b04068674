import { SHELL_SWITCHES } from '@h5/contract/shell-switches.ts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/load-state.tsx';
import { useFormatMoney } from '../../../lib/account/use-format-money.ts';
import { shellSwitchOn, useSwitches } from '../../../lib/system-status/use-switches.ts';
import { useVipProgress, type VipProgress } from '../api/get-vip-progress.ts';
import { progressPercent } from '../promotion-rules.ts';
import { PromotionOff } from './promotion-off.tsx';
import './promotions.css';

/**
 * `/m/member/benefits` (lobby §2.1 VIP benefits, the side menu's VIP entry §2.5, shell switch VIPBENEFIT3): the
 * player's level, this month's and the total turnover against the next level's thresholds, and every level with
 * its benefits, the player's marked.
 */
export default function VipBenefitsPage() {
  const switches = useSwitches();
  if (!shellSwitchOn(switches, SHELL_SWITCHES.vipBenefits)) {
    return <PromotionOff testId="vip-off" />;
  }
  return <VipBenefits />;
}

function VipBenefits() {
  const { t } = useTranslation('promotions');
  const formatMoney = useFormatMoney();
  const query = useVipProgress();
  if (!query.isSuccess) return <QueryState query={query} testId="vip" />;
  const vip = query.data;
  return (
    <section className="promotions" data-testid="vip-page">
      <div className="promo-card promo-vip">
        <p className="promo-vip__label">{t('vip.level')}</p>
        <p className="promo-vip__level" data-testid="vip-level">
          {vip.playerRankName}
        </p>
        <Bar label={t('vip.monthly')} part={vip.monthly} testId="vip-monthly" />
        <Bar label={t('vip.total')} part={vip.total} testId="vip-total" />
      </div>
      <h2 className="promo-heading">{t('vip.levels')}</h2>
      <ol className="promo-levels" data-testid="vip-levels">
        {vip.levels.map((level) => {
          const current = level.level === vip.level;
          return (
            <li
              key={level.level}
              className="promo-level"
              aria-current={current ? 'true' : undefined}
              data-testid="vip-level-item"
            >
              <h3 className="promo-level__name">
                {level.name}
                {current && <span className="promo-level__current">{t('vip.current')}</span>}
              </h3>
              <p className="promo-reward__sub">
                {t('vip.monthlyThreshold', { amount: formatMoney(level.monthlyTurnover) })}
              </p>
              <p className="promo-reward__sub">
                {t('vip.totalThreshold', { amount: formatMoney(level.totalTurnover) })}
              </p>
              {level.benefits.length === 0 ? (
                <p className="promo-reward__sub">{t('vip.noBenefits')}</p>
              ) : (
                <dl className="promo-benefits">
                  {level.benefits.map((benefit) => (
                    <div key={benefit.kind}>
                      <dt>{benefit.label}</dt>
                      <dd>{benefit.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Bar({ label, part, testId }: { label: string; part: VipProgress['monthly']; testId: string }) {
  const { t } = useTranslation('promotions');
  const formatMoney = useFormatMoney();
  const actual = formatMoney(part.actual);
  // The contract's top level answers expected = actual: there is no next threshold to reach.
  const text =
    part.expected <= part.actual
      ? t('vip.top', { actual })
      : t('vip.toNext', { actual, expected: formatMoney(part.expected) });
  return (
    <div className="promo-progress" data-testid={testId}>
      <span>{label}</span>
      <progress
        max={100}
        value={progressPercent(part.actual, part.expected)}
        aria-label={label}
        aria-valuetext={text}
      />
      <span>{text}</span>
    </div>
  );
}
