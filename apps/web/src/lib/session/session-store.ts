import * as z from 'zod/mini';
import { createStore, useStore } from 'zustand';
import { STORAGE_KEYS } from '../storage/keys.ts';
import { clearExcept, readItem, writeItem } from '../storage/storage.ts';
import { openOverlay } from '../ui/overlays.ts';
import { rememberLoginPassword } from './login-password.ts';

/** The session record of platform-api.md §6 (`MC_SESSION_INFO`), kept in sessionStorage. */
const sessionInfoSchema = z.object({
  token: z.string().check(z.minLength(1)),
  id: z.optional(z.union([z.string(), z.number()])),
  userName: z.string(),
  /** Member type: 0 player, 4 trial, 40 … (accounts spec §6). */
  type: z.int(),
  firstTimeLogin: z.optional(z.boolean()),
  merchantCode: z.optional(z.string()),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

interface SessionState {
  session: SessionInfo | null;
}

function readStoredSession(): SessionInfo | null {
  const raw = readItem('session', STORAGE_KEYS.sessionInfo);
  if (!raw) return null;
  try {
    const parsed = sessionInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const sessionStore = createStore<SessionState>()(() => ({ session: readStoredSession() }));

/** Stores a new session (after login or registration) in memory and sessionStorage. */
export function setSession(session: SessionInfo): void {
  writeItem('session', STORAGE_KEYS.sessionInfo, JSON.stringify(session));
  writeItem('session', STORAGE_KEYS.token, session.token);
  sessionStore.setState({ session });
}

/** What login, free play and registration answer (the contract's `loginResult`, platform-api §4.1). */
export interface LoginAnswer {
  token: string;
  id: number;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
  merchantCode: string;
}

/** The session record of a login answer (accounts spec §3: type is the customer type). */
export function sessionFromLogin(answer: LoginAnswer): SessionInfo {
  return {
    token: answer.token,
    id: answer.id,
    userName: answer.userName,
    type: answer.customerType,
    firstTimeLogin: answer.firstTimeLogin,
    merchantCode: answer.merchantCode,
  };
}

/**
 * Ends the session locally: sessionStorage is cleared except `clientParam` (platform-api §3, §6). `refused`: the
 * server no longer accepts the token (idle expiry, a logout or password change on another phone), which the player
 * did not ask for, so they are told once and offered to log in again (lobby spec §8 "account logged out, log in
 * again"); a logout of their own says nothing.
 */
export function clearSession(reason: 'logout' | 'refused' = 'logout'): void {
  const hadSession = sessionStore.getState().session !== null;
  rememberLoginPassword(null);
  clearExcept('session', [STORAGE_KEYS.clientParam]);
  sessionStore.setState({ session: null });
  if (reason === 'refused' && hadSession) openOverlay('sessionEnded');
}

export function currentToken(): string | null {
  return sessionStore.getState().session?.token ?? null;
}

export function useSession(): SessionInfo | null {
  return useStore(sessionStore, (s) => s.session);
}
