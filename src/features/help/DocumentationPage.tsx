import { Anchor, Breadcrumbs, Grid, NavLink, Paper, Stack, Typography } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { documentHtml, documentLanguage } from './documentation';
import { DOCUMENT_IDS, type DocumentId, documentPath, parseDocumentationSearch } from './documents';

/**
 * Help › Documentation: the user guides of this version, in the interface language, with the
 * list of guides beside (above, on a phone). Links between guides stay in the app.
 */
export function DocumentationPage({ doc }: { doc: DocumentId }) {
  const { t, i18n } = useTranslation('help');
  const navigate = useNavigate();
  const language = documentLanguage(i18n.language);
  const guide = useMemo(() => ({ __html: documentHtml(doc, language, documentPath) }), [doc, language]);

  const open = (next: DocumentId) => {
    void navigate({ to: '/help/documentation', search: parseDocumentationSearch({ doc: next }) });
    window.scrollTo(0, 0);
  };

  const followLinks = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/help/documentation') || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    const next = new URL(href, window.location.origin).searchParams.get('doc');
    open(DOCUMENT_IDS.find((id) => id === next) ?? DOCUMENT_IDS[0]);
  };

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/help">
          {t('title')}
        </Anchor>
        <span>{t('documentation.title')}</span>
      </Breadcrumbs>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <nav aria-label={t('documentation.guides')}>
            {DOCUMENT_IDS.map((id) => (
              <NavLink
                key={id}
                href={documentPath(id)}
                active={id === doc}
                label={t(`documentation.docs.${id}.title`)}
                description={t(`documentation.docs.${id}.description`)}
                aria-current={id === doc ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  open(id);
                }}
              />
            ))}
          </nav>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw="60rem">
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the guides are the project's own files (documentation.ts), not user input */}
            <Typography lang={language} onClick={followLinks} dangerouslySetInnerHTML={guide} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
