import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased: e-mail addresses are compared case-insensitively. */
    email: text('email').notNull(),
    username: text('username').notNull(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    password_hash: text('password_hash').notNull(),
    avatar: text('avatar'),
    is_staff: boolean('is_staff').notNull().default(false),
    is_superuser: boolean('is_superuser').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    last_login: timestamp('last_login', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    // Usernames are unique in any letter case.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
  ],
);

/** One row per sign-in; a refresh token is valid only while its session is neither revoked nor expired. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

export type UserRow = typeof users.$inferSelect;

/**
 * Personal access tokens for scripts (R, Python): the secret is shown once at creation and only
 * its SHA-256 is kept, so a leaked database gives no usable token. `prefix` (the secret's first
 * characters) lets the owner tell tokens apart. Revoking deletes the row.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    token_hash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: never expires. */
    expires_at: timestamp('expires_at', { withTimezone: true }),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_hash_key').on(t.token_hash), index('api_tokens_user_idx').on(t.user_id)],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/* ---------------------------------------------------------------- projects and their samples */

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Library code of the archive it was imported from (SLC001); re-importing it replaces the data in place. */
    library: text('library'),
    organism_genus: text('organism_genus'),
    organism_species: text('organism_species'),
    /** Factor names in the archive's order. */
    factors: jsonb('factors').$type<string[]>().notNull().default([]),
    gene_count: integer('gene_count').notNull().default(0),
    status: text('status').notNull().default('SUCCESS'),
    owner_id: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    public: boolean('public').notNull().default(false),
    creation_date: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('projects_library_key').on(t.library),
    index('projects_owner_idx').on(t.owner_id),
    // The search's `name ILIKE '%text%'`: a trigram index answers a match anywhere in the name.
    index('projects_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** The levels of each factor; samples and comparisons refer to them (`/samples/?factors={levelId}`). */
export const factorLevels = pgTable(
  'factor_levels',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    factor: text('factor').notNull(),
    level: text('level').notNull(),
  },
  (t) => [uniqueIndex('factor_levels_key').on(t.project_id, t.factor, t.level)],
);

export const samples = pgTable(
  'samples',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Column of this sample in `gene_expression.values`. */
    position: integer('position').notNull(),
    genus: text('genus'),
    species: text('species'),
    library_size: doublePrecision('library_size').notNull(),
    genes_detected: integer('genes_detected').notNull(),
    size_factor: doublePrecision('size_factor').notNull(),
    qc_status: text('qc_status').notNull(),
    /** 'archive' when the qc file gave the status, 'derived' when GenoApp's rule did. */
    qc_source: text('qc_source').notNull(),
    nuclear_transcripts: doublePrecision('nuclear_transcripts'),
    qc_genes_detected: integer('qc_genes_detected'),
  },
  (t) => [uniqueIndex('samples_key').on(t.project_id, t.name)],
);

export const sampleFactorLevels = pgTable(
  'sample_factor_levels',
  {
    sample_id: integer('sample_id')
      .notNull()
      .references(() => samples.id, { onDelete: 'cascade' }),
    factor_level_id: integer('factor_level_id')
      .notNull()
      .references(() => factorLevels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.sample_id, t.factor_level_id] }),
    index('sfl_level_idx').on(t.factor_level_id),
  ],
);

/** Results computed at import (pca, correlation, sequence_distribution), one JSON document each. */
export const projectAnalyses = pgTable(
  'project_analyses',
  {
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.project_id, t.kind] })],
);

/* ------------------------------------------------------------------------------------ genes */

