import { decodePng } from './decode-png.ts';

/**
 * The attack of issue 12 (#3), as a test tool. It separates the digits every way a scripted attacker would try —
 * connected parts (merged or split to the known count), flat colours (k-means over ink colours), equal column
 * slices — on the picture as drawn and with thin lines opened away, scales each part to a grid, and keeps the
 * reading whose parts correlate best with its templates. It read 69 of 100 of the pictures used before the issue
 * (flat colour per digit, bitmap font); the test shows it does not read the ones players get now.
 */
const GRID_W = 12;
const GRID_H = 16;

export interface Template {
  readonly digit: string;
  readonly cells: Float32Array;
}

interface Picture {
  readonly width: number;
  readonly height: number;
  readonly rgb: Uint8Array;
  /** 1 where the pixel is ink. */
  readonly ink: Uint8Array;
}

/** Pixel indices of one supposed digit. */
type Part = readonly number[];

/** Dark pixels, split from the light background by Otsu's threshold on luminance. */
function binarise(png: Buffer): Picture {
  const { width, height, rgb } = decodePng(png);
  const luma = new Uint8Array(width * height);
  const histogram = new Array<number>(256).fill(0);
  for (let i = 0; i < luma.length; i++) {
    const value = Math.round(
      0.299 * (rgb[i * 3] ?? 0) + 0.587 * (rgb[i * 3 + 1] ?? 0) + 0.114 * (rgb[i * 3 + 2] ?? 0),
    );
    luma[i] = value;
    histogram[value] = (histogram[value] ?? 0) + 1;
  }
  const sumAll = histogram.reduce((sum, count, value) => sum + count * value, 0);
  let [best, threshold, weightDark, sumDark] = [-1, 128, 0, 0];
  for (let t = 0; t < 256; t++) {
    weightDark += histogram[t] ?? 0;
    sumDark += t * (histogram[t] ?? 0);
    const weightLight = luma.length - weightDark;
    if (weightDark === 0 || weightLight === 0) continue;
    const between = weightDark * weightLight * (sumDark / weightDark - (sumAll - sumDark) / weightLight) ** 2;
    if (between > best) [best, threshold] = [between, t];
  }
  return { width, height, rgb, ink: luma.map((value) => (value <= threshold ? 1 : 0)) };
}

/** Erosion then dilation by a 3 × 3 square: lines and dots thinner than the digits' strokes go. */
function opened(picture: Picture): Picture {
  const { width, height } = picture;
  const pass = (source: Uint8Array, keep: (all: boolean, any: boolean) => boolean) =>
    source.map((_, i) => {
      const [x, y] = [i % width, Math.floor(i / width)];
      let [all, any] = [true, false];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const inside = x + dx >= 0 && y + dy >= 0 && x + dx < width && y + dy < height;
          const on = inside && source[(y + dy) * width + x + dx] === 1;
          [all, any] = [all && on, any || on];
        }
      return keep(all, any) ? 1 : 0;
    });
  return {
    ...picture,
    ink: pass(
      pass(picture.ink, (all) => all),
      (_, any) => any,
    ),
  };
}

const inkPixels = ({ ink }: Picture): number[] => {
  const pixels: number[] = [];
  ink.forEach((on, i) => {
    if (on === 1) pixels.push(i);
  });
  return pixels;
};
const meanX = (part: Part, width: number) =>
  part.reduce((sum, i) => sum + (i % width), 0) / (part.length || 1);

/** Connected parts (8-neighbour), specks dropped, merged or split until there are `length`. */
function byParts(picture: Picture, length: number): Part[] {
  const { width, height, ink } = picture;
  const seen = new Uint8Array(ink.length);
  let parts: number[][] = [];
  for (const start of inkPixels(picture)) {
    if (seen[start] === 1) continue;
    const [stack, part] = [[start], [] as number[]];
    seen[start] = 1;
    while (stack.length > 0) {
      const at = stack.pop() ?? 0;
      part.push(at);
      const [x, y] = [at % width, Math.floor(at / width)];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const next = (y + dy) * width + x + dx;
          if (x + dx < 0 || y + dy < 0 || x + dx >= width || y + dy >= height) continue;
          if (ink[next] !== 1 || seen[next] === 1) continue;
          seen[next] = 1;
          stack.push(next);
        }
    }
    if (part.length >= 12) parts.push(part);
  }
  parts.sort((a, b) => meanX(a, width) - meanX(b, width));
  while (parts.length > length) {
    // The smallest part joins its nearest neighbour.
    const small = parts.reduce((min, part, i) => (part.length < (parts[min]?.length ?? 0) ? i : min), 0);
    const x = meanX(parts[small] ?? [], width);
    const others = parts.map((part, i) => (i === small ? Infinity : Math.abs(meanX(part, width) - x)));
    const near = others.indexOf(Math.min(...others));
    parts[near] = [...(parts[near] ?? []), ...(parts[small] ?? [])];
    parts = parts.filter((_, i) => i !== small);
  }
  while (parts.length > 0 && parts.length < length) {
    // The widest part is cut in two at its middle column.
    const wide = parts.reduce((max, part, i) => (part.length > (parts[max]?.length ?? 0) ? i : max), 0);
    const part = parts[wide] ?? [];
    const middle = meanX(part, width);
    parts.splice(
      wide,
      1,
      part.filter((i) => i % width < middle),
      part.filter((i) => i % width >= middle),
    );
  }
  return parts;
}

