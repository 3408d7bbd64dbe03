import { Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../AuthProvider';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { SubmitButton, usePendingRequest } from './SubmitButton';

export function SignInForm() {
  const { t } = useTranslation('auth');
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, send] = usePendingRequest();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await send(() => login(email.trim(), password));
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <EmailField autoComplete="username" value={email} onChange={setEmail} />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <SubmitButton pending={pending} label={pending ? t('signIn.pending') : t('signIn.submit')} />
      </Stack>
    </form>
  );
}
