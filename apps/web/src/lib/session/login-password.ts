/**
 * The login password held in memory only (accounts spec §2, §4): the change-password screen hides the old-password
 * field while it is known, and a password change replaces it. Never written to any storage; a reload forgets it.
 */
let loginPassword: string | null = null;

export function rememberLoginPassword(password: string | null): void {
  loginPassword = password;
}

export function heldLoginPassword(): string | null {
  return loginPassword;
}
