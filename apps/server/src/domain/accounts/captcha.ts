import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { CaptchaPuzzle } from '@h5/contract/endpoints/session.ts';
import { cryptoRandom, renderCaptcha } from '../../infra/captcha-image.ts';
import { sourceOf } from '../client-source.ts';
import { ApiError } from '../errors.ts';
import type { AccountsRepository } from './accounts-repository.ts';
import type { Throttle } from './throttle.ts';

/** How long a captcha may be answered. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_COOKIE = 'h5_captcha';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const answerHash = (id: string, answer: string) => sha256(`${id}:${answer}`);

/**
 * The puzzle's range: about 150,000 SHA-256 on average, one to two seconds in a cheap phone's browser. A script pays
 * the same work natively (about 0.1 s of one core), which bounds how fast it can try, not whether it can.
 */
export const PUZZLE_MAX_NUMBER = 300_000;

export interface IssuedPuzzle {
  /** The cookie value. */
  readonly id: string;
  readonly puzzle: CaptchaPuzzle;
}

export interface IssuedCaptcha {
  /** The cookie value. */
  readonly id: string;
  readonly png: Buffer;
}

/**
 * Captchas (a picture, or a puzzle for the device) bound to the client by a cookie holding a random id. The database keeps a hash of the id and a
 * salted hash of the answer; every verification consumes the captcha, right or wrong.
 */
/**
 * Where a development server (DEV_OUTBOX) keeps the plain answer of each captcha it issues, by cookie id, for the
 * end-to-end tests: in the database (the outbox), so that any instance can tell the answer of a captcha another drew.
 */
export interface DevCaptchaAnswers {
  keep(id: string, answer: string, now: number): Promise<void>;
  find(id: string): Promise<string | undefined>;
}

export class Captchas {
  readonly #random = cryptoRandom();

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly devAnswers: DevCaptchaAnswers | null,
  ) {}

  async issue(length: number, now = Date.now()): Promise<IssuedCaptcha> {
    const digits = Math.min(6, Math.max(4, length));
    let code = '';
    for (let i = 0; i < digits; i++) code += String(randomInt(10));
    const id = await this.#store(code, now);
    return { id, png: renderCaptcha(code, this.#random) };
  }

  /** The accessible alternative to the picture: a number the device finds by hashing (see `captchaPuzzle`). */
  async issuePuzzle(now = Date.now()): Promise<IssuedPuzzle> {
    const answer = randomInt(PUZZLE_MAX_NUMBER + 1);
    const salt = randomBytes(12).toString('hex');
    const id = await this.#store(String(answer), now);
    return {
      id,
      puzzle: {
        algorithm: 'SHA-256',
        salt,
        challenge: sha256(`${salt}${answer}`),
        maxNumber: PUZZLE_MAX_NUMBER,
      },
    };
  }

  async #store(answer: string, now: number): Promise<string> {
    const id = randomBytes(24).toString('base64url');
    await this.accounts.insertCaptcha(
      { idHash: sha256(id), answerHash: answerHash(id, answer), expiresAt: now + CAPTCHA_TTL_MS },
      now,
    );
    await this.devAnswers?.keep(id, answer, now);
    return id;
  }

  /** Checks and consumes the captcha of this cookie id. */
  async verify(
    id: string | undefined,
    answer: string | null | undefined,
    now = Date.now(),
  ): Promise<boolean> {
    if (id === undefined || id === '' || id.length > 64) return false;
    const row = await this.accounts.takeCaptcha(sha256(id));
    if (row === undefined || now > row.expires_at) return false;
    const given = Buffer.from(answerHash(id, (answer ?? '').trim()), 'hex');
    return timingSafeEqual(given, Buffer.from(row.answer_hash, 'hex'));
  }

  /** Development outbox only. */
  devAnswer(id: string): Promise<string | undefined> {
    return this.devAnswers?.find(id) ?? Promise.resolve(undefined);
  }
}

/**
 * Puzzles one client source (an IPv4 address, an IPv6 /64) may fetch an hour. A script solves a puzzle far more
 * cheaply than it reads the picture, so the puzzle's count is what bounds scripted attempts through it; a person
 * who cannot read the picture needs a few.
 */
export const PUZZLE_HOURLY_PER_SOURCE = 30;
const HOUR_MS = 3_600_000;

/** A puzzle for this client, or `tooManyRequests` past the hourly count of its source. */
export async function issuePuzzleFor(
  { captchas, throttle }: { captchas: Captchas; throttle: Throttle },
  ip: string,
  now = Date.now(),
): Promise<IssuedPuzzle> {
  if (!(await throttle.hit('captcha-puzzle', sourceOf(ip), PUZZLE_HOURLY_PER_SOURCE, HOUR_MS, now))) {
    throw new ApiError('tooManyRequests');
  }
  return captchas.issuePuzzle(now);
}
