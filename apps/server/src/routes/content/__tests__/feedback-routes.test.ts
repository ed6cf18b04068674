import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FEEDBACK_LIMITS, getFeedbackList, submitFeedback } from '@h5/contract/endpoints/feedback.ts';
import { MERCHANT } from '../../../__tests__/account-helpers.ts';
import {
  demoToken,
  failureOf,
  imageCountOf,
  trialToken,
  valueOf,
} from '../../../__tests__/member-helpers.ts';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { contentRepository } from '../../../domain/content/content-repository.ts';
import {
  FEEDBACK_PER_MEMBER_HOUR,
  feedbackDir,
  moveFeedbackFilesIntoDatabase,
} from '../../../domain/content/feedback.ts';
import { encodePng } from '../../../infra/png.ts';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  dir = feedbackDir(t.config.databasePath);
});
afterAll(() => t.close());

const URL = '/wps/feedback';
const BOUNDARY = '----feedback-test-boundary-5e1c';
const PNG = encodePng(2, 2, new Uint8Array(12).fill(200));
/** A JPEG as far as its content goes: SOI, an APP0 marker, padding and EOI. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.alloc(64, 1),
  Buffer.from([0xff, 0xd9]),
]);

interface FilePart {
  data: Buffer;
  name?: string;
  type?: string;
  field?: string;
}

function multipart(fields: Record<string, string>, files: readonly FilePart[] = []): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'images'}"; filename="${file.name ?? 'shot.png'}"\r\n` +
          `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const send = (
  token: string | null,
  payload: Buffer,
  headers: Record<string, string> = {},
  method: 'PUT' | 'POST' = 'PUT',
) =>
  t.app.inject({
    method,
    url: URL,
    headers: {
      ...MERCHANT,
      ...(token === null ? {} : { authorization: token }),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...headers,
    },
    payload,
  });

const stored = async () => {
  const db = t.app.platform.db;
  const feedback = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const images = await db
    .selectFrom('feedback_images')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { feedback: feedback.n, images: images.n, files: existsSync(dir) ? readdirSync(dir).length : 0 };
};

describe('feedback (PUT /wps/feedback, multipart)', () => {
  it('stores the trimmed text and the images, their bytes in the database, never on the disk', async () => {
    const token = await demoToken(t, 'player01');
    const res = await send(
      token,
      multipart({ content: '  The deposit page froze after I paid.  ' }, [
        { data: PNG, name: '../../evil.png' },
        // A JPEG sent under a PNG name and type: the content decides.
        { data: JPEG, name: 'photo.png', type: 'image/png' },
      ]),
    );
    const value = z.parse(submitFeedback.response, valueOf(res));
    expect(value.imageCount).toBe(2);
    const db = t.app.platform.db;
    const row = await db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', value.id)
      .executeTakeFirstOrThrow();
    expect(row.content).toBe('The deposit page froze after I paid.');
    const images = await db
      .selectFrom('feedback_images')
      .selectAll()
      .where('feedback_id', '=', value.id)
      .orderBy('id')
      .execute();
    expect(images.map((i) => i.media_type)).toEqual(['image/png', 'image/jpeg']);
    expect(images.map((i) => i.size_bytes)).toEqual([PNG.length, JPEG.length]);
    for (const image of images) expect(image.file_name).toMatch(/^[0-9a-f]{32}\.(png|jpg)$/);
    // In the row, so that every instance of the server sees them (issue 14); no file anywhere.
    expect(Buffer.from(images[0]?.data ?? []).equals(PNG)).toBe(true);
    expect(Buffer.from(images[1]?.data ?? []).equals(JPEG)).toBe(true);
    expect(existsSync(dir)).toBe(false);
  });

  it('moves the image files of rows written before migration 0011 into their rows at start', async () => {
    const token = await demoToken(t, 'player01');
    const { id } = z.parse(
      submitFeedback.response,
      valueOf(await send(token, multipart({ content: 'older feedback' }, [{ data: PNG, name: 'a.png' }]))),
    );
    const db = t.app.platform.db;
    const image = await db
      .selectFrom('feedback_images')
      .select(['id', 'file_name'])
      .where('feedback_id', '=', id)
      .executeTakeFirstOrThrow();
    // As a server before migration 0011 left it: the bytes in a file, none in the row; and one whose file is gone.
    await db.updateTable('feedback_images').set({ data: null }).where('id', '=', image.id).execute();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, image.file_name), PNG);
    const lost = await db
      .insertInto('feedback_images')
      .values({
        feedback_id: id,
        file_name: 'f'.repeat(32) + '.png',
        media_type: 'image/png',
        size_bytes: 1,
        sha256: '0'.repeat(64),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const result = await moveFeedbackFilesIntoDatabase(contentRepository(db), dir);
    expect(result.moved).toBe(1);
    expect(result.problems).toEqual([`${join(dir, 'f'.repeat(32) + '.png')}: missing`]);
    const moved = await db
      .selectFrom('feedback_images')
      .select('data')
      .where('id', '=', image.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(moved.data ?? []).equals(PNG)).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
    // A second start finds nothing more to move.
    await db.deleteFrom('feedback_images').where('id', '=', lost.id).execute();
    expect(await moveFeedbackFilesIntoDatabase(contentRepository(db), dir)).toEqual({
      moved: 0,
      problems: [],
    });
    // Gone again, so the counts and the hourly limit of the tests below are as they expect.
    await db.deleteFrom('feedback_images').where('feedback_id', '=', id).execute();
    await db.deleteFrom('feedback').where('id', '=', id).execute();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes text alone, 140 characters, and POST as well as PUT', async () => {
    const token = await demoToken(t, 'player01');
    expect(
      imageCountOf(await send(token, multipart({ content: 'x'.repeat(FEEDBACK_LIMITS.maxChars) }))),
    ).toBe(0);
    expect(imageCountOf(await send(token, multipart({ content: 'Salamat po!' }), {}, 'POST'))).toBe(0);
  });

  it('refuses each limit with a clear error and stores nothing', async () => {
    const token = await demoToken(t, 'player01');
    const before = await stored();
    const big = Buffer.alloc(FEEDBACK_LIMITS.maxImageBytes + 1, 0);
    PNG.copy(big);
    const cases: [Buffer, number, string][] = [
      [multipart({ content: 'y'.repeat(141) }), 400, 'request_param_err'],
      [multipart({ content: '   ' }), 400, 'request_param_err'],
      [multipart({}), 400, 'request_param_err'],
      [
        multipart({ content: 'four' }, [{ data: PNG }, { data: PNG }, { data: JPEG }, { data: PNG }]),
        400,
        'upload.count',
      ],
      [multipart({ content: 'big' }, [{ data: PNG }, { data: big }]), 413, 'upload.size'],
      [
        multipart({ content: 'fake' }, [
          { data: PNG },
          { data: Buffer.from('not an image at all'), name: 'shot.png' },
        ]),
        415,
        'upload.type',
      ],
      [
        multipart({ content: 'gif' }, [
          { data: Buffer.from('GIF89a\x01\x00\x01\x00'), name: 'a.jpg', type: 'image/jpeg' },
        ]),
        415,
        'upload.type',
      ],
      [multipart({ content: 'empty' }, [{ data: Buffer.alloc(0) }]), 415, 'upload.type'],
      [multipart({ content: 'field' }, [{ data: PNG, field: 'other' }]), 400, 'request_param_err'],
      [multipart({ content: 'a', extra: 'b'.repeat(5000) }), 400, 'request_param_err'],
    ];
    for (const [payload, status, errorCode] of cases) {
      expect(failureOf(await send(token, payload)), errorCode).toMatchObject({ status, errorCode });
    }
    expect(await stored()).toEqual(before);
  });

  it('says what is wrong in English and Filipino', async () => {
    const token = await demoToken(t, 'player01');
    const four = multipart({ content: 'four' }, [{ data: PNG }, { data: PNG }, { data: PNG }, { data: PNG }]);
    const en = await send(token, four, { language: 'EN' });
    expect(failureOf(en).message).toBe('You can attach at most 3 images.');
    expect(en.json<{ value: unknown }>().value).toEqual({ max: 3 });
    expect(failureOf(await send(token, four, { language: 'TY' })).message).toBe(
      'Hanggang 3 larawan lamang ang puwedeng ilakip.',
    );
    const big = Buffer.alloc(FEEDBACK_LIMITS.maxImageBytes + 1, 0xff);
    JPEG.copy(big);
    const tooBig = await send(token, multipart({ content: 'big' }, [{ data: big }]), { language: 'EN' });
    expect(failureOf(tooBig).message).toBe('Each image must be 5 MB or smaller.');
    expect(tooBig.json<{ value: unknown }>().value).toEqual({ maxBytes: FEEDBACK_LIMITS.maxImageBytes });
    const fake = await send(token, multipart({ content: 'x' }, [{ data: Buffer.from('<svg/>') }]), {
      language: 'TY',
    });
    expect(failureOf(fake).message).toBe('PNG o JPG na larawan lamang ang puwedeng ilakip.');
  });

  it('takes an image of exactly 5 MB', async () => {
    const token = await demoToken(t, 'player01');
    const exact = Buffer.alloc(FEEDBACK_LIMITS.maxImageBytes, 0);
    PNG.copy(exact);
    expect(imageCountOf(await send(token, multipart({ content: 'exact' }, [{ data: exact }])))).toBe(1);
  });

  it('refuses guests, trial accounts and bodies that are not multipart', async () => {
    const body = multipart({ content: 'hello' });
    expect(failureOf(await send(null, body))).toMatchObject({ status: 401, errorCode: 'login.not.session' });
    expect(failureOf(await send(await trialToken(t), body))).toMatchObject({
      status: 403,
      errorCode: 'in_need_true_account',
    });
    const json = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: {
        ...MERCHANT,
        authorization: await demoToken(t, 'player01'),
        'content-type': 'application/json',
      },
      payload: '{"content":"hello"}',
    });
    expect(failureOf(json)).toMatchObject({ status: 415, errorCode: 'request.media.type' });
    const broken = await send(
      await demoToken(t, 'player01'),
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="content"\r\n\r\nhel`),
    );
    expect(failureOf(broken).status).toBe(400);
  });

  it('refuses a request announcing more than three full images before reading it', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: {
        ...MERCHANT,
        authorization: await demoToken(t, 'player01'),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(4 * FEEDBACK_LIMITS.maxImageBytes),
      },
      payload: multipart({ content: 'x' }),
    });
    expect(failureOf(res)).toMatchObject({ status: 413, errorCode: 'request.too.large' });
  });

  it("lists only the member's own feedback, newest first", async () => {
    const agent = await demoToken(t, 'agent01');
    expect(imageCountOf(await send(agent, multipart({ content: 'Agent feedback' }, [{ data: JPEG }])))).toBe(
      1,
    );
    const list = async (token: string, query = '') =>
      z.parse(
        getFeedbackList.response,
        valueOf(
          await t.app.inject({
            url: `/wps/feedback/list${query}`,
            headers: { ...MERCHANT, authorization: token },
          }),
        ),
      );
    const mine = await list(agent);
    expect(mine).toMatchObject({ total: 1, totalPages: 1 });
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]).toMatchObject({ content: 'Agent feedback', imageCount: 1 });
    const player = await list(await demoToken(t, 'player01'), '?size=2');
    expect(player.list.map((f) => f.content)).toEqual(['exact', 'Salamat po!']);
    expect(player.total).toBe(4);
    expect(player.list.every((f) => f.content !== 'Agent feedback')).toBe(true);
    expect(failureOf(await t.app.inject({ url: '/wps/feedback/list', headers: MERCHANT })).status).toBe(401);
  });

  it(`takes at most ${String(FEEDBACK_PER_MEMBER_HOUR)} feedback per member and hour`, async () => {
    const token = await demoToken(t, 'team01');
    const db = t.app.platform.db;
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('account', '=', 'team01')
      .executeTakeFirstOrThrow();
    const hourAgo = Date.now() - 3_600_000;
    // One just outside the hour does not count.
    await db
      .insertInto('feedback')
      .values({ member_id: member.id, content: 'old', created_at: hourAgo - 1000 })
      .execute();
    for (let i = 1; i < FEEDBACK_PER_MEMBER_HOUR; i++) {
      await db
        .insertInto('feedback')
        .values({ member_id: member.id, content: `f${String(i)}`, created_at: hourAgo + 60_000 })
        .execute();
    }
    expect(imageCountOf(await send(token, multipart({ content: 'last one' }, [{ data: PNG }])))).toBe(1);
    const before = await stored();
    const refused = await send(token, multipart({ content: 'one too many' }, [{ data: PNG }]));
    expect(failureOf(refused)).toMatchObject({ status: 429, errorCode: 'request.too.many' });
    expect(await stored()).toEqual(before);
  });
});
