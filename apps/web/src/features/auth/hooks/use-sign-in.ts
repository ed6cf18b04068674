import type { LoginResult } from '@h5/contract/endpoints/session.ts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS, withQuery } from '../../../lib/routes/paths.ts';
import { returnTarget } from '../../../lib/routes/return-target.ts';
import { rememberLoginPassword } from '../../../lib/session/login-password.ts';
import { sessionFromLogin, setSession } from '../../../lib/session/session-store.ts';
import { STORAGE_KEYS } from '../../../lib/storage/keys.ts';
import { writeItem } from '../../../lib/storage/storage.ts';
import { useFreePlayLogin } from '../api/free-play-login.ts';

/**
 * What follows every answer that opens a session (login, free play, registration, the login after a password reset):
 * the session is stored, the password typed is held in memory for the change-password screen (null when none was),
 * and the member goes to change the password when the one used has expired (a temporary one), else back to the page
 * the login was opened for (`?redirect=`, after the server ended a session; lib/routes/return-target.ts), else home.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (answer: LoginResult, password: string | null) => {
      setSession(sessionFromLogin(answer));
      rememberLoginPassword(password);
      const to = answer.passwordExpired
        ? withQuery(PATHS.changePassword, { expired: '1' })
        : (returnTarget(search) ?? PATHS.home);
      void navigate(to, { replace: true });
    },
    [navigate, search],
  );
}

/** Test play (accounts spec §2): a trial account, whose name this tab keeps, signed in as a login is. */
export function useFreePlay() {
  const signIn = useSignIn();
  const freePlay = useFreePlayLogin();
  const start = (onError?: (error: unknown) => void) => {
    freePlay.mutate(undefined, {
      onSuccess: (answer) => {
        writeItem('session', STORAGE_KEYS.trialUser, answer.userName);
        signIn(answer, null);
      },
      onError,
    });
  };
  return { start, isPending: freePlay.isPending, isError: freePlay.isError, error: freePlay.error };
}
