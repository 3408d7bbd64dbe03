import { ActionIcon, Select, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_CHOICES, type PageSizeChoice } from '../../../lib/significance';
import { useDebouncedText } from '../use-debounced-text';

/** Two selects a row on a phone. */
export const HALF = 'calc(50% - var(--mantine-spacing-sm) / 2)';

interface SearchFieldProps {
  label: string;
  placeholder: string;
  /** The search held in the URL, and what receives the typed text once typing pauses. */
  value: string;
  onSearch: (q: string) => void;
  /** How wide the field starts before the row's other filters take their room. */
  basis: string;
  /** Gene names and identifiers are neither words to correct nor an address book's entries. */
  plainText?: boolean;
}

/** A search box that searches once typing pauses, with a button clearing it at once. */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
  basis,
  plainText = false,
}: SearchFieldProps) {
  const { t } = useTranslation('genolists');
  const [text, setText, clearText] = useDebouncedText(value, onSearch);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <ActionIcon size="sm" aria-label={t('filters.clearSearch')} onClick={clearText}>
            <IconX size={14} aria-hidden />
          </ActionIcon>
        ) : null
      }
      type="search"
      {...(plainText ? { autoComplete: 'off', spellCheck: false } : {})}
      style={{ flex: `1 1 ${basis}` }}
    />
  );
}

interface PageSizeSelectProps {
  label: string;
  value: PageSizeChoice;
  onChange: (size: PageSizeChoice) => void;
  /** Its width from the `xs` breakpoint up (half a row below). */
  width: number;
}

/** How many rows a page shows. */
export function PageSizeSelect({ label, value, onChange, width }: PageSizeSelectProps) {
  return (
    <Select
      label={label}
      data={PAGE_SIZE_CHOICES.map((size) => ({ value: String(size), label: String(size) }))}
      value={String(value)}
      onChange={(next) => {
        const size = PAGE_SIZE_CHOICES.find((candidate) => String(candidate) === next);
        if (size) onChange(size);
      }}
      allowDeselect={false}
      w={{ base: HALF, xs: width }}
    />
  );
}
