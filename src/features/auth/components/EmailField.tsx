import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface EmailFieldProps {
  /** `username` where it names an existing account (sign-in), `email` for a new one. */
  autoComplete: 'username' | 'email';
  value: string;
  onChange: (email: string) => void;
}

/** The required e-mail address of the sign-in forms, with no asterisk (see PasswordField). */
export function EmailField({ autoComplete, value, onChange }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={t('fields.email')}
      placeholder={t('fields.emailPlaceholder')}
      type="email"
      autoComplete={autoComplete}
      required
      withAsterisk={false}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
