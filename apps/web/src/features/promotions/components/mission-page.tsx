import { PROMO_SWITCHES } from '@h5/contract/shell-switches.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/load-state.tsx';
import { useFormatMoney } from '../../../lib/account/use-format-money.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { shellSwitchOn, useSwitches } from '../../../lib/system-status/use-switches.ts';
import { useMissions } from '../api/get-missions.ts';
import { progressPercent } from '../promotion-rules.ts';
import { PromotionOff } from './promotion-off.tsx';
import { PromotionPeriod } from './promotion-period.tsx';
import './promotions.css';

/**
 * `/m/leaderBoard` (lobby §2.1 mission activity; §2.11 entry shown when the MISSION promotion is on): each mission's
 * target (bets or deposits in its period), the player's progress and reward. A reached target issues the reward,
 * claimed in the reward center.
 */
export default function MissionPage() {
  const switches = useSwitches();
  if (!shellSwitchOn(switches, PROMO_SWITCHES.mission)) {
    return <PromotionOff testId="mission-off" />;
  }
  return <Missions />;
}

function Missions() {
  const { t } = useTranslation('promotions');
  const formatMoney = useFormatMoney();
  const query = useMissions();
  if (!query.isSuccess) return <QueryState query={query} testId="mission" />;
  if (query.data.length === 0) {
    return (
      <p className="promo-empty promotions" data-testid="mission-empty">
        {t('mission.empty')}
      </p>
    );
  }
  return (
    <section className="promotions" data-testid="mission-page">
      <ul className="promo-rewards">
        {query.data.map((mission) => {
          const target = formatMoney(mission.target);
          const progress = t('detail.progressOf', { current: formatMoney(mission.current), target });
          return (
            <li
              key={mission.id}
              className="promo-reward promo-mission"
              data-testid="mission-item"
              data-id={mission.id}
            >
              <div className="promo-reward__facts">
                <span className="promo-reward__title">{mission.title}</span>
                <span className="promo-reward__sub">{t(`mission.kind.${mission.kind}`, { target })}</span>
                <PromotionPeriod startTime={mission.startTime} endTime={mission.endTime} />
                <span className="promo-reward__amount">
                  {t('mission.reward', { amount: formatMoney(mission.reward) })}
                </span>
                <progress
                  max={100}
                  value={progressPercent(mission.current, mission.target)}
                  aria-label={mission.title}
                  aria-valuetext={progress}
                />
                <span className="promo-reward__sub">{progress}</span>
              </div>
              <span className={`promo-status promo-status--${mission.status}`} data-testid="mission-status">
                {t(`mission.status.${mission.status}`)}
              </span>
              {mission.status === 'issued' && (
                <Link
                  className="button promo-action"
                  to={PATHS.rewardCenter}
                  data-testid="mission-reward-center"
                >
                  {t('mission.claimInRewardCenter')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
