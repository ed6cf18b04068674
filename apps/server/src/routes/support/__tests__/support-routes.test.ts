import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getInbox } from '@h5/contract/endpoints/messages.ts';
import {
  getSupportThread,
  listSupportConversations,
  replySupportConversation,
  sendSupportMessage,
} from '@h5/contract/endpoints/support.ts';
import { getSystemStatus } from '@h5/contract/endpoints/system.ts';
import { startTestApp, envelopeOf, type TestApp } from '../../../__tests__/test-app.ts';
import { SUPPORT_MESSAGES_PER_IP, SUPPORT_MESSAGES_PER_SENDER } from '../../../domain/support/support.ts';
import { encodePng } from '../../../infra/png.ts';
import { OPERATOR, newMember, newRequestId } from '../../wallet/__tests__/withdraw-helpers.ts';
import { SUPPORT_IMAGE_PATH } from '../support-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ operatorTokens: [OPERATOR] });
});
afterAll(() => t.close());

const BOUNDARY = '----support-test-boundary-7a1f';
const PNG = encodePng(2, 2, new Uint8Array(12).fill(90));
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

/** Each test writes from its own address, so the per-IP count of one never refuses another's messages. */
const newIp = () =>
  `10.${String(randomBytes(1)[0])}.${String(randomBytes(1)[0])}.${String(randomBytes(1)[0])}`;
const newKey = () => randomBytes(32).toString('base64url');

function multipart(fields: Record<string, string>, files: readonly Buffer[] = []): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const data of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

interface SendOptions {
  token?: string;
  ip: string;
  language?: 'EN' | 'TY';
  files?: Buffer[];
}

