import { describe, expect, it } from 'vitest';
import { captchaSize, renderCaptcha, type Random } from '../captcha-image.ts';
import { decodePng } from './decode-png.ts';
import { readCaptcha, templatesFrom } from './template-matcher.ts';

/** A seeded generator (mulberry32), so the pictures, and so the test, are the same on every run. */
function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const DIGITS = '0123456789';
const TRIES = 100;

function codes(random: Random, count: number, length: number): string[] {
  return Array.from({ length: count }, () =>
    Array.from({ length }, () => DIGITS[Math.floor(random() * 10)] ?? '0').join(''),
  );
}

/** Every form of every digit, drawn plainly by the renderer itself: the best templates an attacker can have. */
function templates() {
  const random = seeded(7);
  return templatesFrom(
    Array.from(DIGITS).flatMap((digit) =>
      Array.from({ length: 8 }, () => ({ digit, png: renderCaptcha(digit, random, 'none') })),
    ),
  );
}

function solved(distortion: 'none' | 'full', seed: number): number {
  const random = seeded(seed);
  const known = templates();
  return codes(random, TRIES, 4).filter(
    (code) => readCaptcha(renderCaptcha(code, random, distortion), 4, known) === code,
  ).length;
}

describe('captcha picture against a template matcher (issue 12 #3)', () => {
  it('the matcher reads plainly drawn digits, so it is a fair opponent', () => {
    expect(solved('none', 11)).toBeGreaterThanOrEqual(95);
  });

  it('solves at most 1 in 20 of the pictures players get', () => {
    expect(solved('full', 12)).toBeLessThanOrEqual(TRIES / 20);
  });

  it('draws a picture the size the client lays out, for every allowed length', () => {
    for (const length of [4, 5, 6]) {
      const { width, height } = decodePng(renderCaptcha('7'.repeat(length), seeded(length)));
      expect({ width, height }).toEqual(captchaSize(length));
    }
  });
});
