import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A required password input whose show/hide toggle is named without the word "password" (Mantine's
 * default is "Toggle password visibility"), so a search by the label "Password" finds only the input.
 * Every field of the sign-in forms is required, so none wears an asterisk: it would only add noise,
 * and it would become part of the label's text.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      required
      withAsterisk={false}
      {...props}
      visibilityToggleButtonProps={{ 'aria-label': t('fields.toggleVisibility') }}
    />
  );
}
