import { describe, expect, it } from 'vitest';
import { checkPasswords, splitFullName } from '../../../../src/features/auth/sign-up';

describe('splitFullName', () => {
  it('keeps the first word as first name and the rest as last name', () => {
    expect(splitFullName('Rosalind Franklin')).toEqual({ first_name: 'Rosalind', last_name: 'Franklin' });
    expect(splitFullName('  Jean   Baptiste de Lamarck ')).toEqual({
      first_name: 'Jean',
      last_name: 'Baptiste de Lamarck',
    });
  });

  it('leaves the last name empty for a single word, and both for blank input', () => {
    expect(splitFullName('Madonna')).toEqual({ first_name: 'Madonna', last_name: '' });
    expect(splitFullName('   ')).toEqual({ first_name: '', last_name: '' });
  });
});

describe('checkPasswords', () => {
  it('reports a mismatch only once both fields are filled', () => {
    expect(checkPasswords('longenough', '').mismatch).toBe(false);
    expect(checkPasswords('', 'longenough').mismatch).toBe(false);
    expect(checkPasswords('longenough', 'longenougH').mismatch).toBe(true);
  });

  it('blocks the submit while the two differ, even with one empty', () => {
    expect(checkPasswords('longenough', '').canSubmit).toBe(false);
    expect(checkPasswords('longenough', 'other').canSubmit).toBe(false);
    expect(checkPasswords('longenough', 'longenough').canSubmit).toBe(true);
  });

  it('requires at least 8 characters', () => {
    expect(checkPasswords('1234567', '1234567').tooShort).toBe(true);
    expect(checkPasswords('12345678', '12345678').tooShort).toBe(false);
  });
});
