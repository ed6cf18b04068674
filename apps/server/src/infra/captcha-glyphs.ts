/**
 * Digit skeletons for the image captcha, as strokes (polylines) in a 10 × 14 box, y down. Each digit has more than
 * one hand-drawn form, so a template made from one picture does not fit the next.
 */
export type Point = readonly [number, number];
export type Stroke = readonly Point[];
export type Glyph = readonly Stroke[];

/** Points along an elliptic arc; angles in degrees, 0 = right, 90 = down. */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Stroke {
  const steps = Math.max(4, Math.round(Math.abs(to - from) / 20));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as const;
  });
}

/** Points along a quadratic Bézier curve. */
function bend(p0: Point, p1: Point, p2: Point): Stroke {
  return Array.from({ length: 9 }, (_, i) => {
    const t = i / 8;
    const u = 1 - t;
    return [
      u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
      u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
    ];
  });
}

export const GLYPHS: Readonly<Record<string, readonly Glyph[]>> = {
  '0': [
    [arc(5, 7, 4, 6.3, 0, 360)],
    [
      arc(5, 7, 3.6, 6.3, 0, 360),
      [
        [7.4, 2.6],
        [2.6, 11.4],
      ],
    ],
  ],
  '1': [
    [
      [
        [3.2, 3],
        [5.6, 1],
        [5.6, 13],
      ],
    ],
    [
      [
        [3, 3],
        [5.4, 1],
        [5.4, 13],
      ],
      [
        [2.6, 13],
        [8.2, 13],
      ],
    ],
  ],
  '2': [
    [[...arc(5, 4.4, 3.8, 3.4, 190, 380), [1.2, 13], [9, 13]]],
    [[...bend([1.4, 3], [5, -1.6], [8.4, 3.6]), ...bend([8.4, 3.6], [5, 9], [1, 13]).slice(1), [9.2, 12.4]]],
  ],
  '3': [
    [arc(4.8, 4, 3.5, 3, 200, 450), arc(4.8, 10, 4, 3.1, 270, 520)],
    [
      [
        [1.4, 1],
        [8.6, 1],
        [4.6, 5.6],
      ],
      [...arc(4.9, 9.6, 3.8, 3.5, 260, 500)],
    ],
  ],
  '4': [
    [
      [
        [7, 13],
        [7, 1],
        [1, 9.6],
        [9.6, 9.6],
      ],
    ],
    [
      [
        [2.6, 1],
        [1.2, 9],
        [9.4, 9],
      ],
      [
        [6.8, 4.4],
        [6.8, 13],
      ],
    ],
  ],
  '5': [
    [[[8.8, 1], [2.2, 1], [1.6, 6.2], ...arc(5, 9.2, 4, 3.8, 230, 500).slice(1)]],
    [
      [
        [8.4, 1.2],
        [2.4, 1.6],
      ],
      [
        [2.4, 1.6],
        ...bend([2, 6.6], [9.8, 4.4], [8.6, 10]),
        ...bend([8.6, 10], [6.4, 14.6], [1.2, 11.6]).slice(1),
      ],
    ],
  ],
  '6': [
    [bend([8, 1.2], [1.4, 2.6], [1.4, 9.6]), arc(5, 9.6, 3.6, 3.4, 180, 540)],
    [
      [
        [7.4, 1],
        [1.8, 8.4],
      ],
      arc(5, 9.8, 3.4, 3.2, 0, 360),
    ],
  ],
  '7': [
    [
      [
        [1, 1],
        [9, 1],
        [4, 13],
      ],
    ],
    [
      [
        [1.2, 2.4],
        [1.2, 1],
        [9, 1],
        [5, 13],
      ],
      [
        [3.4, 7],
        [8.6, 7],
      ],
    ],
  ],
  '8': [
    [arc(5, 4, 3.2, 3, 0, 360), arc(5, 10, 3.8, 3.2, 0, 360)],
    [arc(5, 4.2, 3, 3.2, 0, 360), arc(5, 10.2, 3.6, 3, -90, 270)],
  ],
  '9': [
    [arc(5, 4.6, 3.6, 3.4, 0, 360), bend([8.6, 4.6], [8.6, 11.6], [2.4, 13])],
    [
      arc(5, 4.4, 3.4, 3.2, 0, 360),
      [
        [8.4, 4.4],
        [7, 13],
      ],
    ],
  ],
};
