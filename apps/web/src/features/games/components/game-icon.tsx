import { useState } from 'react';
import { TILE_ICON_PX } from '../constants.ts';
import './game-icon.css';

/**
 * A game or vendor icon in a box of fixed size (no layout shift while it loads): the browser loads it lazily, a
 * placeholder shows until it arrives, and a broken image leaves the placeholder with the name's first letter.
 */
export function GameIcon({
  src,
  name,
  size = TILE_ICON_PX,
  height = size,
}: {
  src: string;
  name: string;
  size?: number;
  /** A wide picture (vendor logos are 2:1) gives its own height; the width is `size`. */
  height?: number;
}) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');
  return (
    <span className={`game-icon game-icon--${state}`} style={{ width: size, height }} aria-hidden="true">
      {state === 'failed' ? (
        <span className="game-icon__letter">{name.trim().charAt(0).toUpperCase()}</span>
      ) : (
        <img
          className="game-icon__img"
          src={src}
          alt=""
          width={size}
          height={height}
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
