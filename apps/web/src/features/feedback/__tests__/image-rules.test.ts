import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_IMAGE_BYTES } from '../constants.ts';
import { imageProblem, sniffImageType, textLength, textProblem } from '../image-rules.ts';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const gif = new TextEncoder().encode('GIF89a....');

describe('feedback image rules', () => {
  it('tells PNG and JPEG by their first bytes', () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(gif)).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('accepts a small PNG or JPEG whatever its name', async () => {
    expect(await imageProblem(new File([png], 'a.png', { type: 'image/png' }), 0)).toBeNull();
    expect(await imageProblem(new File([jpeg], 'photo.txt'), 2)).toBeNull();
  });

  it('refuses a renamed file, a file over 5 MB and a fourth image', async () => {
    expect(await imageProblem(new File([gif], 'fake.png', { type: 'image/png' }), 0)).toBe('wrongType');
    const big = new File([png, new Uint8Array(FEEDBACK_MAX_IMAGE_BYTES)], 'big.png', { type: 'image/png' });
    expect(await imageProblem(big, 0)).toBe('tooLarge');
    const exact = new File([png, new Uint8Array(FEEDBACK_MAX_IMAGE_BYTES - png.length)], 'ok.png');
    expect(await imageProblem(exact, 0)).toBeNull();
    expect(await imageProblem(new File([png], 'a.png'), 3)).toBe('tooMany');
  });

  it('counts text in code points and limits it to 140', () => {
    expect(textLength('😀ab')).toBe(3);
    expect(textProblem('   ')).toBe('empty');
    expect(textProblem('a'.repeat(140))).toBeNull();
    expect(textProblem('a'.repeat(141))).toBe('tooLong');
  });
});
