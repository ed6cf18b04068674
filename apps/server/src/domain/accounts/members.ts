export const accountKey = (account: string) => account.trim().toLowerCase();

/** `63-9*****4567`: the dialing code, the first digit and the last four. */
export function maskMobile(dialingCode: string | null, mobile: string | null): string {
  if (dialingCode === null || mobile === null || mobile === '') return '';
  const visibleEnd = mobile.length > 6 ? 4 : Math.max(0, mobile.length - 2);
  const start = mobile.slice(0, 1);
  const end = mobile.slice(mobile.length - visibleEnd);
  return `${dialingCode}-${start}${'*'.repeat(Math.max(1, mobile.length - 1 - visibleEnd))}${end}`;
}

/** `ju***@example.com`: two characters of the local part, the domain in full. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
