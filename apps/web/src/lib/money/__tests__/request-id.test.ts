import { requestId } from '@h5/contract/endpoints/money.ts';
import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { RequestIdHolder } from '../request-id.ts';

describe('request id of a money action', () => {
  it('is valid for the contract, kept until an answer, new after a success', () => {
    const ids = new RequestIdHolder();
    const first = ids.current();
    expect(safeParse(requestId, first).success).toBe(true);
    expect(ids.current()).toBe(first);
    ids.settle();
    expect(ids.current()).not.toBe(first);
  });

  it('is kept after a transport failure and renewed after the server refused', () => {
    const ids = new RequestIdHolder();
    const first = ids.current();
    for (const kind of ['network', 'timeout', 'offline', 'http', 'malformed'] as const) {
      ids.settle(new ApiError(kind, 'createWithdrawal', kind));
      expect(ids.current(), kind).toBe(first);
    }
    ids.settle(
      new ApiError('server', 'createWithdrawal', 'wrong', { errorCode: 'funds.password.incorrect' }),
    );
    expect(ids.current()).not.toBe(first);
  });
});
