import { Button, CloseButton, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Search is sent 300 ms after the last keystroke (the gene picker's delay, kept for every search box). */
const SEARCH_DEBOUNCE_MS = 300;

interface ProjectsToolbarProps {
  search: string;
  favorites: boolean;
  onSearch: (text: string) => void;
  onFavorites: (favorites: boolean) => void;
}

export function ProjectsToolbar({ search, favorites, onSearch, onFavorites }: ProjectsToolbarProps) {
  const { t } = useTranslation('projects');
  const [text, setText] = useState(search);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  // The URL changed by itself (back button, a link): the box shows it.
  useEffect(() => {
    setText((current) => (current.trim() === search ? current : search));
  }, [search]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text is sent.
  useEffect(() => {
    if (debounced.trim() !== search) onSearch(debounced.trim());
  }, [debounced]);

  return (
    <Group gap="sm" wrap="wrap" role="search">
      <TextInput
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
        placeholder={t('list.searchPlaceholder')}
        aria-label={t('list.searchLabel')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          text ? (
            <CloseButton
              size="sm"
              aria-label={t('list.clearSearch')}
              onClick={() => {
                setText('');
                onSearch('');
              }}
            />
          ) : null
        }
        style={{ flex: '1 1 16rem', maxWidth: '32rem' }}
        type="search"
      />
      <Button
        variant={favorites ? 'light' : 'default'}
        color={favorites ? 'yellow' : 'gray'}
        leftSection={
          favorites ? <IconStarFilled size={16} aria-hidden /> : <IconStar size={16} aria-hidden />
        }
        aria-pressed={favorites}
        title={t('list.favoritesHint')}
        onClick={() => onFavorites(!favorites)}
      >
        {t('list.favorites')}
      </Button>
    </Group>
  );
}
