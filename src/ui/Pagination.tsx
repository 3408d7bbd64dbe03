import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../lib/intl';
import { pageCount, pageRange, pageWindow } from './pagination-window';

interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/**
 * Previous, up to 5 page numbers around the current page, next, and the range shown
 * ("Showing 11 to 20 of 42"). Nothing at all when everything fits on one page.
 */
export function Pagination({ page, pageSize, total, onChange }: PaginationProps) {
  const { t, i18n } = useTranslation('projects');
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const current = Math.min(pages, Math.max(1, page));
  const { start, end } = pageRange(current, pageSize, total);
  const number = numberFormat(i18n.language, {});
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('ui.pagination.range', {
          start: number.format(start),
          end: number.format(end),
          total: number.format(total),
        })}
      </Text>
      <Group gap={4} component="nav" aria-label={t('ui.pagination.label')} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('ui.pagination.previous')}
          disabled={current <= 1}
          onClick={() => onChange(current - 1)}
        >
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        {pageWindow(current, pages).map((item) => (
          <Button
            key={item}
            size="compact-md"
            h={34}
            miw={34}
            px={8}
            variant={item === current ? 'filled' : 'default'}
            aria-label={t('ui.pagination.page', { page: item })}
            aria-current={item === current ? 'page' : undefined}
            onClick={() => {
              if (item !== current) onChange(item);
            }}
          >
            {item}
          </Button>
        ))}
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('ui.pagination.next')}
          disabled={current >= pages}
          onClick={() => onChange(current + 1)}
        >
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
