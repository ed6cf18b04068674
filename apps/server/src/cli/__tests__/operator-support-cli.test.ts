import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSupportThread, sendSupportMessage } from '@h5/contract/endpoints/support.ts';
import { valueOf } from '../../__tests__/member-helpers.ts';
import type { TestApp } from '../../__tests__/test-app.ts';
import { startCliServer } from './cli-server.ts';
import { OPERATOR, newMember, newRequestId } from '../../routes/wallet/__tests__/withdraw-helpers.ts';
import { parseOperatorArgs, runOperatorCommand, type OperatorSettings } from '../operator-commands.ts';

describe('operator support command arguments', () => {
  it('reads the support list and the reply, a message required', () => {
    expect(parseOperatorArgs(['support'])).toEqual({
      kind: 'support',
      status: 'open',
      page: '1',
      size: '20',
    });
    expect(parseOperatorArgs(['support', '--status', 'answered', '--size=5'])).toMatchObject({
      status: 'answered',
      size: '5',
    });
    expect(() => parseOperatorArgs(['support', '--status', 'closed'])).toThrow('--status must be one of');
    expect(parseOperatorArgs(['reply-support', '12', '--message', ' Done. '])).toEqual({
      kind: 'reply-support',
      conversationId: 12,
      message: 'Done.',
    });
    expect(() => parseOperatorArgs(['reply-support', '12'])).toThrow('needs --message');
    expect(() => parseOperatorArgs(['reply-support', 'x1', '--message', 'Hi'])).toThrow(
      'not a conversation id',
    );
  });
});

describe('operator support commands against a running server', () => {
  let t: TestApp;
  let settings: OperatorSettings;
  beforeAll(async () => {
    ({ t, settings } = await startCliServer());
  });
  afterAll(() => t.close());

  it('lists a waiting conversation and answers it; the player reads the answer', async () => {
    const member = await newMember(t, { fundsPassword: false });
    const boundary = '----cli-support-boundary';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nWithdrawal stuck\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="requestId"\r\n\r\n${newRequestId()}\r\n--${boundary}--\r\n`;
    const sent = valueOf(
      await t.app.inject({
        method: 'POST',
        url: sendSupportMessage.path,
        headers: {
          merchant: 'demo',
          authorization: member.token,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      }),
    ) as { id: number };

    const listed = await runOperatorCommand(parseOperatorArgs(['support', '--size', '50']), settings);
    expect(listed).toContain(`#${String(sent.id)}  open  member ${member.account}`);
    expect(listed).toContain('player: Withdrawal stuck');

    const answered = await runOperatorCommand(
      parseOperatorArgs(['reply-support', String(sent.id), '--message', 'Paid out now.']),
      settings,
    );
    expect(answered).toContain(`#${String(sent.id)}  answered`);
    expect(answered).toContain(`staff ${OPERATOR.name}: Paid out now.`);

    const thread = valueOf(
      await t.app.inject({
        method: 'POST',
        url: getSupportThread.path,
        headers: { merchant: 'demo', authorization: member.token, 'content-type': 'application/json' },
        payload: '{}',
      }),
    ) as { messages: { author: string; content: string }[] };
    expect(thread.messages.at(-1)).toMatchObject({ author: 'operator', content: 'Paid out now.' });

    await expect(
      runOperatorCommand(parseOperatorArgs(['reply-support', '999999999', '--message', 'Hi']), settings),
    ).rejects.toThrow('record.not.found');
  });
});
