import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { ContactCard } from './ContactCard';
import { FeatureGroups } from './FeatureGroups';
import { HelpFaq } from './HelpFaq';
import { HelpResources } from './HelpResources';
import { QuickStart } from './QuickStart';

export function HelpPage() {
  const { t } = useTranslation('help');
  return (
    <Stack gap={48}>
      <PageHeader title={t('title')} description={t('description')} />
      <QuickStart />
      <FeatureGroups />
      <HelpFaq />
      <HelpResources />
      <ContactCard />
    </Stack>
  );
}
