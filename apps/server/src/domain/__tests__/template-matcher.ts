import { decodePng } from './decode-png.ts';

/**
 * The attack of issue 12 (#3), as a test tool: binarise the picture, cut it into the known number of digits, scale
 * each cut to a fixed grid and take the template it correlates with best. It is given every advantage a scripted
 * attacker has after collecting pictures: templates drawn by the captcha's own renderer for every digit form.
 */
const GRID_W = 12;
const GRID_H = 16;

export interface Template {
  readonly digit: string;
  readonly cells: Float32Array;
}

interface Mask {
  readonly width: number;
  readonly height: number;
  readonly ink: Uint8Array;
}

/** Dark pixels, split from the light background by Otsu's threshold on luminance. */
function binarise(png: Buffer): Mask {
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
  const total = luma.length;
  const sumAll = histogram.reduce((sum, count, value) => sum + count * value, 0);
  let [best, threshold, weightDark, sumDark] = [-1, 128, 0, 0];
  for (let t = 0; t < 256; t++) {
    weightDark += histogram[t] ?? 0;
    sumDark += t * (histogram[t] ?? 0);
    const weightLight = total - weightDark;
    if (weightDark === 0 || weightLight === 0) continue;
    const between = weightDark * weightLight * (sumDark / weightDark - (sumAll - sumDark) / weightLight) ** 2;
    if (between > best) [best, threshold] = [between, t];
  }
  return { width, height, ink: luma.map((value) => (value <= threshold ? 1 : 0)) };
}

/** Connected groups of ink pixels (8-neighbour), as column ranges, smallest specks dropped. */
function components(mask: Mask): { x0: number; x1: number; size: number }[] {
  const { width, height, ink } = mask;
  const seen = new Uint8Array(ink.length);
  const found: { x0: number; x1: number; size: number }[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (ink[start] !== 1 || seen[start] === 1) continue;
    const stack = [start];
    seen[start] = 1;
    let [x0, x1, size] = [width, 0, 0];
    while (stack.length > 0) {
      const at = stack.pop() ?? 0;
      const [x, y] = [at % width, Math.floor(at / width)];
      [x0, x1, size] = [Math.min(x0, x), Math.max(x1, x), size + 1];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          const next = ny * width + nx;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height || ink[next] !== 1 || seen[next] === 1)
            continue;
          seen[next] = 1;
          stack.push(next);
        }
    }
    if (size >= 12) found.push({ x0, x1, size });
  }
  return found.sort((a, b) => a.x0 - b.x0);
}

/** Column ranges of the digits: the connected groups if there are as many as digits, else equal slices. */
function cuts(mask: Mask, length: number): [number, number][] {
  const groups = components(mask);
  if (groups.length === length) return groups.map((g) => [g.x0, g.x1]);
  const x0 = Math.min(...groups.map((g) => g.x0));
  const x1 = Math.max(...groups.map((g) => g.x1));
  const step = (x1 - x0 + 1) / length;
  return Array.from({ length }, (_, i) => [Math.round(x0 + i * step), Math.round(x0 + (i + 1) * step) - 1]);
}

/** The ink of columns [x0, x1], cropped to its rows and averaged onto the grid, zero mean and unit length. */
function cells(mask: Mask, [x0, x1]: [number, number]): Float32Array {
  const { width, height, ink } = mask;
  let [y0, y1] = [height, -1];
  for (let y = 0; y < height; y++)
    for (let x = x0; x <= x1; x++)
      if (ink[y * width + x] === 1) [y0, y1] = [Math.min(y0, y), Math.max(y1, y)];
  const grid = new Float32Array(GRID_W * GRID_H);
  if (y1 < 0) return grid;
  for (let gy = 0; gy < GRID_H; gy++)
    for (let gx = 0; gx < GRID_W; gx++) {
      const [ya, yb] = [y0 + ((y1 - y0 + 1) * gy) / GRID_H, y0 + ((y1 - y0 + 1) * (gy + 1)) / GRID_H];
      const [xa, xb] = [x0 + ((x1 - x0 + 1) * gx) / GRID_W, x0 + ((x1 - x0 + 1) * (gx + 1)) / GRID_W];
      let [sum, n] = [0, 0];
      for (let y = Math.floor(ya); y < Math.max(Math.ceil(yb), Math.floor(ya) + 1); y++)
        for (let x = Math.floor(xa); x < Math.max(Math.ceil(xb), Math.floor(xa) + 1); x++) {
          sum += ink[y * width + x] ?? 0;
          n += 1;
        }
      grid[gy * GRID_W + gx] = sum / n;
    }
  const mean = grid.reduce((a, b) => a + b, 0) / grid.length;
  const norm = Math.sqrt(grid.reduce((a, b) => a + (b - mean) ** 2, 0)) || 1;
  return grid.map((v) => (v - mean) / norm);
}

/** Templates from single-digit pictures of the renderer. */
export function templatesFrom(pictures: readonly { digit: string; png: Buffer }[]): Template[] {
  return pictures.map(({ digit, png }) => {
    const mask = binarise(png);
    const [range] = cuts(mask, 1);
    return { digit, cells: cells(mask, range ?? [0, mask.width - 1]) };
  });
}

/** The matcher's reading of a picture with `length` digits. */
export function readCaptcha(png: Buffer, length: number, templates: readonly Template[]): string {
  const mask = binarise(png);
  return cuts(mask, length)
    .map((range) => {
      const seen = cells(mask, range);
      let [best, digit] = [-Infinity, '?'];
      for (const template of templates) {
        const score = template.cells.reduce((sum, value, i) => sum + value * (seen[i] ?? 0), 0);
        if (score > best) [best, digit] = [score, template.digit];
      }
      return digit;
    })
    .join('');
}
