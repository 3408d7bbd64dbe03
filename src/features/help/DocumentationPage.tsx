import { Anchor, Breadcrumbs, Paper, Stack, Typography } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DocumentId, documentHtml } from './documentation';

export const documentPath = (doc: DocumentId) =>
  doc === 'readme' ? '/help/documentation' : `/help/documentation?doc=${doc}`;

/**
 * The README and the formats it describes, as shipped with this version (Help › Documentation).
 * Links between them stay in the app.
 */
export function DocumentationPage({ doc }: { doc: DocumentId }) {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  const html = useMemo(() => documentHtml(doc, documentPath), [doc]);

  const followInAppLinks = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/help/documentation') || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    const next = new URL(href, window.location.origin).searchParams.get('doc');
    void navigate({
      to: '/help/documentation',
      search: next === 'archive' || next === 'frame' ? { doc: next } : {},
    });
    window.scrollTo(0, 0);
  };

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/help">
          {t('title')}
        </Anchor>
        <span>{t(`documentation.${doc}`)}</span>
      </Breadcrumbs>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw="60rem">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the shipped documents are the project's own files (documentation.ts), not user input */}
        <Typography onClick={followInAppLinks} dangerouslySetInnerHTML={{ __html: html }} />
      </Paper>
    </Stack>
  );
}