const send = (fields: Record<string, string>, options: SendOptions) =>
  t.app.inject({
    method: 'POST',
    url: sendSupportMessage.path,
    remoteAddress: options.ip,
    headers: {
      merchant: 'demo',
      language: options.language ?? 'TY',
      ...(options.token === undefined ? {} : { authorization: options.token }),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: multipart(fields, options.files),
  });

const json = (url: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
  t.app.inject({
    method: method as 'POST' | 'GET',
    url,
    headers: {
      merchant: 'demo',
      ...headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const value = <S extends z.core.$ZodType>(
  schema: S,
  res: { body: string; statusCode: number },
): z.output<S> => {
  const envelope = envelopeOf(res as never);
  expect(envelope.success, res.body.slice(0, 400)).toBe(true);
  return z.parse(schema, envelope.value);
};
const failure = (res: { body: string; statusCode: number }) => {
  const envelope = envelopeOf(res as never);
  expect(envelope.success, res.body.slice(0, 400)).toBe(false);
  return { status: res.statusCode, errorCode: envelope.errorCode ?? '', message: envelope.message ?? '' };
};

const thread = (headers: Record<string, string>, body: unknown = {}) =>
  json(getSupportThread.path, body, headers);
/** Every conversation of a status in the operator's queue, page by page (other tests' conversations are there too). */
async function queue(status = 'open') {
  const all = [];
  for (let page = 1; ; page++) {
    const res = await json(
      `${listSupportConversations.path}?status=${status}&pageNo=${String(page)}&pageSize=50`,
      undefined,
      { authorization: OPERATOR.token },
      'GET',
    );
    const found = value(listSupportConversations.response, res);
    all.push(...found.content);
    if (page >= found.totalPages) return all;
  }
}
const reply = (conversationId: number, content: string, requestId = newRequestId()) =>
  json(
    replySupportConversation.path,
    { conversationId, content, requestId },
    { authorization: OPERATOR.token },
  );

describe('support messages of a member', () => {
  it('stores the trimmed message with its screenshot, once per request id, and shows the thread', async () => {
    const member = await newMember(t, { fundsPassword: false });
    const ip = newIp();
    const requestId = newRequestId();
    const fields = { content: '  My deposit has not arrived.  ', requestId };
    const first = value(
      sendSupportMessage.response,
      await send(fields, { token: member.token, ip, files: [PNG] }),
    );
    expect(first.status).toBe('open');
    expect(first.messages).toEqual([
      {
        id: expect.any(Number) as number,
        author: 'player',
        content: 'My deposit has not arrived.',
        createTime: expect.any(Number) as number,
        images: [{ mediaType: 'image/png', sizeBytes: PNG.length }],
      },
    ]);
    // The same request again (an answer lost on the way): the same thread, nothing stored twice.
    const again = value(
      sendSupportMessage.response,
      await send(fields, { token: member.token, ip, files: [PNG] }),
    );
    expect(again).toEqual(first);
    const images = await t.app.platform.db.selectFrom('support_images').selectAll().execute();
    const mine = images.filter((i) => i.message_id === first.messages[0]?.id);
    expect(mine).toHaveLength(1);
    expect(Buffer.from(mine[0]?.data ?? []).equals(PNG)).toBe(true);

    const read = value(getSupportThread.response, await thread({ authorization: member.token }));
    expect(read).toEqual(first);
  });

  it('refuses a screenshot that is not PNG or JPEG, an empty message and a too long one, storing nothing', async () => {
    const member = await newMember(t, { fundsPassword: false });
    const ip = newIp();
    const gif = failure(
      await send({ content: 'Look', requestId: newRequestId() }, { token: member.token, ip, files: [GIF] }),
    );
    expect(gif.status).toBe(415);
    const empty = failure(
      await send({ content: '   ', requestId: newRequestId() }, { token: member.token, ip }),
    );
    expect(empty.status).toBe(400);
    const long = failure(
      await send({ content: 'x'.repeat(1001), requestId: newRequestId() }, { token: member.token, ip }),
    );
    expect(long.status).toBe(400);
    const read = value(getSupportThread.response, await thread({ authorization: member.token }));
    expect(read).toEqual({ id: null, status: null, messages: [] });
  });

  it('refuses messages beyond the count per sender, in the request language', async () => {
    const member = await newMember(t, { fundsPassword: false });
    const ip = newIp();
    for (let i = 0; i < SUPPORT_MESSAGES_PER_SENDER; i++) {
      value(
        sendSupportMessage.response,
        await send(
          { content: `Message ${String(i)}`, requestId: newRequestId() },
          { token: member.token, ip },
        ),
      );
    }
    const refused = failure(
      await send(
        { content: 'One more', requestId: newRequestId() },
        { token: member.token, ip, language: 'EN' },
      ),
    );
    expect(refused).toMatchObject({ status: 429, errorCode: 'request.too.many' });
    expect(refused.message).not.toBe('');
    const read = value(getSupportThread.response, await thread({ authorization: member.token }));
    expect(read.messages).toHaveLength(SUPPORT_MESSAGES_PER_SENDER);
  });

  it('refuses messages beyond the count per IP address, whatever the guest key', async () => {
    const ip = newIp();
    for (let i = 0; i < SUPPORT_MESSAGES_PER_IP; i++) {
      value(
        sendSupportMessage.response,
        await send(
          { content: 'Hello', requestId: newRequestId(), conversationKey: newKey(), contact: 'a@b.ph' },
          { ip },
        ),
      );
    }
    const refused = failure(
      await send(
        { content: 'Hello', requestId: newRequestId(), conversationKey: newKey(), contact: 'a@b.ph' },
        { ip },
      ),
    );
    expect(refused.errorCode).toBe('request.too.many');
  });
});

describe('support messages of a guest', () => {
  it('needs a key and, to start, a valid contact; the key alone opens the thread', async () => {
    const ip = newIp();
    const key = newKey();
    const noKey = failure(
      await send({ content: 'Cannot log in', requestId: newRequestId(), contact: '+639171234567' }, { ip }),
    );
    expect(noKey.status).toBe(400);
    const noContact = failure(
      await send({ content: 'Cannot log in', requestId: newRequestId(), conversationKey: key }, { ip }),
    );
    expect(noContact.status).toBe(400);
    const badContact = failure(
      await send(
        { content: 'Cannot log in', requestId: newRequestId(), conversationKey: key, contact: 'call me' },
        { ip },
      ),
    );
    expect(badContact.status).toBe(400);

    const started = value(
      sendSupportMessage.response,
      await send(
        {
          content: 'Cannot log in',
          requestId: newRequestId(),
          conversationKey: key,
          contact: '+63 917 123 4567',
        },
        { ip },
      ),
    );
    expect(started.messages.map((m) => m.content)).toEqual(['Cannot log in']);
    // Later messages need no contact.
    value(
      sendSupportMessage.response,
      await send({ content: 'Still stuck', requestId: newRequestId(), conversationKey: key }, { ip }),
    );

    const mine = value(getSupportThread.response, await thread({}, { conversationKey: key }));
    expect(mine.messages.map((m) => m.content)).toEqual(['Cannot log in', 'Still stuck']);
    // Another key opens nothing, not even a hint that the conversation exists.
    const other = value(getSupportThread.response, await thread({}, { conversationKey: newKey() }));
    expect(other).toEqual({ id: null, status: null, messages: [] });
    const malformed = failure(await thread({}, { conversationKey: 'short' }));
    expect(malformed.status).toBe(400);
    // The key is stored only as its hash.
    const row = await t.app.platform.db
      .selectFrom('support_conversations')
      .selectAll()
      .where('id', '=', started.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.guest_key_sha256).not.toBe(key);
    expect(row.guest_key_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.contact).toBe('+63 917 123 4567');
    expect(row.member_id).toBeNull();
  });

  it('sees the operator’s answer in the thread; a member’s thread stays out of reach of any guest key', async () => {
    const ip = newIp();
    const key = newKey();
    const started = value(
      sendSupportMessage.response,
      await send(
        {
          content: 'Is the site down?',
          requestId: newRequestId(),
          conversationKey: key,
          contact: 'juan@example.ph',
        },
        { ip },
      ),
    );
    value(replySupportConversation.response, await reply(started.id ?? 0, 'No, please try again.'));
    const read = value(getSupportThread.response, await thread({}, { conversationKey: key }));
    expect(read.status).toBe('answered');
    expect(read.messages.map((m) => [m.author, m.content])).toEqual([
      ['player', 'Is the site down?'],
      ['operator', 'No, please try again.'],
    ]);
    // A member's thread is read by session only: a guest without a key gets a field error, not a thread.
    expect(failure(await thread({}, {})).status).toBe(400);
  });
});

describe('operator queue and answers (/ops/support)', () => {
  it('lists waiting conversations; an answer reaches the thread and the mail center once, in the player’s language', async () => {
    const member = await newMember(t, { fundsPassword: false });
    const ip = newIp();
    const sent = value(
      sendSupportMessage.response,
      await send(
        { content: 'Please check my bonus', requestId: newRequestId() },
        { token: member.token, ip, language: 'EN', files: [PNG] },
      ),
    );
    const waiting = await queue();
    const mine = waiting.find((c) => c.id === sent.id);
    expect(mine).toMatchObject({
      status: 'open',
      memberAccount: member.account,
      contact: null,
      language: 'EN',
    });
    expect(mine?.messages[0]?.images[0]).toMatchObject({ mediaType: 'image/png', sizeBytes: PNG.length });

    const requestId = newRequestId();
    const answered = value(
      replySupportConversation.response,
      await reply(sent.id ?? 0, 'Your bonus is credited.', requestId),
    );
    expect(answered.status).toBe('answered');
    expect(answered.messages.at(-1)).toMatchObject({ author: 'operator', operator: OPERATOR.name });
    // The same answer again: no second message, no second mail.
    value(replySupportConversation.response, await reply(sent.id ?? 0, 'Your bonus is credited.', requestId));

    const read = value(getSupportThread.response, await thread({ authorization: member.token }));
    expect(read.messages.map((m) => m.author)).toEqual(['player', 'operator']);
    // The staff member's name is not shown to the player.
    expect(JSON.stringify(read)).not.toContain(OPERATOR.name);

    const inbox = (language: 'EN' | 'TY') =>
      json(`${getInbox.path}?page=1&size=10`, undefined, { authorization: member.token, language }, 'GET');
    const en = value(getInbox.response, await inbox('EN'));
    expect(en.list.map((m) => [m.title, m.content])).toEqual([
      ['Reply from customer service', 'Your bonus is credited.'],
    ]);
    const ty = value(getInbox.response, await inbox('TY'));
    expect(ty.list.map((m) => m.title)).toEqual(['Sagot ng customer service']);

    expect((await queue()).some((c) => c.id === sent.id)).toBe(false);
    expect((await queue('answered')).some((c) => c.id === sent.id)).toBe(true);
  });

  it('stores a staff answer whose request id equals one of the player’s (each side’s ids are its own)', async () => {
    const member = await newMember(t, { fundsPassword: false });
    const requestId = newRequestId();
    const sent = value(
      sendSupportMessage.response,
      await send({ content: 'Hello', requestId }, { token: member.token, ip: newIp() }),
    );
    const answered = value(replySupportConversation.response, await reply(sent.id ?? 0, 'Hi!', requestId));
    expect(answered.messages.map((m) => m.author)).toEqual(['player', 'operator']);
    // And the player's retry of that id is still the one message it was.
    const again = value(
      sendSupportMessage.response,
      await send({ content: 'Hello', requestId }, { token: member.token, ip: newIp() }),
    );
    expect(again.messages.map((m) => m.author)).toEqual(['player', 'operator']);
  });

  it('serves a screenshot to the staff only, as uploaded', async () => {
    const member = await newMember(t, { fundsPassword: false });
    const sent = value(
      sendSupportMessage.response,
      await send(
        { content: 'See the picture', requestId: newRequestId() },
        { token: member.token, ip: newIp(), files: [PNG] },
      ),
    );
    const conversation = (await queue()).find((c) => c.id === sent.id);
    const imageId = conversation?.messages[0]?.images[0]?.id ?? 0;
    const image = (headers: Record<string, string>, id = String(imageId)) =>
      t.app.inject({
        method: 'GET',
        url: `${SUPPORT_IMAGE_PATH}?id=${id}`,
        headers: { merchant: 'demo', ...headers },
      });
    const ok = await image({ authorization: OPERATOR.token });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.rawPayload.equals(PNG)).toBe(true);
    expect(failure(await image({ authorization: member.token })).status).toBe(401);
    expect(failure(await image({})).status).toBe(401);
    expect(failure(await image({ authorization: OPERATOR.token }, '987654321')).errorCode).toBe(
      'record.not.found',
    );
    expect(failure(await image({ authorization: OPERATOR.token }, 'x')).status).toBe(400);
  });

  it('needs an operator token; an unknown conversation is not found', async () => {
    const noToken = failure(await json(listSupportConversations.path, undefined, {}, 'GET'));
    expect(noToken.status).toBe(401);
    const member = await newMember(t, { fundsPassword: false });
    const asMember = failure(
      await json(listSupportConversations.path, undefined, { authorization: member.token }, 'GET'),
    );
    expect(asMember.status).toBe(401);
    const unknown = failure(await reply(987_654_321, 'Hello'));
    expect(unknown).toMatchObject({ status: 404, errorCode: 'record.not.found' });
  });
});

describe('customer-service channels of the site configuration', () => {
  it('serves the merchant’s channels with their titles in the request language, then the in-app conversation', async () => {
    const status = (language: 'EN' | 'TY') =>
      json(getSystemStatus.path, undefined, { language }, 'GET').then((res) =>
        value(getSystemStatus.response, res),
      );
    const en = (await status('EN')).info.customerService;
    expect(en.map((e) => [e.kind, e.path])).toEqual([
      ['telegram', 'https://t.me/demo_h5_support'],
      ['messenger', 'https://m.me/demoh5support'],
      ['viber', 'viber://chat?number=%2B639171234567'],
      ['phone', 'tel:+639171234567'],
      ['email', 'mailto:support@demo.example'],
      ['chat', '/m/service/chat'],
    ]);
    expect(en[3]?.title).toBe('Call the hotline');
    const ty = (await status('TY')).info.customerService;
    expect(ty[3]?.title).toBe('Tumawag sa hotline');
    // Never the customer-service page itself: that was the circle of issue 17.
    expect(en.every((e) => e.path !== '/m/service' && e.encrypted === false)).toBe(true);
  });
});
