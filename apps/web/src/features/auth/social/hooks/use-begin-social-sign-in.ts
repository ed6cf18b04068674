import type { SocialProvider } from '@h5/contract/endpoints/social.ts';
import { useState } from 'react';
import { useStartSocialSignIn, type StartInput } from '../api/start-social-sign-in.ts';
import { keepLinking, keepReturnPage, markTelegramStarted } from '../social-callback.ts';

/**
 * Leaves for a provider as the login buttons and the linked-accounts page both do: the server starts the attempt
 * (every provider, Telegram too: the attempt it keeps behind the HttpOnly cookie is the only one the callback can
 * finish), the page to come back to and whether this is a link are kept for the callback, then the browser opens
 * the provider's page. `opening` names the provider on its way (null again after a refusal, shown by `error`).
 */
export function useBeginSocialSignIn() {
  const start = useStartSocialSignIn();
  const [opening, setOpening] = useState<SocialProvider | null>(null);

  /**
   * `returnTo`: the page of this app to open once signed in or linked (null: home); `onRefused`: the caller's own
   * handling of the server's refusal (also in `error`).
   */
  const begin = (input: StartInput, returnTo: string | null, onRefused?: (error: Error) => void) => {
    if (opening !== null) return;
    setOpening(input.provider);
    start.mutate(input, {
      onSuccess: ({ authorizationUrl }) => {
        keepReturnPage(returnTo);
        keepLinking(input.link !== undefined);
        if (input.provider === 'telegram') markTelegramStarted();
        window.location.assign(authorizationUrl);
      },
      onError: (error) => {
        setOpening(null);
        onRefused?.(error);
      },
    });
  };

  return { begin, opening, error: start.isError ? start.error : null, reset: start.reset };
}
