import { submitManualDeposit as endpoint } from '@h5/contract/endpoints/deposit.ts';
import type { EndpointBody } from '@h5/contract/endpoint.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';

export type ManualDepositBody = EndpointBody<typeof endpoint>;
export type ManualDepositAnswer = z.infer<typeof endpoint.response>;

interface ManualDepositInput {
  body: ManualDepositBody;
  receipt: File;
}

/**
 * A manual bank transfer as multipart: the text parts of `body` and the receipt image under `receipt`. The deposit
 * waits for an operator (`reviewing`); the same `requestId` again answers the same deposit.
 */
export function submitManualDeposit({ body, receipt }: ManualDepositInput): Promise<ManualDepositAnswer> {
  return request(endpoint, { body, files: [receipt] });
}

export function useSubmitManualDeposit() {
  return useMutation({ mutationFn: submitManualDeposit });
}
