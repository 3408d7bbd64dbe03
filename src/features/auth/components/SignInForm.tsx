import { Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../AuthProvider';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';

export function SignInForm() {
  const { t } = useTranslation('auth');
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      await login(email.trim(), password);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          type="email"
          autoComplete="username"
          required
          withAsterisk={false}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
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