/** Genes by their id in the reference database (Ensembl), shared by all projects. */
export const geneRefs = pgTable(
  'gene_refs',
  {
    id: serial('id').primaryKey(),
    id_reference_database: text('id_reference_database').notNull(),
    symbol: text('symbol'),
    description: text('description'),
    biotype: text('biotype'),
  },
  (t) => [
    uniqueIndex('gene_refs_key').on(t.id_reference_database),
    index('gene_refs_symbol_idx').on(t.symbol),
    // The search's prefix matches on the symbol and the id, whatever the case.
    index('gene_refs_symbol_prefix_idx').using('btree', sql`lower(${t.symbol}) text_pattern_ops`),
    index('gene_refs_id_prefix_idx').using('btree', sql`lower(${t.id_reference_database}) text_pattern_ops`),
    // Its match anywhere in the gene's name (`description ILIKE '%text%'`).
    index('gene_refs_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
  ],
);

/** Raw bytes in and out; PGlite and node-postgres both map bytea to a Uint8Array/Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * log2(count / size factor + 1) of one gene in every sample of a project: float32 little-endian,
 * one per sample in `samples.position` order. Bytes rather than real[]: measured on PGlite,
 * writing 60,000 × 384 values takes ≈ 7 s this way against ≈ 42 s as arrays, and reading ≈ 4× faster.
 */
export const geneExpression = pgTable(
  'gene_expression',
  {
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    gene_ref_id: integer('gene_ref_id')
      .notNull()
      .references(() => geneRefs.id),
    log2_expression: bytea('log2_expression').notNull(),
  },
  (t) => [primaryKey({ columns: [t.project_id, t.gene_ref_id] })],
);

/**
 * A project's counts as its import read them, exact, for analyses that need counts rather than
 * the float32 log2 expression (limma-voom on the server). Genes in chunks of at most
 * `RAW_COUNT_CHUNK_GENES` (server/imports/raw-counts.ts, which describes the encoding): each row
 * holds its genes' `gene_refs` ids (int32 little-endian) and their counts, gene-major, in
 * `samples.position` order, deflate-compressed — int32 when every count of the project is an
 * integer, else float64. A project imported before counts were kept has no row.
 */
export const projectCounts = pgTable(
  'project_counts',
  {
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    chunk: integer('chunk').notNull(),
    /** 'int32' or 'float64'. */
    value_type: text('value_type').notNull(),
    sample_count: integer('sample_count').notNull(),
    gene_ref_ids: bytea('gene_ref_ids').notNull(),
    counts: bytea('counts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.project_id, t.chunk] })],
);

/* ------------------------------------------------------------------ comparisons and genolists */

export const comparisons = pgTable(
  'comparisons',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    dialect: text('dialect').notNull(),
    /** condition_1, the numerator of the fold change. */
    main_level_id: integer('main_level_id')
      .notNull()
      .references(() => factorLevels.id),
    /** condition_2, the reference. */
    secondary_level_id: integer('secondary_level_id')
      .notNull()
      .references(() => factorLevels.id),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('comparisons_key').on(t.project_id, t.name)],
);

export const genolists = pgTable(
  'genolists',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Null for genolists not tied to one comparison (EXPERT lists). */
    comparison_id: integer('comparison_id').references(() => comparisons.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type_genolist: text('type_genolist').notNull(),
    source: text('source').notNull(),
    pvalue_cutoff: doublePrecision('pvalue_cutoff').notNull(),
    fold_change_cutoff: doublePrecision('fold_change_cutoff').notNull(),
    gene_count: integer('gene_count').notNull().default(0),
    deg_pos: integer('deg_pos').notNull().default(0),
    deg_neg: integer('deg_neg').notNull().default(0),
    deg_total: integer('deg_total').notNull().default(0),
    view_count: integer('view_count').notNull().default(0),
    public: boolean('public').notNull().default(false),
    owner_id: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    creation_date: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('genolists_project_idx').on(t.project_id),
    index('genolists_owner_idx').on(t.owner_id),
    index('genolists_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

const valueColumns = {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  genolist_id: integer('genolist_id')
    .notNull()
    .references(() => genolists.id, { onDelete: 'cascade' }),
  gene_ref_id: integer('gene_ref_id')
    .notNull()
    .references(() => geneRefs.id),
  /** Row of the results file, so lists keep the analyst's order (sorted by p-value in practice). */
  position: integer('position').notNull(),
  base_mean: doublePrecision('base_mean'),
  /** edgeR logCPM or limma AveExpr, when the results come from those tools. */
  ave_log_expr: doublePrecision('ave_log_expr'),
  log_2_fc: doublePrecision('log_2_fc'),
  pvalue: doublePrecision('pvalue'),
  pvalue_adj: doublePrecision('pvalue_adj'),
};

export const transcriptoValues = pgTable('transcripto_values', valueColumns, (t) => [
  index('transcripto_values_genolist_idx').on(t.genolist_id, t.position),
]);

export const proteoValues = pgTable('proteo_values', valueColumns, (t) => [
  index('proteo_values_genolist_idx').on(t.genolist_id, t.position),
]);

/**
 * The frame of a genolist (server/genolists/FRAME.md), built and compressed once: at import, or
 * on the first request for a genolist that has none (imported before frames were stored, or
 * whose genes' annotation changed since). Every request for it is a read of one of these blobs.
 */
export const genolistFrames = pgTable('genolist_frames', {
  genolist_id: integer('genolist_id')
    .primaryKey()
    .references(() => genolists.id, { onDelete: 'cascade' }),
  /** `FRAME_FORMAT_VERSION` it was built with; an older one is rebuilt on demand. */
  format_version: integer('format_version').notNull(),
  /** Its identity in the ETag: a new build is a new version for every client. */
  built_at: timestamp('built_at', { withTimezone: true, precision: 3 }).notNull(),
  /** Bytes of the JSON it encodes. */
  json_bytes: integer('json_bytes').notNull(),
  gzip: bytea('gzip').notNull(),
  brotli: bytea('brotli').notNull(),
});

export const goTerms = pgTable(
  'go_terms',
  {
    id: serial('id').primaryKey(),
    go_id: text('go_id').notNull(),
    term: text('term').notNull(),
    ontology: text('ontology'),
  },
  (t) => [uniqueIndex('go_terms_key').on(t.go_id)],
);

export const goValues = pgTable(
  'go_values',
  {
    id: serial('id').primaryKey(),
    genolist_id: integer('genolist_id')
      .notNull()
      .references(() => genolists.id, { onDelete: 'cascade' }),
    go_term_id: integer('go_term_id')
      .notNull()
      .references(() => goTerms.id),
    count: integer('count').notNull(),
    term_size: integer('term_size'),
    pvalue: doublePrecision('pvalue'),
    pvalue_adj: doublePrecision('pvalue_adj'),
    genes: text('genes').array().notNull(),
  },
  (t) => [index('go_values_genolist_idx').on(t.genolist_id)],
);

/* ------------------------------------------------- sharing, decided by server/access */

export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  public: boolean('public').notNull().default(false),
  auto_add_projects: boolean('auto_add_projects').notNull().default(true),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  creation_date: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Set when the owner deletes the team (it is marked deleted, not removed). Deleting also removes its
   * members and shares, so a deleted team grants nothing; the row stays so the invitations sent
   * for it keep their team's name.
   */
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
});

export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** OWNER, ADMIN, MEMBER, VIEWER */
    role: text('role').notNull(),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    joined_date: timestamp('joined_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_members_key').on(t.team_id, t.user_id),
    index('team_members_user_idx').on(t.user_id),
  ],
);

const shareColumns = {
  team_id: integer('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  /** VIEWER, EDITOR, ADMIN */
  permission: text('permission').notNull(),
  shared_by: integer('shared_by').references(() => users.id, { onDelete: 'set null' }),
  shared_date: timestamp('shared_date', { withTimezone: true }).notNull().defaultNow(),
};

export const projectShares = pgTable(
  'project_shares',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ...shareColumns,
  },
  (t) => [
    uniqueIndex('project_shares_key').on(t.team_id, t.project_id),
    index('project_shares_project_idx').on(t.project_id),
  ],
);

export const genolistShares = pgTable(
  'genolist_shares',
  {
    id: serial('id').primaryKey(),
    genolist_id: integer('genolist_id')
      .notNull()
      .references(() => genolists.id, { onDelete: 'cascade' }),
    ...shareColumns,
  },
  (t) => [
    uniqueIndex('genolist_shares_key').on(t.team_id, t.genolist_id),
    index('genolist_shares_genolist_idx').on(t.genolist_id),
  ],
);

const collaboratorFlags = {
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  can_edit_metadata: boolean('can_edit_metadata').notNull().default(false),
  can_manage_collaborators: boolean('can_manage_collaborators').notNull().default(false),
  can_delete: boolean('can_delete').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const projectCollaborators = pgTable(
  'project_collaborators',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ...collaboratorFlags,
  },
  (t) => [uniqueIndex('project_collaborators_key').on(t.project_id, t.user_id)],
);

export const genolistCollaborators = pgTable(
  'genolist_collaborators',
  {
    id: serial('id').primaryKey(),
    genolist_id: integer('genolist_id')
      .notNull()
      .references(() => genolists.id, { onDelete: 'cascade' }),
    ...collaboratorFlags,
  },
  (t) => [uniqueIndex('genolist_collaborators_key').on(t.genolist_id, t.user_id)],
);

/**
 * An invitation by e-mail. The invitee may have no account yet: received invitations
 * are matched on the signed-in user's e-mail (stored lower-cased, as users' are), so someone who
 * signs up later with that address finds them. Only TEAM invitations are created today (POST
 * /collaboration/teams/{id}/invite_user/); project_id and genolist_id give the PROJECT and
 * GENOLIST types their target.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    /** TEAM, PROJECT, GENOLIST */
    invitation_type: text('invitation_type').notNull(),
    team_id: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    genolist_id: integer('genolist_id').references(() => genolists.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The account the e-mail belonged to when invited, if any. */
    invited_user_id: integer('invited_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Team role given on acceptance: VIEWER, MEMBER, ADMIN */
    permission_level: text('permission_level').notNull(),
    message: text('message').notNull().default(''),
    /** PENDING, ACCEPTED, DECLINED, CANCELLED */
    status: text('status').notNull().default('PENDING'),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    created_date: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    expires_date: timestamp('expires_date', { withTimezone: true }).notNull(),
    responded_date: timestamp('responded_date', { withTimezone: true }),
  },
  (t) => [
    index('invitations_email_idx').on(t.email),
    index('invitations_invited_user_idx').on(t.invited_user_id),
    index('invitations_invited_by_idx').on(t.invited_by),
    // One open invitation per team and address: inviting again updates it.
    uniqueIndex('invitations_pending_team_key').on(t.team_id, t.email).where(sql`${t.status} = 'PENDING'`),
  ],
);

/* ------------------------------------------------------------------------------------ imports */

export const importTasks = pgTable(
  'import_tasks',
  {
    id: serial('id').primaryKey(),
    file_name: text('file_name').notNull(),
    /** Where the upload is kept until the task ends (under DATA_DIR/uploads, shared by all processes). */
    file_path: text('file_path').notNull(),
    file_size: bigint('file_size', { mode: 'number' }).notNull(),
    library: text('library').notNull(),
    /** PENDING, RUNNING, SUCCESS, FAILURE */
    status: text('status').notNull().default('PENDING'),
    progress: integer('progress').notNull().default(0),
    step: text('step').notNull().default('queued'),
    messages: jsonb('messages')
      .$type<{ at: string; level: 'info' | 'error'; text: string }[]>()
      .notNull()
      .default([]),
    error: text('error'),
    timings: jsonb('timings').$type<Record<string, number>>().notNull().default({}),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /**
     * 'import' (an archive or a data file, read from `file_path`) or 'limma-voom' (a comparison
     * computed from the project's stored counts, as `de_request` asks; no file).
     */
    kind: text('kind').notNull().default('import'),
    /** What a limma-voom task computes (server/de/request.ts). */
    de_request: jsonb('de_request'),
    /** The genolist a limma-voom task made. */
    genolist_id: integer('genolist_id').references(() => genolists.id, { onDelete: 'set null' }),
    /** Whether the project is made public (the demo data); uploads are private to their importer until shared. */
    make_public: boolean('make_public').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Which server process runs it; its heartbeat tells others whether that process is still alive. */
    claimed_by: text('claimed_by'),
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_tasks_status_idx').on(t.status, t.id),
    // A data file's project follows its tasks (server/imports/tasks.ts).
    index('import_tasks_project_idx').on(t.project_id),
  ],
);

/* --------------------------------------------------------------------------------- favourites */

export const projectFavorites = pgTable(
  'project_favorites',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.project_id] })],
);

