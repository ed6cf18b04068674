import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';

export const memberInfo = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  /** Member type (accounts spec §6). */
  type: z.number(),
  clubLabel: z.object({ labelName: z.string() }),
  /** Registration time, ms since the epoch. */
  regDate: z.number(),
  /** Masked, e.g. `63-9*****4567`; empty when none. */
  mobile: z.string(),
  /** Masked e-mail; empty when none. */
  email: z.string(),
  /** The upline's account for "transfer to superior"; empty when none. */
  toUpline: z.string(),
  merchantCode: z.string(),
  passwordExpired: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const getMemberInfo = defineEndpoint({
  name: 'getMemberInfo',
  summary: 'The session member’s profile; 401 login.not.session for guests',
  group: 'member',
  path: '/wps/member/info',
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'required',
  response: memberInfo,
});
