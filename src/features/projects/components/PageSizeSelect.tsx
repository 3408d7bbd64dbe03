import { Group, NativeSelect, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Sub-tables show 10, 20 or 50 rows, 10 by default. */
export const SUB_TABLE_PAGE_SIZES = [10, 20, 50] as const;
export type SubTablePageSize = (typeof SUB_TABLE_PAGE_SIZES)[number];

export function PageSizeSelect({
  value,
  onChange,
}: {
  value: SubTablePageSize;
  onChange: (size: SubTablePageSize) => void;
}) {
  const { t } = useTranslation('projects');
  const id = useId();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text component="label" htmlFor={id} size="sm" c="dimmed">
        {t('pageSize.label')}
      </Text>
      <NativeSelect
        id={id}
        size="xs"
        w={72}
        value={String(value)}
        data={SUB_TABLE_PAGE_SIZES.map((size) => String(size))}
        onChange={(event) => {
          const size = SUB_TABLE_PAGE_SIZES.find((option) => String(option) === event.currentTarget.value);
          if (size) onChange(size);
        }}
      />
    </Group>
  );
}
