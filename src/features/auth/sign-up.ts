/** The server refuses shorter passwords too; checking here saves a round trip. */
export const MIN_PASSWORD_LENGTH = 8;

/** The form asks for one "Full Name"; the account keeps the first word as first name and the
 * rest, possibly empty, as last name. */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

export interface PasswordCheck {
  /** Show "Passwords do not match": only once both fields are filled. */
  mismatch: boolean;
  tooShort: boolean;
  /** The submit button is disabled while the two differ. */
  canSubmit: boolean;
}

export function checkPasswords(password: string, confirmation: string): PasswordCheck {
  return {
    mismatch: password !== '' && confirmation !== '' && password !== confirmation,
    tooShort: password.length < MIN_PASSWORD_LENGTH,
    canSubmit: password === confirmation,
  };
}