export const genolistFavorites = pgTable(
  'genolist_favorites',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    genolist_id: integer('genolist_id')
      .notNull()
      .references(() => genolists.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.genolist_id] })],
);

/* -------------------------------------------------------------------------------- rate limits */

/**
 * Request counters of the rate limits (sign-in, sign-up, uploads, user search) when several
 * processes share a PostgreSQL: one row per limit and key (`signin-ip:203.0.113.7`), counting
 * until `reset_at`. The embedded database keeps them in the process's memory instead.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.reset_at)],
);

/* ------------------------------------------------------------------------------------- events */

/**
 * What happened, one row per event, for a team's activity tab and the dashboard's activity per
 * day (server/events). The ids say what it concerns; `data` holds what the row must still say
 * once those are gone (a project's name, a role before and after). Rows older than
 * EVENTS_RETENTION_DAYS are pruned.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** One of EVENT_KINDS (server/events/kinds.ts). */
    kind: text('kind').notNull(),
    /** Who did it. */
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    team_id: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    genolist_id: integer('genolist_id').references(() => genolists.id, { onDelete: 'set null' }),
    /** Whom it was done to (a member removed, a role changed). */
    subject_user_id: integer('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (t) => [
    index('events_at_idx').on(t.at),
    index('events_actor_idx').on(t.actor_id, t.at),
    index('events_team_idx').on(t.team_id, t.at).where(sql`${t.team_id} IS NOT NULL`),
    // One counted view per user, genolist and day (UTC): a second one that day conflicts.
    uniqueIndex('events_daily_view_key')
      .on(t.genolist_id, t.actor_id, sql`((${t.at} AT TIME ZONE 'UTC')::date)`)
      .where(sql`${t.kind} = 'genolist_viewed'`),
    // Likewise one opening per user, project and day.
    uniqueIndex('events_daily_project_view_key')
      .on(t.project_id, t.actor_id, sql`((${t.at} AT TIME ZONE 'UTC')::date)`)
      .where(sql`${t.kind} = 'project_viewed'`),
    index('events_kind_idx').on(t.kind, t.at),
  ],
);

