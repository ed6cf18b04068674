import i18next from 'i18next';
import { performLogout, type LogoutOptions } from '../lib/session/logout.ts';
import { Dialog, Toast } from '../lib/ui/antd.ts';

/** Lobby spec §4 / accounts spec §9: the logout loading notice stays until the reload (9999 s reading). */
export const LOGOUT_LOADING_MS = 9_999_000;

/**
 * The logout confirmation shared by settings and the shell (accounts spec §4, lobby spec §4): `in_popup_prompt` /
 * `in_sure_logout` with cancel and confirm; on confirm a "please wait" notice while {@link performLogout} runs.
 * Resolves false when the user cancels.
 */
export async function confirmLogout(options: LogoutOptions = {}): Promise<boolean> {
  const t = i18next.t.bind(i18next);
  const confirmed = await Dialog.confirm({
    title: t('common.in_popup_prompt'),
    content: t('common.in_sure_logout'),
    cancelText: <span data-testid="logout-cancel">{t('common.in_more_cancel')}</span>,
    confirmText: <span data-testid="logout-confirm">{t('common.confirm')}</span>,
  });
  if (!confirmed) return false;
  Toast.show({ icon: 'loading', content: t('common.in_please_wait'), duration: LOGOUT_LOADING_MS });
  try {
    await performLogout(options);
  } finally {
    Toast.clear();
  }
  return true;
}
