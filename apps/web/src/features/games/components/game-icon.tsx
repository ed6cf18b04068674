import { useState } from 'react';
import { TILE_ICON_PX } from '../constants.ts';
import './game-icon.css';

/**
 * A game or vendor icon in a box of fixed size (no layout shift while it loads): the browser loads it lazily, a
 * placeholder shows until it arrives, and a broken image leaves the placeholder with the name's first letter.
 */
export function GameIcon({ src, name, size = TILE_ICON_PX }: { src: string; name: string; size?: number }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');
  return (
    <span
      className={`game-icon game-icon--${state}`}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {state === 'failed' ? (
        <span className="game-icon__letter">{name.trim().charAt(0).toUpperCase()}</span>
      ) : (
        <img
          className="game-icon__img"
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onLoad={() => {
            setState('loaded');
          }}
          onError={() => {
            setState('failed');
          }}
        />
      )}
    </span>
  );
}
