import { signUpPromotion as endpoint } from '@h5/contract/endpoints/promotions.ts';
import type { EndpointBody } from '@h5/contract/endpoint.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';

export type SignUpBody = EndpointBody<typeof endpoint>;
export type SignUpAnswer = z.infer<typeof endpoint.response>;

/** Signs the member up (`signed`, or `applying` when an operator decides); the same requestId answers the same. */
export function signUpPromotion(body: SignUpBody): Promise<SignUpAnswer> {
  return request(endpoint, { body });
}

export function useSignUpPromotion() {
  return useMutation({ mutationFn: signUpPromotion });
}
