import { COMPANY_SIZES, DATA_VOLUMES, SECTORS, type SUPPORT_LEVELS } from '../../../genomics/plans';
import type { QuoteRequestCreate } from './api/quote-requests';

/** The quote dialog's fields as typed: text, and '' for a choice not made. */
export interface QuoteForm {
  companyName: string;
  contactEmail: string;
  phone: string;
  companySize: string;
  sector: string;
  expectedUsers: string;
  dataVolume: string;
  supportLevel: (typeof SUPPORT_LEVELS)[number];
  customFeatures: string;
  message: string;
}

export function emptyQuoteForm(contactEmail = ''): QuoteForm {
  return {
    companyName: '',
    contactEmail,
    phone: '',
    companySize: '',
    sector: '',
    expectedUsers: '1',
    dataVolume: '',
    supportLevel: 'standard',
    customFeatures: '',
    message: '',
  };
}

/** Sending needs an organisation name and a contact address. */
export function canSendQuote(form: QuoteForm): boolean {
  return form.companyName.trim() !== '' && form.contactEmail.trim() !== '';
}

function oneOf<T extends string>(choices: readonly T[], value: string): T | null {
  return choices.find((choice) => choice === value) ?? null;
}

/** The request as the server takes it: an empty or invalid user count is 1, a choice not made is null. */
export function quotePayload(planId: number, form: QuoteForm): QuoteRequestCreate {
  const users = Number(form.expectedUsers);
  return {
    target_plan: planId,
    company_name: form.companyName.trim(),
    contact_email: form.contactEmail.trim(),
    phone: form.phone.trim(),
    company_size: oneOf(COMPANY_SIZES, form.companySize),
    sector: oneOf(SECTORS, form.sector),
    expected_users: Number.isSafeInteger(users) && users >= 1 ? users : 1,
    data_volume: oneOf(DATA_VOLUMES, form.dataVolume),
    support_level: form.supportLevel,
    custom_features: form.customFeatures.trim(),
    message: form.message.trim(),
  };
}