/* ------------------------------------------------------------------ plans and subscriptions */

/**
 * The plans a user may hold. Limits of -1 mean unlimited. Seeded by the migration that creates
 * the table; prices in euro cents so that no amount is rounded.
 */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial('id').primaryKey(),
  /** FREE, BASIC, PRO, ENTERPRISE, ACADEMIC: one plan of each type. */
  plan_type: text('plan_type').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  price_cents: integer('price_cents').notNull().default(0),
  /** MONTHLY or YEARLY */
  billing_period: text('billing_period').notNull().default('MONTHLY'),
  max_projects: integer('max_projects').notNull(),
  max_genolists: integer('max_genolists').notNull(),
  max_storage_gb: integer('max_storage_gb').notNull(),
  /** Collaborators on one project or genolist. */
  max_collaborators: integer('max_collaborators').notNull(),
  advanced_visualizations: boolean('advanced_visualizations').notNull().default(false),
  multi_project_comparison: boolean('multi_project_comparison').notNull().default(false),
  ai_assistant: boolean('ai_assistant').notNull().default(false),
  api_access: boolean('api_access').notNull().default(false),
  advanced_statistics: boolean('advanced_statistics').notNull().default(false),
  collaboration_features: boolean('collaboration_features').notNull().default(true),
  priority_support: boolean('priority_support').notNull().default(false),
  features_list: jsonb('features_list').$type<string[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
});

