import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface NameFieldsProps {
  /** The console list whose item is edited, which words the labels. */
  list: 'projects' | 'genolists';
  name: string;
  description: string;
  onChange: (change: { name?: string; description?: string }) => void;
}

/** A project's or gene list's name (required, up to 200 characters) and free description. */
export function NameFields({ list, name, description, onChange }: NameFieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextInput
        label={t(`${list}.name`)}
        required
        maxLength={200}
        value={name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
      />
      <Textarea
        label={t(`${list}.description`)}
        autosize
        minRows={2}
        maxRows={8}
        value={description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
      />
    </>
  );
}
