import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATORS,
  OPERATOR_TOKEN,
  balanceCents,
  newMember,
  newRequestId,
  sendManualDeposit,
  uniqueReceipt,
} from '../../__tests__/deposit-helpers.ts';
import { valueOf } from '../../__tests__/member-helpers.ts';
import { startTestApp, type TestApp } from '../../__tests__/test-app.ts';
import {
  formatTable,
  operatorSettings,
  parseOperatorArgs,
  runOperatorCommand,
  USAGE,
  type OperatorSettings,
} from '../operator-commands.ts';

describe('operator command arguments', () => {
  it('reads the list commands with their defaults and options', () => {
    expect(parseOperatorArgs(['deposits'])).toEqual({
      kind: 'list',
      what: 'deposits',
      status: 'reviewing',
      page: '1',
      size: '20',
    });
    expect(parseOperatorArgs(['withdrawals'])).toMatchObject({ what: 'withdrawals', status: 'pending' });
    expect(parseOperatorArgs(['deposits', '--status', 'success', '--page=2', '--size', '5'])).toMatchObject({
      status: 'success',
      page: '2',
      size: '5',
    });
    expect(parseOperatorArgs(['withdrawals', '--status=paid'])).toMatchObject({ status: 'paid' });
  });

  it('reads the decisions, a reason required to reject', () => {
    expect(parseOperatorArgs(['approve-deposit', 'DP20261125ABCDEFGH'])).toEqual({
      kind: 'review',
      what: 'deposits',
      decision: 'approve',
      reference: 'DP20261125ABCDEFGH',
      reason: undefined,
    });
    expect(
      parseOperatorArgs(['reject-deposit', 'DP20261125ABCDEFGH', '--reason', ' Blurry receipt ']),
    ).toMatchObject({ decision: 'reject', reason: 'Blurry receipt' });
    expect(parseOperatorArgs(['pay-withdrawal', 'WD20261125ABCDEFGH'])).toMatchObject({
      what: 'withdrawals',
      decision: 'pay',
    });
    expect(
      parseOperatorArgs(['reject-withdrawal', '--reason=Name differs', 'WD20261125ABCDEFGH']),
    ).toMatchObject({
      what: 'withdrawals',
      decision: 'reject',
      reason: 'Name differs',
    });
  });

  it('answers help, and refuses what it does not understand with a message', () => {
    expect(parseOperatorArgs([])).toEqual({ kind: 'help' });
    expect(parseOperatorArgs(['--help'])).toEqual({ kind: 'help' });
    const refused: [string[], RegExp][] = [
      [['refund'], /unknown command: refund/],
      [['deposits', '--status', 'paid'], /--status must be one of pending, reviewing/],
      [['withdrawals', '--status', 'reviewing'], /--status must be one of pending, paid, rejected/],
      [['deposits', '--size', '500'], /--size/],
      [['deposits', '--page', '0'], /--page/],
      [['deposits', '--status'], /--status needs a value/],
      [['deposits', 'extra'], /takes no argument/],
      [['deposits', '--colour', 'red'], /unknown option --colour/],
      [['approve-deposit'], /takes one reference/],
      [['approve-deposit', 'DP1', 'DP2'], /takes one reference/],
      [['approve-deposit', 'dp-lower-case'], /not a reference/],
      [['approve-deposit', 'DP20261125ABCDEFGH', '--reason', 'x'], /unknown option --reason/],
      [['reject-deposit', 'DP20261125ABCDEFGH'], /needs --reason/],
      [['reject-withdrawal', 'WD20261125ABCDEFGH', '--reason', '  '], /needs --reason/],
    ];
    for (const [args, message] of refused)
      expect(() => parseOperatorArgs(args), args.join(' ')).toThrow(message);
  });

  it('reads its settings from the environment, the token required', () => {
    expect(operatorSettings({ OPERATOR_TOKEN: 't0k3n' })).toEqual({
      apiUrl: 'http://127.0.0.1:8080',
      token: 't0k3n',
      merchant: 'demo',
      language: 'EN',
    });
    expect(
      operatorSettings({
        OPERATOR_TOKEN: 'x',
        API_URL: 'https://h5.example/',
        MERCHANT: 'ph2',
        LANGUAGE: 'TY',
      }),
    ).toEqual({ apiUrl: 'https://h5.example', token: 'x', merchant: 'ph2', language: 'TY' });
    expect(() => operatorSettings({})).toThrow(/OPERATOR_TOKEN/);
    expect(() => operatorSettings({ OPERATOR_TOKEN: 'x', API_URL: 'not a url' })).toThrow(/API_URL/);
  });

  it('prints aligned tables', () => {
    const table = formatTable('deposits', [
      {
        reference: 'DP1',
        createTime: Date.UTC(2026, 10, 25, 1, 2),
        memberAccount: 'juan',
        amount: 1000,
        status: 'reviewing',
      },
    ]);
    const [head = '', row = ''] = table.split('\n');
    expect(head).toBe(
      'REFERENCE  CREATED (UTC)     MEMBER  CHANNEL  AMOUNT  FEE  PAYER  TRANSFER REF  STATUS     BY',
    );
    expect(row.startsWith('DP1        2026-11-25 01:02  juan')).toBe(true);
    expect(row.indexOf('juan')).toBe(head.indexOf('MEMBER'));
    expect(row.indexOf('reviewing')).toBe(head.indexOf('STATUS'));
    expect(row.indexOf('1000')).toBe(head.indexOf('AMOUNT'));
  });
});

