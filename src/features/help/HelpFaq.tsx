import { Accordion, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HelpSection } from './HelpSection';
import { FAQ_ID, faqItems } from './help-content';

export function HelpFaq() {
  const { t } = useTranslation('help');
  return (
    <HelpSection id={FAQ_ID} title={t('faq.title')}>
      <Accordion variant="separated" radius="md">
        {faqItems.map((item) => (
          <Accordion.Item key={item} value={item} bg="var(--mantine-color-body)">
            <Accordion.Control>
              <Text fw={500}>{t(`faq.items.${item}.question`)}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text
                size="sm"
                c="light-dark(var(--mantine-color-dark-4), var(--mantine-color-dark-1))"
                lh={1.65}
              >
                {t(`faq.items.${item}.answer`)}
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </HelpSection>
  );
}