export type PlanRow = typeof subscriptionPlans.$inferSelect;

/** Each user's subscription, one row per user; `subscription_changes` keeps its history. */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    /** ACTIVE, TRIAL, EXPIRED, CANCELLED, SUSPENDED */
    status: text('status').notNull().default('ACTIVE'),
    is_trial: boolean('is_trial').notNull().default(false),
    start_date: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    end_date: timestamp('end_date', { withTimezone: true }),
    auto_renew: boolean('auto_renew').notNull().default(false),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_subscriptions_user_key').on(t.user_id)],
);

export type SubscriptionRow = typeof userSubscriptions.$inferSelect;

/** What a subscription became and why: the user's billing history. */
export const subscriptionChanges = pgTable(
  'subscription_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    status: text('status').notNull(),
    is_trial: boolean('is_trial').notNull(),
    end_date: timestamp('end_date', { withTimezone: true }),
    /** started, plan_selected, changed_by_staff, trial_expired, ended */
    reason: text('reason').notNull(),
    changed_by: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('subscription_changes_user_idx').on(t.user_id, t.at)],
);

/** A request for a paid plan, answered by staff (no payment is taken online). */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target_plan_id: integer('target_plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    company_name: text('company_name').notNull(),
    contact_email: text('contact_email').notNull(),
    phone: text('phone').notNull().default(''),
    company_size: text('company_size'),
    sector: text('sector'),
    expected_users: integer('expected_users').notNull().default(1),
    data_volume: text('data_volume'),
    support_level: text('support_level').notNull().default('standard'),
    custom_features: text('custom_features').notNull().default(''),
    message: text('message').notNull().default(''),
    /** PENDING, IN_PROGRESS, QUOTED, ACCEPTED, REJECTED */
    status: text('status').notNull().default('PENDING'),
    /** Staff's notes, not shown to the user. */
    admin_notes: text('admin_notes').notNull().default(''),
    /** Staff's answer to the user, shown on their subscription screen. */
    reply: text('reply').notNull().default(''),
    replied_at: timestamp('replied_at', { withTimezone: true }),
    replied_by: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_requests_user_idx').on(t.user_id)],
);

