/**
 * An account's e-mail as the server stores and compares it, and as the browser finds the offline
 * copy of the e-mail typed at a sign-in with no network: one rule, or an offline sign-in would
 * miss a copy the server would have let in.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
