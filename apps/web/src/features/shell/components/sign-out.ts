/**
 * Lobby spec §4 "Logout from shell": the same flow as settings (confirm with `in_popup_prompt` / `in_sure_logout`,
 * loading notice, logout call, `autoLogin` 0, bank list dropped, reload to home). Its code (and antd-mobile's
 * dialog) loads when the member asks to sign out, not with the shell.
 */
export async function signOutFromShell(): Promise<boolean> {
  const { confirmLogout } = await import('../../../components/logout-confirm.tsx');
  return confirmLogout();
}
