import type { FastifyInstance } from 'fastify';
import { getMemberInfo } from '@h5/contract/endpoints/member.ts';
import { memberInfo } from '../../domain/accounts.ts';
import { ApiError } from '../../http/api-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** platform-api §4.3: member data (session required). */
export function registerMemberRoutes(app: FastifyInstance): void {
  registerEndpoint(app, getMemberInfo, ({ platform, session }) => {
    if (session === null) throw new ApiError('notLoggedIn');
    return memberInfo(platform.db, session);
  });
}
