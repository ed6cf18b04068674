import { SLOTS_CATEGORY } from '../constants.ts';
import { GameList } from './game-list-page.tsx';
import './games.css';

/** `/m/slotsCenter` (lobby §2.1 game areas, title "slots"): the slots (RNG) game list. */
export default function SlotsCenterPage() {
  return (
    <div data-testid="slots-center-page">
      <GameList gameType={SLOTS_CATEGORY} initialVendor={null} />
    </div>
  );
}
