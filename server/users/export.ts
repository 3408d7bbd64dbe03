import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { presentPlan } from '../subscriptions/plans';
import { currentSubscription, subscriptionHistory } from '../subscriptions/service';
import { publicUser } from './service';

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const csvCell = (value: unknown) => {
  if (value === null || value === undefined) return 'NA';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 80);

/**
 * Everything GenoApp holds of one user that is theirs: the profile and subscription, the projects
 * they own with their samples, their genolists with every gene's values (one CSV each), their
 * favourites and quote requests. JSON for what is structured, CSV for tables.
 */
export async function exportAccount(db: Db, user: UserRow): Promise<Buffer> {
  const zip = new JSZip();
  const current = await currentSubscription(db, user.id);
  const history = await subscriptionHistory(db, user.id);
  zip.file(
    'profile.json',
    JSON.stringify(
      {
        user: publicUser(user),
        subscription: {
          plan: presentPlan(current.plan),
          status: current.subscription.status,
          is_trial: current.subscription.is_trial,
          start_date: current.subscription.start_date,
          end_date: current.subscription.end_date,
        },
        subscription_history: history.map(({ change, plan }) => ({
          at: change.at,
          plan: plan.name,
          status: change.status,
          reason: change.reason,
        })),
      },
      null,
      2,
    ),
  );
  const projects = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT p.id, p.name, p.description, p.library, p.organism_genus, p.organism_species, p.factors,
          p.status, p.public, p.creation_date, p.updated_at,
          COALESCE((SELECT json_agg(json_build_object('name', s.name, 'library_size', s.library_size,
            'genes_detected', s.genes_detected, 'qc_status', s.qc_status) ORDER BY s.position)
            FROM samples s WHERE s.project_id = p.id), '[]') AS samples
        FROM projects p WHERE p.owner_id = ${user.id} ORDER BY p.id`,
  );
  zip.file('projects.json', JSON.stringify(projects, null, 2));
  const genolists = await rowsOf<
    { id: number; name: string; type_genolist: string } & Record<string, unknown>
  >(
    db,
    sql`SELECT g.id, g.name, g.description, g.project_id, p.name AS project_name, g.type_genolist, g.source,
          g.pvalue_cutoff, g.fold_change_cutoff, g.gene_count, g.public, g.creation_date
        FROM genolists g JOIN projects p ON p.id = g.project_id
        WHERE g.owner_id = ${user.id} ORDER BY g.id`,
  );
  zip.file('genolists.json', JSON.stringify(genolists, null, 2));
  for (const genolist of genolists) {
    const table = sql.identifier(
      genolist.type_genolist === 'PROTEO' ? 'proteo_values' : 'transcripto_values',
    );
    const values = await rowsOf<Record<string, unknown>>(
      db,
      sql`SELECT r.id_reference_database AS gene_id, r.symbol, v.base_mean, v.log_2_fc, v.pvalue, v.pvalue_adj
          FROM ${table} v JOIN gene_refs r ON r.id = v.gene_ref_id
          WHERE v.genolist_id = ${genolist.id} ORDER BY v.position`,
    );
    const header = ['gene_id', 'symbol', 'base_mean', 'log2FoldChange', 'pvalue', 'padj'];
    const lines = values.map((v) =>
      [v.gene_id, v.symbol, v.base_mean, v.log_2_fc, v.pvalue, v.pvalue_adj].map(csvCell).join(','),
    );
    zip.file(
      `genolists/${genolist.id}_${safeName(genolist.name)}.csv`,
      [header.join(','), ...lines, ''].join('\n'),
    );
  }
  const favourites = {
    projects: await rowsOf(
      db,
      sql`SELECT p.id, p.name, f.created_at FROM project_favorites f JOIN projects p ON p.id = f.project_id
          WHERE f.user_id = ${user.id} ORDER BY f.created_at`,
    ),
    genolists: await rowsOf(
      db,
      sql`SELECT g.id, g.name, f.created_at FROM genolist_favorites f JOIN genolists g ON g.id = f.genolist_id
          WHERE f.user_id = ${user.id} ORDER BY f.created_at`,
    ),
  };
  zip.file('favourites.json', JSON.stringify(favourites, null, 2));
  const quotes = await rowsOf(
    db,
    sql`SELECT q.id, p.name AS target_plan, q.company_name, q.contact_email, q.phone, q.company_size, q.sector,
          q.expected_users, q.data_volume, q.support_level, q.custom_features, q.message, q.status, q.reply,
          q.replied_at, q.created_at
        FROM quote_requests q JOIN subscription_plans p ON p.id = q.target_plan_id
        WHERE q.user_id = ${user.id} ORDER BY q.id`,
  );
  zip.file('quote_requests.json', JSON.stringify(quotes, null, 2));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