describe('operator command against a running server', () => {
  let t: TestApp;
  let settings: OperatorSettings;
  beforeAll(async () => {
    t = await startTestApp({ operatorTokens: OPERATORS });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    settings = { apiUrl: address, token: OPERATOR_TOKEN, merchant: 'demo', language: 'EN' };
  });
  afterAll(() => t.close());

  it('lists a manual deposit and approves it over HTTP', async () => {
    const member = await newMember(t);
    const res = await sendManualDeposit(
      t,
      member.token,
      { channelId: 'bdo-transfer', amount: '750', payerName: 'Ana Reyes', requestId: newRequestId() },
      [{ data: uniqueReceipt() }],
    );
    const { reference } = (valueOf(res) as { deposit: { reference: string } }).deposit;

    const listed = await runOperatorCommand(parseOperatorArgs(['deposits']), settings);
    const line = listed.split('\n').find((l) => l.startsWith(reference));
    expect(line).toMatch(new RegExp(`${member.account} +BDO bank transfer +750 +0 +Ana Reyes +reviewing`));
    expect(listed).toMatch(/Page 1 of 1, \d+ deposits with status reviewing\.$/);

    const approved = await runOperatorCommand(parseOperatorArgs(['approve-deposit', reference]), settings);
    expect(approved).toMatch(
      new RegExp(`^${reference}: success by alice at \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC$`),
    );
    expect(await balanceCents(t, member.memberId)).toBe(75_000);
    expect(await runOperatorCommand(parseOperatorArgs(['deposits', '--status', 'rejected']), settings)).toBe(
      'No deposits with status rejected.',
    );
  });

  it("fails with the server's message: a wrong token, a conflict", async () => {
    await expect(
      runOperatorCommand(parseOperatorArgs(['deposits']), {
        ...settings,
        token: 'not-an-operator-token-at-all',
      }),
    ).rejects.toThrow('A valid operator token is required. (operator.unauthorized)');
    await expect(
      runOperatorCommand(parseOperatorArgs(['approve-deposit', 'DP20260101NOTFOUND']), settings),
    ).rejects.toThrow(/\(record\.not\.found\)$/);
    await expect(
      runOperatorCommand(parseOperatorArgs(['deposits']), { ...settings, apiUrl: 'http://127.0.0.1:9' }),
    ).rejects.toThrow(/cannot reach http:\/\/127\.0\.0\.1:9/);
  });

  it('lists withdrawals through the same API', async () => {
    expect(await runOperatorCommand(parseOperatorArgs(['withdrawals']), settings)).toBe(
      'No withdrawals with status pending.',
    );
    await expect(
      runOperatorCommand(parseOperatorArgs(['pay-withdrawal', 'WD20260101NOTFOUND']), settings),
    ).rejects.toThrow(/\(record\.not\.found\)$/);
  });

  it('prints the usage for help without needing settings', async () => {
    expect(await runOperatorCommand({ kind: 'help' }, settings)).toBe(USAGE);
  });
});
