import { useTranslation } from 'react-i18next';
import { LOTTERY_CATEGORIES } from '../constants.ts';
import { LotteryGames } from './lottery-page.tsx';
import './games.css';

/** `/m/moreLottery` (lobby §2.1): every lottery game, by prize mode (E-lottery, then lottery). */
export default function MoreLotteryPage() {
  const { t } = useTranslation('games');
  return (
    <section className="lottery-page" data-testid="more-lottery-page">
      {LOTTERY_CATEGORIES.map((mode) => (
        <section key={mode} className="lottery-page__mode" aria-labelledby={`lottery-${mode}`}>
          <h2 id={`lottery-${mode}`} className="games-heading">
            {t(`prizeMode.${mode}`)}
          </h2>
          <LotteryGames prizeMode={mode} />
        </section>
      ))}
    </section>
  );
}
