import type { EndpointBody } from '@h5/contract/endpoint.ts';
import { setSecurityQuestions as endpoint } from '@h5/contract/endpoints/security.ts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';

export type SetSecurityQuestionsBody = EndpointBody<typeof endpoint>;

/** Chooses and answers two security questions (replacing earlier ones); confirmed by the funds password. */
export function setSecurityQuestions(body: SetSecurityQuestionsBody) {
  return request(endpoint, { body });
}

export function useSetSecurityQuestions() {
  return useMutation({ mutationFn: setSecurityQuestions });
}