/** Equal slices of the ink's column range. */
function bySlices(picture: Picture, length: number): Part[] {
  const pixels = inkPixels(picture);
  const xs = pixels.map((i) => i % picture.width);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs) + 1];
  const step = (x1 - x0) / length;
  return Array.from({ length }, (_, k) =>
    pixels.filter((i) => i % picture.width >= x0 + k * step && i % picture.width < x0 + (k + 1) * step),
  );
}

/** k-means over the ink's colours, seeded left to right: a flat colour per digit gives the digits away. */
function byColours(picture: Picture, length: number): Part[] {
  const { rgb, width } = picture;
  const pixels = inkPixels(picture).sort((a, b) => (a % width) - (b % width));
  const colour = (i: number) => [rgb[i * 3] ?? 0, rgb[i * 3 + 1] ?? 0, rgb[i * 3 + 2] ?? 0];
  let centres = Array.from({ length }, (_, k) =>
    colour(pixels[Math.floor(((k + 0.5) * pixels.length) / length)] ?? 0),
  );
  let groups: number[][] = [];
  for (let round = 0; round < 8; round++) {
    groups = centres.map(() => []);
    for (const i of pixels) {
      const c = colour(i);
      const distances = centres.map((m) => m.reduce((sum, v, j) => sum + (v - (c[j] ?? 0)) ** 2, 0));
      groups[distances.indexOf(Math.min(...distances))]?.push(i);
    }
    centres = groups.map((group, k) =>
      group.length === 0
        ? (centres[k] ?? [0, 0, 0])
        : [0, 1, 2].map((j) => group.reduce((sum, i) => sum + (colour(i)[j] ?? 0), 0) / group.length),
    );
  }
  return groups.sort((a, b) => meanX(a, width) - meanX(b, width));
}

/** A part's pixels on the grid over its bounding box (2nd–98th percentile, so stray pixels do not stretch it). */
function cells(part: Part, width: number): Float32Array {
  const grid = new Float32Array(GRID_W * GRID_H);
  if (part.length === 0) return grid;
  const range = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return [at(0.02), at(0.98) + 1] as const;
  };
  const [x0, x1] = range(part.map((i) => i % width));
  const [y0, y1] = range(part.map((i) => Math.floor(i / width)));
  for (const i of part) {
    const gx = Math.floor((((i % width) - x0) / Math.max(1, x1 - x0)) * GRID_W);
    const gy = Math.floor(((Math.floor(i / width) - y0) / Math.max(1, y1 - y0)) * GRID_H);
    if (gx >= 0 && gy >= 0 && gx < GRID_W && gy < GRID_H)
      grid[gy * GRID_W + gx] = (grid[gy * GRID_W + gx] ?? 0) + 1;
  }
  const mean = grid.reduce((a, b) => a + b, 0) / grid.length;
  const norm = Math.sqrt(grid.reduce((a, b) => a + (b - mean) ** 2, 0)) || 1;
  return grid.map((v) => (v - mean) / norm);
}

function bestDigit(seen: Float32Array, templates: readonly Template[]): { digit: string; score: number } {
  let found = { digit: '?', score: -Infinity };
  for (const template of templates) {
    const score = template.cells.reduce((sum, value, i) => sum + value * (seen[i] ?? 0), 0);
    if (score > found.score) found = { digit: template.digit, score };
  }
  return found;
}

/** Templates from single-digit pictures (the renderer's own, drawn plainly). */
export function templatesFrom(pictures: readonly { digit: string; png: Buffer }[]): Template[] {
  return pictures.map(({ digit, png }) => {
    const picture = opened(binarise(png));
    return { digit, cells: cells(byParts(picture, 1)[0] ?? [], picture.width) };
  });
}

/** The matcher's best reading of a picture with `length` digits. */
export function readCaptcha(png: Buffer, length: number, templates: readonly Template[]): string {
  const drawn = binarise(png);
  let best = { text: '', score: -Infinity };
  for (const picture of [drawn, opened(drawn)])
    for (const split of [byParts, byColours, bySlices]) {
      const reads = split(picture, length).map((part) => bestDigit(cells(part, picture.width), templates));
      const score = reads.reduce((sum, read) => sum + read.score, 0);
      if (score > best.score) best = { text: reads.map((read) => read.digit).join(''), score };
    }
  return best.text;
}
