import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type PlanRow, quoteRequests, subscriptionPlans, type UserRow, users } from '../db/schema';
import { personRef } from './present';

type QuoteRow = typeof quoteRequests.$inferSelect;

export interface QuoteInput {
  target_plan: number;
  company_name: string;
  contact_email: string;
  phone?: string;
  company_size?: string | null;
  sector?: string | null;
  expected_users?: number;
  data_volume?: string | null;
  support_level?: string;
  custom_features?: string;
  message?: string;
}

const orNull = (value: string | null | undefined) => (value ? value : null);

export async function createQuote(db: Db, userId: number, input: QuoteInput): Promise<number> {
  const [row] = await db
    .insert(quoteRequests)
    .values({
      user_id: userId,
      target_plan_id: input.target_plan,
      company_name: input.company_name.trim(),
      contact_email: input.contact_email.trim(),
      phone: input.phone?.trim() ?? '',
      company_size: orNull(input.company_size),
      sector: orNull(input.sector),
      expected_users: input.expected_users ?? 1,
      data_volume: orNull(input.data_volume),
      support_level: input.support_level ?? 'standard',
      custom_features: input.custom_features?.trim() ?? '',
      message: input.message?.trim() ?? '',
    })
    .returning({ id: quoteRequests.id });
  if (!row) throw new Error('quote insert returned nothing');
  return row.id;
}

const base = (db: Db) =>
  db
    .select({ quote: quoteRequests, plan: subscriptionPlans, user: users })
    .from(quoteRequests)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, quoteRequests.target_plan_id))
    .innerJoin(users, eq(users.id, quoteRequests.user_id));

export const quotesOf = (db: Db, userId: number) =>
  base(db)
    .where(eq(quoteRequests.user_id, userId))
    .orderBy(desc(quoteRequests.created_at), desc(quoteRequests.id));

export const allQuotes = (db: Db) => base(db).orderBy(desc(quoteRequests.created_at), desc(quoteRequests.id));

export async function findQuote(db: Db, id: number) {
  const [row] = await base(db).where(eq(quoteRequests.id, id));
  return row;
}

export interface QuoteChange {
  status?: string;
  admin_notes?: string;
  reply?: string;
}

/** Staff's change; a new reply is dated and signed, so the user sees when they were answered. */
export async function updateQuote(db: Db, before: QuoteRow, change: QuoteChange, staffId: number) {
  const now = new Date();
  const replied = change.reply !== undefined && change.reply.trim() !== before.reply;
  const [after] = await db
    .update(quoteRequests)
    .set({
      status: change.status ?? before.status,
      admin_notes: change.admin_notes?.trim() ?? before.admin_notes,
      ...(replied ? { reply: change.reply?.trim() ?? '', replied_at: now, replied_by: staffId } : {}),
      updated_at: now,
    })
    .where(eq(quoteRequests.id, before.id))
    .returning();
  return after;
}

type Status = 'PENDING' | 'IN_PROGRESS' | 'QUOTED' | 'ACCEPTED' | 'REJECTED';

export function presentQuote({ quote, plan }: { quote: QuoteRow; plan: PlanRow }) {
  return {
    id: quote.id,
    target_plan: { id: plan.id, name: plan.name, plan_type: plan.plan_type as 'PRO' },
    company_name: quote.company_name,
    contact_email: quote.contact_email,
    phone: quote.phone,
    company_size: quote.company_size as '1-10' | null,
    sector: quote.sector as 'research' | null,
    expected_users: quote.expected_users,
    data_volume: quote.data_volume as 'small' | null,
    support_level: quote.support_level as 'standard',
    custom_features: quote.custom_features,
    message: quote.message,
    status: quote.status as Status,
    reply: quote.reply,
    replied_at: quote.replied_at?.toISOString() ?? null,
    created_at: quote.created_at.toISOString(),
    updated_at: quote.updated_at.toISOString(),
  };
}

export function presentAdminQuote(row: { quote: QuoteRow; plan: PlanRow; user: UserRow }) {
  return { ...presentQuote(row), user: personRef(row.user), admin_notes: row.quote.admin_notes };
}
