import { SOCIAL_SWITCHES } from '@h5/contract/endpoints/social.ts';
import { lazy, Suspense } from 'react';
import { loadNamespace } from '../../../../lib/i18n/i18n.ts';
import { switchOn, useSwitches } from '../../../../lib/system-status/use-switches.ts';

// Most merchants switch social sign-in off: the buttons, their texts and the providers' request then cost the
// login and register screens nothing (bench:web measured the login page 13 KB heavier with them eager).
const SocialButtons = lazy(() =>
  Promise.all([import('./social-buttons.tsx'), loadNamespace('social')]).then(([module]) => ({
    default: module.SocialButtons,
  })),
);

/** The social sign-in buttons of the login and register screens, loaded only when a provider's switch is on. */
export function SocialSignIn() {
  const switches = useSwitches();
  if (!Object.values(SOCIAL_SWITCHES).some((modId) => switchOn(switches, modId))) return null;
  return (
    <Suspense fallback={null}>
      <SocialButtons />
    </Suspense>
  );
}
