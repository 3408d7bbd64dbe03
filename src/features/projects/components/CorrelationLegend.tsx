import { Box, Group, Stack, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/format';
import { type CorrelationScale, MISSING_COLOR } from '../correlation';

/** The colour scale of the heatmap: a gradient bar from the lowest r to 1, with its ticks. */
export function CorrelationLegend({
  scale,
  title,
  missingLabel,
  showMissing,
  language,
}: {
  scale: CorrelationScale;
  title: string;
  missingLabel: string;
  showMissing: boolean;
  language: string;
}) {
  const [low, high] = scale.domain;
  const steps = 24;
  const gradient = Array.from({ length: steps + 1 }, (_, index) => {
    const value = low + ((high - low) * index) / steps;
    return `${scale.color(value)} ${(index / steps) * 100}%`;
  }).join(', ');
  const position = (value: number) => ((value - low) / (high - low || 1)) * 100;
  return (
    <Stack gap={4} w={260} maw="100%" aria-hidden>
      <Text size="xs" fw={600}>
        {title}
      </Text>
      <Box h={12} style={{ borderRadius: 2, background: `linear-gradient(to right, ${gradient})` }} />
      <Box pos="relative" h={16}>
        {scale.ticks.map((tick) => (
          <Text
            key={tick}
            size="xs"
            c="dimmed"
            pos="absolute"
            style={{
              left: `${position(tick)}%`,
              transform: `translateX(${position(tick) > 95 ? '-100%' : position(tick) < 5 ? '0' : '-50%'})`,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {formatNumber(tick, language)}
          </Text>
        ))}
      </Box>
      {showMissing && (
        <Group gap={6}>
          <span style={{ width: 12, height: 12, background: MISSING_COLOR, borderRadius: 2 }} />
          <Text size="xs" c="dimmed">
            {missingLabel}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
