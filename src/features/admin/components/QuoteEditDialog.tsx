import { Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUOTE_STATUSES } from '../../../../genomics/plans';
import { notify } from '../../../ui/notify';
import { planName } from '../../subscription';
import type { AdminQuoteRequest } from '../api/admin-subscriptions';
import { useUpdateQuoteRequest } from '../api/admin-subscriptions';
import { ConsoleFormDialog } from './ConsoleFormDialog';
import { notifyFailure } from './console-feedback';

type QuoteStatus = (typeof QUOTE_STATUSES)[number];

interface QuoteEditDialogProps {
  quote: AdminQuoteRequest | null;
  onClose: () => void;
}

/** Staff read a quote request and set its status, their private notes and the reply its author sees. */
export function QuoteEditDialog({ quote, onClose }: QuoteEditDialogProps) {
  const { t } = useTranslation('admin');
  const { t: tSub } = useTranslation('subscription');
  const update = useUpdateQuoteRequest();
  const [status, setStatus] = useState<QuoteStatus>('PENDING');
  const [notes, setNotes] = useState('');
  const [reply, setReply] = useState('');

  useEffect(() => {
    if (!quote) return;
    setStatus(quote.status);
    setNotes(quote.admin_notes);
    setReply(quote.reply);
  }, [quote]);

  const save = () => {
    if (!quote) return;
    update.mutate(
      { id: quote.id, patch: { status, admin_notes: notes, reply } },
      {
        onSuccess: () => {
          notify('success', { title: t('quotes.updated'), message: quote.company_name });
          onClose();
        },
        onError: (error) => notifyFailure(t('quotes.updateFailed'), error, t('console.genericError')),
      },
    );
  };

  const facts: [string, string][] = quote
    ? [
        [tSub('quote.contactEmail'), quote.contact_email],
        [tSub('quote.phone'), quote.phone || '—'],
        [tSub('quote.companySize'), quote.company_size ? tSub(`quote.sizes.${quote.company_size}`) : '—'],
        [tSub('quote.sector'), quote.sector ? tSub(`quote.sectors.${quote.sector}`) : '—'],
        [tSub('quote.expectedUsers'), String(quote.expected_users)],
        [tSub('quote.dataVolume'), quote.data_volume ? tSub(`quote.volumes.${quote.data_volume}`) : '—'],
        [tSub('quote.supportLevel'), tSub(`quote.supports.${quote.support_level}`)],
      ]
    : [];
  return (
    <ConsoleFormDialog
      opened={quote !== null}
      title={
        quote
          ? t('quotes.editTitle', { company: quote.company_name, plan: planName(tSub, quote.target_plan) })
          : ''
      }
      size="lg"
      pending={update.isPending}
      onSave={save}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {facts.map(([label, value]) => (
          <Fact key={label} label={label} value={value} />
        ))}
      </SimpleGrid>
      {quote?.custom_features && (
        <Fact label={tSub('quote.customFeatures')} value={quote.custom_features} long />
      )}
      {quote?.message && <Fact label={tSub('quote.message')} value={quote.message} long />}
      <Select
        label={t('quotes.status')}
        data={QUOTE_STATUSES.map((value) => ({ value, label: tSub(`quoteStatuses.${value}`) }))}
        value={status}
        onChange={(value) => {
          const next = QUOTE_STATUSES.find((candidate) => candidate === value);
          if (next) setStatus(next);
        }}
        allowDeselect={false}
      />
      <Textarea
        label={t('quotes.reply')}
        description={t('quotes.replyHint')}
        autosize
        minRows={3}
        value={reply}
        onChange={(event) => setReply(event.currentTarget.value)}
      />
      <Textarea
        label={t('quotes.notes')}
        description={t('quotes.notesHint')}
        autosize
        minRows={2}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
    </ConsoleFormDialog>
  );
}

/** One thing the requester said: its label above it, a long text with its line breaks. */
function Fact({ label, value, long = false }: { label: string; value: string; long?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={long ? { whiteSpace: 'pre-wrap' } : undefined}>
        {value}
      </Text>
    </Stack>
  );
}
