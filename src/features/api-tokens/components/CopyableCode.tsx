import { ActionIcon, Box, Code, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A block of text to copy as it is (a secret, a script), with its copy button in the corner. */
export function CopyableCode({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('settings');
  return (
    <Box pos="relative">
      <Code block aria-label={label} pr={44} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {text}
      </Code>
      <CopyButton value={text} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('apiAccess.copied') : t('apiAccess.copy')} withArrow position="left">
            <ActionIcon
              pos="absolute"
              top={6}
              right={6}
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={`${t('apiAccess.copy')}: ${label}`}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Box>
  );
}
