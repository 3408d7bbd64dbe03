import { Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the create and settings dialogs edit. */
export interface TeamFormValues {
  name: string;
  description: string;
  public: boolean;
  auto_add_projects: boolean;
}

/** A new team is private and gets its owners' and admins' new projects. */
export const NEW_TEAM: TeamFormValues = { name: '', description: '', public: false, auto_add_projects: true };

/** The server's limits (TeamCreate): the fields stop there rather than failing on submit. */
const NAME_MAX = 100;
const DESCRIPTION_MAX = 2000;

interface TeamFormFieldsProps {
  values: TeamFormValues;
  onChange: (values: TeamFormValues) => void;
  /** The server's message for the name, when it refused it. */
  nameError?: string;
}

/** Name (required), description, public, auto-add: the fields of the create and settings dialogs. */
export function TeamFormFields({ values, onChange, nameError }: TeamFormFieldsProps) {
  const { t } = useTranslation('collaboration');
  const [touched, setTouched] = useState(false);
  const blank = values.name.trim() === '';
  return (
    <Stack gap="md">
      <TextInput
        label={t('create.name')}
        placeholder={t('create.namePlaceholder')}
        required
        data-autofocus
        maxLength={NAME_MAX}
        value={values.name}
        onChange={(event) => onChange({ ...values, name: event.currentTarget.value })}
        onBlur={() => setTouched(true)}
        error={nameError ?? (touched && blank ? t('create.nameRequired') : undefined)}
      />
      <Textarea
        label={t('create.description')}
        placeholder={t('create.descriptionPlaceholder')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={DESCRIPTION_MAX}
        value={values.description}
        onChange={(event) => onChange({ ...values, description: event.currentTarget.value })}
      />
      <Switch
        label={t('create.public')}
        description={t('create.publicHint')}
        checked={values.public}
        onChange={(event) => onChange({ ...values, public: event.currentTarget.checked })}
      />
      <Switch
        label={t('create.autoAdd')}
        description={t('create.autoAddHint')}
        checked={values.auto_add_projects}
        onChange={(event) => onChange({ ...values, auto_add_projects: event.currentTarget.checked })}
      />
    </Stack>
  );
}
