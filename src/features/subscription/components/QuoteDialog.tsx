import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_SIZES, DATA_VOLUMES, SECTORS, SUPPORT_LEVELS } from '../../../../genomics/plans';
import { ApiError } from '../../../api/errors';
import { notify } from '../../../ui/notify';
import { useAuth } from '../../auth';
import type { Plan } from '../api/get-plans';
import { useRequestQuote } from '../api/quote-requests';
import { canSendQuote, emptyQuoteForm, type QuoteForm, quotePayload } from '../quote-form';
import { planName } from './labels';

/** How long the confirmation stays before the dialog closes. */
const CONFIRMATION_MS = 2000;

interface QuoteDialogProps {
  /** The plan asked for; null keeps the dialog closed. */
  plan: Plan | null;
  onClose: () => void;
}

/** The quote request: contact, organisation, technical needs and a message; closes 2 s after it is sent. */
export function QuoteDialog({ plan, onClose }: QuoteDialogProps) {
  const { t } = useTranslation('subscription');
  const { user } = useAuth();
  const request = useRequestQuote();
  const [form, setForm] = useState<QuoteForm>(() => emptyQuoteForm(user?.email));
  const [sent, setSent] = useState(false);
  const set = <K extends keyof QuoteForm>(key: K, value: QuoteForm[K]) =>
    setForm((old) => ({ ...old, [key]: value }));

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => {
      setSent(false);
      setForm(emptyQuoteForm(user?.email));
      onClose();
    }, CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [sent, onClose, user?.email]);

  const choices = <T extends string>(values: readonly T[], group: string) =>
    values.map((value) => ({ value, label: t(`quote.${group}.${value}` as 'quote.sizes.1-10') }));

  const submit = () => {
    if (!plan || !canSendQuote(form) || request.isPending) return;
    request.mutate(quotePayload(plan.id, form), {
      onSuccess: () => {
        notify('success', { title: t('quote.success'), message: t('quote.sent') });
        setSent(true);
      },
      onError: (error) =>
        notify('error', {
          title: t('quote.failure'),
          message: error instanceof ApiError ? (error.serverMessage ?? error.message) : '',
        }),
    });
  };

  return (
    <Modal
      opened={plan !== null}
      onClose={onClose}
      title={plan ? t('quote.title', { plan: planName(t, plan) }) : ''}
      size="lg"
    >
      {sent ? (
        <Alert color="teal" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
          {t('quote.sent')}
        </Alert>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="lg">
            <Stack gap="xs">
              <Title order={3} fz="h5">
                {t('quote.contact')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('quote.companyName')}
                  required
                  value={form.companyName}
                  onChange={(event) => set('companyName', event.currentTarget.value)}
                  data-autofocus
                />
                <TextInput
                  label={t('quote.contactEmail')}
                  type="email"
                  required
                  value={form.contactEmail}
                  onChange={(event) => set('contactEmail', event.currentTarget.value)}
                />
                <TextInput
                  label={t('quote.phone')}
                  type="tel"
                  value={form.phone}
                  onChange={(event) => set('phone', event.currentTarget.value)}
                />
              </SimpleGrid>
            </Stack>
            <Stack gap="xs">
              <Title order={3} fz="h5">
                {t('quote.company')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('quote.companySize')}
                  placeholder={t('quote.choose')}
                  data={choices(COMPANY_SIZES, 'sizes')}
                  value={form.companySize || null}
                  onChange={(value) => set('companySize', value ?? '')}
                  clearable
                />
                <Select
                  label={t('quote.sector')}
                  placeholder={t('quote.choose')}
                  data={choices(SECTORS, 'sectors')}
                  value={form.sector || null}
                  onChange={(value) => set('sector', value ?? '')}
                  clearable
                />
              </SimpleGrid>
            </Stack>
            <Stack gap="xs">
              <Title order={3} fz="h5">
                {t('quote.needs')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <NumberInput
                  label={t('quote.expectedUsers')}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  value={form.expectedUsers}
                  onChange={(value) => set('expectedUsers', String(value))}
                />
                <Select
                  label={t('quote.dataVolume')}
                  placeholder={t('quote.choose')}
                  data={choices(DATA_VOLUMES, 'volumes')}
                  value={form.dataVolume || null}
                  onChange={(value) => set('dataVolume', value ?? '')}
                  clearable
                />
                <Select
                  label={t('quote.supportLevel')}
                  data={choices(SUPPORT_LEVELS, 'supports')}
                  value={form.supportLevel}
                  onChange={(value) => {
                    const level = SUPPORT_LEVELS.find((choice) => choice === value);
                    if (level) set('supportLevel', level);
                  }}
                  allowDeselect={false}
                />
              </SimpleGrid>
              <Textarea
                label={t('quote.customFeatures')}
                autosize
                minRows={2}
                value={form.customFeatures}
                onChange={(event) => set('customFeatures', event.currentTarget.value)}
              />
            </Stack>
            <Textarea
              label={t('quote.more')}
              autosize
              minRows={3}
              value={form.message}
              onChange={(event) => set('message', event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('quote.cancel')}
              </Button>
              <Button type="submit" disabled={!canSendQuote(form) || request.isPending}>
                {request.isPending ? t('quote.sending') : t('quote.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
