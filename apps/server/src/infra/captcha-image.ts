import { randomBytes } from 'node:crypto';
import { GLYPHS, type Point, type Stroke } from './captcha-glyphs.ts';
import { encodePng } from './png.ts';

/** A uniform number in [0, 1). */
export type Random = () => number;

/** Production randomness: the shapes of a picture must not be predictable from earlier pictures. */
export function cryptoRandom(): Random {
  let pool = randomBytes(0);
  let at = 0;
  return () => {
    if (at + 4 > pool.length) {
      pool = randomBytes(1024);
      at = 0;
    }
    const value = pool.readUInt32BE(at) / 2 ** 32;
    at += 4;
    return value;
  };
}

const HEIGHT = 60;
const ADVANCE = 28;
const MARGIN = 14;
const UNIT = 2.9;

/**
 * `none` draws the plain skeletons (what a template matcher would take its templates from); `full` is what players
 * see: glyph forms, size, slant, rotation, stroke width and spacing vary per digit, digits touch, the whole picture
 * is warped by two waves, ink colour runs across glyph boundaries, and ink-coloured curves and background-coloured
 * cuts cross the digits so neither colour nor connected parts separate one digit from the next.
 */
export type Distortion = 'none' | 'full';

export function captchaSize(length: number): { width: number; height: number } {
  return { width: MARGIN * 2 + length * ADVANCE, height: HEIGHT };
}

const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const pick = <T>(random: Random, items: readonly T[]): T | undefined =>
  items[Math.floor(random() * items.length)];

interface InkStroke {
  readonly points: readonly Point[];
  readonly width: number;
}

/** Places each digit's skeleton in the picture. */
function layOut(code: string, random: Random, distortion: Distortion): InkStroke[] {
  const strokes: InkStroke[] = [];
  let x = MARGIN + ADVANCE / 2;
  for (const digit of code) {
    const forms = GLYPHS[digit] ?? [];
    const glyph = pick(random, forms) ?? [];
    const full = distortion === 'full';
    const scale = UNIT * (full ? between(random, 0.82, 1.12) : 1);
    const angle = full ? between(random, -0.3, 0.3) : 0;
    const shear = full ? between(random, -0.25, 0.25) : 0;
    const cx = x + (full ? between(random, -3, 3) : 0);
    const cy = HEIGHT / 2 + (full ? between(random, -6, 6) : 0);
    const width = full ? between(random, 2.4, 3.6) : 3;
    const stretch = full ? between(random, 0.75, 1.2) : 1;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const place = ([px, py]: Point): Point => {
      const gx = (px - 5 + shear * (7 - py)) * scale * stretch;
      const gy = (py - 7) * scale;
      return [cx + gx * cos - gy * sin, cy + gx * sin + gy * cos];
    };
    for (const stroke of glyph) strokes.push({ points: stroke.map(place), width });
    x += full ? ADVANCE * between(random, 0.8, 1.08) : ADVANCE;
  }
  return strokes;
}

/** A smooth curve from one side of the picture to the other, for clutter that looks like ink. */
function crossingCurve(random: Random, width: number): Stroke {
  const ys = [between(random, 8, HEIGHT - 8), between(random, 4, HEIGHT - 4), between(random, 8, HEIGHT - 8)];
  return Array.from({ length: 25 }, (_, i) => {
    const t = i / 24;
    const u = 1 - t;
    const y = u * u * (ys[0] ?? 0) + 2 * u * t * (ys[1] ?? 0) + t * t * (ys[2] ?? 0);
    return [t * width, y] as const;
  });
}

/** Coverage (0–1) of round-capped strokes, drawn segment by segment within each segment's bounding box. */
function coverage(strokes: readonly InkStroke[], width: number, height: number): Float32Array {
  const cover = new Float32Array(width * height);
  for (const { points, width: strokeWidth } of strokes) {
    const half = strokeWidth / 2;
    for (let i = 1; i < points.length; i++) {
      const [ax, ay] = points[i - 1] as Point;
      const [bx, by] = points[i] as Point;
      const [dx, dy] = [bx - ax, by - ay];
      const length2 = dx * dx + dy * dy || 1;
      const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - half - 1));
      const x1 = Math.min(width - 1, Math.ceil(Math.max(ax, bx) + half + 1));
      const y0 = Math.max(0, Math.floor(Math.min(ay, by) - half - 1));
      const y1 = Math.min(height - 1, Math.ceil(Math.max(ay, by) + half + 1));
      for (let y = y0; y <= y1; y++)
        for (let x = x0; x <= x1; x++) {
          const t = Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / length2));
          const distance = Math.hypot(x - ax - t * dx, y - ay - t * dy);
          const alpha = Math.min(1, Math.max(0, half + 0.5 - distance));
          const k = y * width + x;
          if (alpha > (cover[k] ?? 0)) cover[k] = alpha;
        }
    }
  }
  return cover;
}

function sample(cover: Float32Array, width: number, height: number, x: number, y: number): number {
  const [x0, y0] = [Math.floor(x), Math.floor(y)];
  if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) return 0;
  const [fx, fy] = [x - x0, y - y0];
  const at = (xx: number, yy: number) => cover[yy * width + xx] ?? 0;
  return (
    (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) +
    (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy
  );
}

/** The captcha picture of `code` as a PNG (RGB). */
export function renderCaptcha(code: string, random: Random, distortion: Distortion = 'full'): Buffer {
  const { width, height } = captchaSize(code.length);
  const full = distortion === 'full';
  const strokes = layOut(code, random, distortion);
  if (full) strokes.push({ points: crossingCurve(random, width), width: between(random, 2.1, 2.8) });
  const ink = coverage(strokes, width, height);
  const cuts = full
    ? coverage([{ points: crossingCurve(random, width), width: between(random, 1.2, 1.6) }], width, height)
    : new Float32Array(width * height);

  const wave = full
    ? {
        ax: between(random, 2, 3),
        fx: (2 * Math.PI) / between(random, 28, 44),
        px: between(random, 0, 7),
        ay: between(random, 2.5, 3.8),
        fy: (2 * Math.PI) / between(random, 50, 90),
        py: between(random, 0, 7),
      }
    : { ax: 0, fx: 0, px: 0, ay: 0, fy: 0, py: 0 };
  const tone = () => [between(random, 0, 110), between(random, 0, 110), between(random, 20, 150)] as const;
  const light = () =>
    [between(random, 215, 250), between(random, 215, 250), between(random, 215, 250)] as const;
  const [inkLeft, inkRight, paperLeft, paperRight] = [tone(), tone(), light(), light()];

  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const alpha =
        sample(
          ink,
          width,
          height,
          x + wave.ax * Math.sin(y * wave.fx + wave.px),
          y + wave.ay * Math.sin(x * wave.fy + wave.py),
        ) *
        (1 - (cuts[y * width + x] ?? 0));
      const t = x / width;
      for (let c = 0; c < 3; c++) {
        const inkTone = (inkLeft[c] ?? 0) * (1 - t) + (inkRight[c] ?? 0) * t;
        const paper = (paperLeft[c] ?? 0) * (1 - t) + (paperRight[c] ?? 0) * t;
        rgb[(y * width + x) * 3 + c] = Math.round(
          Math.min(255, Math.max(0, paper * (1 - alpha) + inkTone * alpha)),
        );
      }
    }
  return encodePng(width, height, rgb);
}
