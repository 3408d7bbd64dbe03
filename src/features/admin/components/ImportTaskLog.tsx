import { Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconInfoSmall, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportTask } from '../api/get-import-tasks';
import { formatTime } from '../format';
import { useLogLineLabel } from '../use-import-labels';

/** The server's log of the task, oldest first, with the time and level of each line. */
export function ImportTaskLog({ messages }: { messages: ImportTask['messages'] }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'en';
  const lineLabel = useLogLineLabel();
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t('detail.messages')}
      </Title>
      {messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.messagesEmpty')}
        </Text>
      ) : (
        <Timeline bulletSize={20} lineWidth={2} active={messages.length - 1} color="gray">
          {messages.map((message, index) => {
            const isError = message.level === 'error';
            return (
              <Timeline.Item
                // The log only grows, so a line's position identifies it.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                bullet={
                  <ThemeIcon
                    size={20}
                    radius="xl"
                    color={isError ? 'red' : 'blue'}
                    variant="light"
                    aria-hidden
                  >
                    {isError ? <IconX size={12} /> : <IconInfoSmall size={16} />}
                  </ThemeIcon>
                }
              >
                <Text size="sm" c={isError ? 'red.8' : undefined} style={{ overflowWrap: 'anywhere' }}>
                  {lineLabel(message.text)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatTime(message.at, locale)} · {t(`detail.levels.${message.level}`)}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Stack>
  );
}
