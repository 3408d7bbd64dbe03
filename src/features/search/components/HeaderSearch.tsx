import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../offline/hooks';
import { useSearch } from '../api/search';
import { GENE_MIN_LENGTH, type Suggestion, suggestionsOf } from '../suggestions';
import { useOfflineGeneSearch } from '../use-offline-gene-search';
import { SuggestionLabel } from './SuggestionLabel';

/** Suggestions wait this long after the last keystroke. */
const DEBOUNCE_MS = 250;

interface HeaderSearchProps {
  /** Called once a suggestion is opened (the phone's search sheet closes). */
  onDone?: () => void;
  autoFocus?: boolean;
}

/**
 * The header's search: genes (by symbol, id or name, from 3 characters), genolists and projects,
 * grouped; arrows move through the suggestions, Enter opens one, Escape closes the list. With no
 * network, genes are looked for in the gene lists saved on this device (in a worker), and the
 * list says so.
 */
export function HeaderSearch({ onDone, autoFocus }: HeaderSearchProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const online = useOnline();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const remote = useSearch(debounced, { enabled: online });
  const local = useOfflineGeneSearch(debounced, { enabled: !online });
  const groups = online ? suggestionsOf(remote.data) : local.groups;
  const loading = online ? remote.isFetching : local.loading;
  const typed = debounced.length > 0;

  const open = (suggestion: Suggestion) => {
    combobox.closeDropdown();
    setText('');
    onDone?.();
    void navigate(suggestion.target);
  };

  const count = groups.reduce((n, g) => n + g.items.length, 0);
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        const found = groups.flatMap((g) => g.items).find((s) => s.key === value);
        if (found) open(found);
      }}
      withinPortal
      position="bottom-start"
    >
      <Combobox.Target>
        <TextInput
          type="search"
          flex={1}
          w="100%"
          radius="xl"
          autoFocus={autoFocus}
          aria-label={t('label')}
          placeholder={t('placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={loading && typed ? <Loader size={14} aria-hidden /> : null}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && count > 0 && combobox.getSelectedOptionIndex() < 0) {
              event.preventDefault();
              combobox.selectFirstOption();
              combobox.clickSelectedOption();
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!typed} miw={320}>
        {!online && (
          <Text size="xs" c="orange" px="sm" pt="xs">
            {local.copies > 0 ? t('offline.savedCopies', { count: local.copies }) : t('offline.noCopies')}
          </Text>
        )}
        <Combobox.Options mah={440} style={{ overflowY: 'auto' }} aria-label={t('label')}>
          {groups.map((group) => (
            <Combobox.Group key={group.kind} label={t(`groups.${group.kind}`)}>
              {group.items.map((s) => (
                <Combobox.Option value={s.key} key={s.key}>
                  <SuggestionLabel suggestion={s} />
                </Combobox.Option>
              ))}
            </Combobox.Group>
          ))}
          {count === 0 && typed && !loading && (online || local.copies > 0) && (
            <Combobox.Empty>
              {debounced.length < GENE_MIN_LENGTH ? t('tooShort', { count: GENE_MIN_LENGTH }) : t('none')}
            </Combobox.Empty>
          )}
          {count > 0 && debounced.length < GENE_MIN_LENGTH && (
            <Group px="sm" py={4}>
              <Text size="xs" c="dimmed">
                {t('genesFrom', { count: GENE_MIN_LENGTH })}
              </Text>
            </Group>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