/* ---------------------------------------------------------------------------------- audit log */

/** Every change staff make to someone's account, subscription, quote, project or genolist. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who it was when written, so the entry still names them once their account is gone. */
    actor_label: text('actor_label').notNull(),
    /** user.create, user.update, user.delete, subscription.update, quote.update, project.update, … */
    action: text('action').notNull(),
    target_type: text('target_type').notNull(),
    target_id: integer('target_id'),
    target_label: text('target_label').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
/* ------------------------------------------------------------------------------- gene index */

/**
 * Every gene of every genolist, with its log2FC, p, adjusted p, and whether the genolist calls it at
 * its own cutoffs (padj ≤ pvalue_cutoff, |log2FC| ≥ log2(fold_change_cutoff)). Written at import
 * and when a genolist's cutoffs change (server/genes/gene-index.ts); deleted with its genolist.
 * It answers a gene's search ("KLK3 in your genolists") by gene, and the trending genes by
 * genolist, from the called rows only (the partial index holds what they read).
 */
export const geneIndex = pgTable(
  'gene_index',
  {
    /**
     * No foreign keys: rows derived from a genolist's values, written by the thousand at import,
     * where checking two keys per row would cost more than the insert (≈ 0.5 s per 60,000 rows and
     * key); a trigger on `genolists` deletes a genolist's rows with it.
     */
    genolist_id: integer('genolist_id').notNull(),
    gene_ref_id: integer('gene_ref_id').notNull(),
    log_2_fc: doublePrecision('log_2_fc'),
    /** The unadjusted p, from which the gene's page draws the fold change's interval. */
    pvalue: doublePrecision('pvalue'),
    pvalue_adj: doublePrecision('pvalue_adj'),
    significant: boolean('significant').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.genolist_id, t.gene_ref_id] }),
    index('gene_index_gene_idx').on(t.gene_ref_id),
    index('gene_index_called_idx')
      .on(t.genolist_id, t.gene_ref_id, t.log_2_fc, t.pvalue_adj)
      .where(sql`${t.significant}`),
  ],
);

/**
 * Per gene, over every genolist of the installation: in how many it is called (and how many of
 * those up), with the sums of their log2FC and adjusted p. Kept by statement triggers on
 * `gene_index` (its migration), so that imports, changed cutoffs and every deletion (a genolist,
 * a project, by cascade) keep it exact. Trending genes read it, less what a user may not see.
 */
export const geneTrends = pgTable('gene_trends', {
  gene_ref_id: integer('gene_ref_id').primaryKey(),
  genolists: integer('genolists').notNull(),
  up: integer('up').notNull(),
  sum_log_2_fc: doublePrecision('sum_log_2_fc').notNull(),
  sum_pvalue_adj: doublePrecision('sum_pvalue_adj').notNull(),
});

/* ----------------------------------------------------------------------------- notifications */

/**
 * What the bell shows, one row per recipient (server/notifications). The ids say what it is
 * about and make its link; `data` holds what it must still say once those are gone (names).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /** The recipient: nobody else ever sees the row. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of NOTIFICATION_KINDS (server/notifications/kinds.ts). */
    kind: text('kind').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp('read_at', { withTimezone: true }),
    /** Who caused it (the inviter, the sharer, the invitee who accepted). */
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    team_id: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    genolist_id: integer('genolist_id').references(() => genolists.id, { onDelete: 'set null' }),
    invitation_id: integer('invitation_id').references(() => invitations.id, { onDelete: 'set null' }),
    import_task_id: integer('import_task_id').references(() => importTasks.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (t) => [
    index('notifications_user_idx').on(t.user_id, t.id),
    index('notifications_unread_idx').on(t.user_id).where(sql`${t.read_at} IS NULL`),
  ],
);

/** The kinds of notification a user turned off; none stored means every kind is wanted. */
export const notificationPreferences = pgTable('notification_preferences', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  muted_kinds: text('muted_kinds').array().notNull().default(sql`'{}'::text[]`),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
