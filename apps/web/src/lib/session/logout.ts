import { logout as logoutEndpoint } from '@h5/contract/endpoints/session.ts';
import { request } from '../api/request.ts';
import { PATHS } from '../routes/paths.ts';
import { STORAGE_KEYS } from '../storage/keys.ts';
import { removeItem, writeItem } from '../storage/storage.ts';
import { clearSession, currentToken } from './session-store.ts';

export interface LogoutOptions {
  /** The hard reload to home; injectable for tests. */
  reload?: (path: string) => void;
}

/**
 * The non-UI part of logout (accounts spec §4, lobby spec §4), shared by settings and the shell: the logout call
 * with the session token (a failure does not keep the user logged in locally), then token, trial user and member
 * info cleared, sessionStorage cleared except `clientParam`, `autoLogin` = '0', the cached bank list dropped, and a
 * hard reload to /m/home so no screen keeps member data in memory.
 */
export async function performLogout({ reload = hardReload }: LogoutOptions = {}): Promise<void> {
  const token = currentToken();
  if (token) {
    try {
      await request(logoutEndpoint, { token });
    } catch {
      // Expired already, offline …: the local session ends anyway; the server's session expires on its own.
    }
  }
  removeItem('session', STORAGE_KEYS.token);
  removeItem('session', STORAGE_KEYS.trialUser);
  removeItem('session', STORAGE_KEYS.memberInfo);
  clearSession();
  writeItem('local', STORAGE_KEYS.autoLogin, '0');
  removeItem('local', STORAGE_KEYS.bankList);
  removeItem('session', STORAGE_KEYS.bankList);
  reload(PATHS.home);
}

function hardReload(path: string): void {
  window.location.replace(path);
}
