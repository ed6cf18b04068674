import { useTranslation } from 'react-i18next';
import type { GameView } from '../types.ts';
import { GameIcon } from './game-icon.tsx';
import './game-tile.css';

interface GameTileProps {
  game: GameView;
  favourite: boolean;
  onPlay: (game: GameView) => void;
  onFavourite: (game: GameView, on: boolean) => void;
}

/** One game of the list: icon and name (tap plays), the favourite mark, the minimum bet when known. */
export function GameTile({ game, favourite, onPlay, onFavourite }: GameTileProps) {
  const { t } = useTranslation('games');
  return (
    <div className="game-tile" data-testid="game-tile" data-node-id={game.nodeId}>
      <button
        type="button"
        className="game-tile__play"
        onClick={() => {
          onPlay(game);
        }}
      >
        <GameIcon key={game.iconUrl} src={game.iconUrl} name={game.name} />
        <span className="game-tile__name">{game.name}</span>
        {game.minBet !== null && (
          <span className="game-tile__meta">{t('minBetValue', { amount: game.minBet })}</span>
        )}
      </button>
      <button
        type="button"
        className={`game-tile__fav${favourite ? ' game-tile__fav--on' : ''}`}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'removeFavourite' : 'addFavourite', { name: game.name })}
        data-testid="game-fav"
        onClick={() => {
          onFavourite(game, !favourite);
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5l-1.4-1.3C5.4 14.5 2 11.4 2 7.6 2 4.5 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1C13.1 2.8 14.8 2 16.5 2 19.6 2 22 4.5 22 7.6c0 3.8-3.4 6.9-8.6 11.6L12 20.5z"
            fill={favourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
      </button>
    </div>
  );
}
