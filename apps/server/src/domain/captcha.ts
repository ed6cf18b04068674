import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { encodePng } from './png.ts';

/** How long a captcha may be answered. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_COOKIE = 'h5_captcha';

/** 5 × 7 bitmap digits, one string per row, `#` = ink. */
const FONT: Readonly<Record<string, readonly string[]>> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
};

const SCALE = 4;
const GLYPH_W = 5 * SCALE;
const GLYPH_H = 7 * SCALE;
const HEIGHT = 44;
const PADDING = 8;

/** Renders digits as a noisy PNG: scaled bitmap glyphs, each shifted and coloured at random, lines and dots. */
export function renderCaptchaPng(code: string): Buffer {
  const width = PADDING * 2 + code.length * (GLYPH_W + 6);
  const rgb = new Uint8Array(width * HEIGHT * 3);
  const put = (x: number, y: number, r: number, g: number, b: number) => {
    if (x < 0 || y < 0 || x >= width || y >= HEIGHT) return;
    const i = (y * width + x) * 3;
    rgb[i] = r;
    rgb[i + 1] = g;
    rgb[i + 2] = b;
  };
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < width; x++) put(x, y, 235 + randomInt(20), 235 + randomInt(20), 235 + randomInt(20));

  Array.from(code).forEach((digit, index) => {
    const rows = FONT[digit] ?? [];
    const ox = PADDING + index * (GLYPH_W + 6) + randomInt(-2, 3);
    const oy = Math.floor((HEIGHT - GLYPH_H) / 2) + randomInt(-4, 5);
    const slant = (randomInt(-3, 4) / 10) * 1;
    const [r, g, b] = [randomInt(0, 120), randomInt(0, 120), randomInt(0, 160)];
    rows.forEach((row, gy) => {
      Array.from(row).forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE; dx++) {
            const y = oy + gy * SCALE + dy;
            put(ox + gx * SCALE + dx + Math.round((GLYPH_H / 2 - (y - oy)) * slant), y, r, g, b);
          }
      });
    });
  });

  for (let line = 0; line < 4; line++) {
    let y = randomInt(HEIGHT);
    const y2 = randomInt(HEIGHT);
    const [r, g, b] = [randomInt(80, 200), randomInt(80, 200), randomInt(80, 200)];
    for (let x = 0; x < width; x++) {
      y += (y2 - y) / Math.max(1, width - x);
      put(x, Math.round(y), r, g, b);
    }
  }
  for (let dot = 0; dot < width * 2; dot++) {
    put(randomInt(width), randomInt(HEIGHT), randomInt(256), randomInt(256), randomInt(256));
  }
  return encodePng(width, HEIGHT, rgb);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const answerHash = (id: string, answer: string) => sha256(`${id}:${answer}`);

export interface IssuedCaptcha {
  /** The cookie value. */
  readonly id: string;
  readonly png: Buffer;
}

/**
 * Image captchas bound to the client by a cookie holding a random id. The database keeps a hash of the id and a
 * salted hash of the answer; every verification consumes the captcha, right or wrong.
 */
export class Captchas {
  /** Plain answers by cookie id, kept only for the development outbox (DEV_OUTBOX). */
  readonly #devAnswers: Map<string, string> | null;

  constructor(
    private readonly db: Db,
    devOutbox: boolean,
  ) {
    this.#devAnswers = devOutbox ? new Map() : null;
  }

  async issue(length: number, now = Date.now()): Promise<IssuedCaptcha> {
    const digits = Math.min(6, Math.max(4, length));
    let code = '';
    for (let i = 0; i < digits; i++) code += String(randomInt(10));
    const id = randomBytes(24).toString('base64url');
    await this.db.deleteFrom('captchas').where('expires_at', '<', now).execute();
    await this.db
      .insertInto('captchas')
      .values({ id_hash: sha256(id), answer_hash: answerHash(id, code), expires_at: now + CAPTCHA_TTL_MS })
      .execute();
    if (this.#devAnswers !== null) {
      this.#devAnswers.set(id, code);
      if (this.#devAnswers.size > 1000) this.#devAnswers.delete(this.#devAnswers.keys().next().value ?? '');
    }
    return { id, png: renderCaptchaPng(code) };
  }

  /** Checks and consumes the captcha of this cookie id. */
  async verify(
    id: string | undefined,
    answer: string | null | undefined,
    now = Date.now(),
  ): Promise<boolean> {
    if (id === undefined || id === '' || id.length > 64) return false;
    const row = await this.db
      .deleteFrom('captchas')
      .where('id_hash', '=', sha256(id))
      .returning(['answer_hash', 'expires_at'])
      .executeTakeFirst();
    this.#devAnswers?.delete(id);
    if (row === undefined || now > row.expires_at) return false;
    const given = Buffer.from(answerHash(id, (answer ?? '').trim()), 'hex');
    return timingSafeEqual(given, Buffer.from(row.answer_hash, 'hex'));
  }

  /** Development outbox only. */
  devAnswer(id: string): string | undefined {
    return this.#devAnswers?.get(id);
  }
}
