import { Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../AuthProvider';
import { checkPasswords, MIN_PASSWORD_LENGTH, splitFullName } from '../sign-up';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { SubmitButton, usePendingRequest } from './SubmitButton';

export function SignUpForm() {
  const { t } = useTranslation('auth');
  const { register } = useAuth();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [pending, send] = usePendingRequest();
  // The length rule is stated under the field; it shows as an error only once a submit was refused.
  const [lengthRefused, setLengthRefused] = useState(false);
  const check = checkPasswords(password, confirmation);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check.canSubmit) return;
    if (check.tooShort) return setLengthRefused(true);
    await send(() => register({ ...splitFullName(fullName), email: email.trim(), password }));
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('fields.fullName')}
          placeholder={t('fields.fullNamePlaceholder')}
          autoComplete="name"
          required
          withAsterisk={false}
          value={fullName}
          onChange={(event) => setFullName(event.currentTarget.value)}
        />
        <EmailField autoComplete="email" value={email} onChange={setEmail} />
        <PasswordField
          label={t('fields.password')}
          description={t('fields.passwordHint', { count: MIN_PASSWORD_LENGTH })}
          error={
            lengthRefused && check.tooShort
              ? t('validation.passwordTooShort', { count: MIN_PASSWORD_LENGTH })
              : null
          }
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          error={check.mismatch ? t('validation.passwordsDoNotMatch') : null}
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
        />
        <SubmitButton
          pending={pending}
          disabled={!check.canSubmit}
          label={pending ? t('signUp.pending') : t('signUp.submit')}
        />
      </Stack>
    </form>
  );
}
