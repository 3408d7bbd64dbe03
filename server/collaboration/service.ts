import { and, asc, count, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TeamRole } from '../access/policy';
import type { Db } from '../db/client';
import {
  genolistShares,
  invitations,
  projectShares,
  teamMembers,
  teams,
  type UserRow,
  users,
} from '../db/schema';
import { recordEvent } from '../events/service';
import type { Team } from './schemas';
import { presentUserRef, userRef } from './user-ref';

/**
 * Teams: list, detail, create, update, delete (members are in members.ts). A list is one query:
 * counts and the user's role are columns of it.
 */

const creator = alias(users, 'team_creator');

function teamColumns(user: UserRow) {
  return {
    id: teams.id,
    name: teams.name,
    description: teams.description,
    public: teams.public,
    auto_add_projects: teams.auto_add_projects,
    creation_date: teams.creation_date,
    user_role: sql<string | null>`(SELECT m.role FROM team_members m
      WHERE m.team_id = ${teams.id} AND m.user_id = ${user.id})`,
    members_count: sql<number>`(SELECT count(*) FROM team_members m WHERE m.team_id = ${teams.id})::int`,
    projects_count: sql<number>`(SELECT count(*) FROM project_shares s WHERE s.team_id = ${teams.id})::int`,
    genolists_count: sql<number>`(SELECT count(*) FROM genolist_shares s WHERE s.team_id = ${teams.id})::int`,
    created_by: userRef(creator),
  };
}

function selectTeams(db: Db, user: UserRow) {
  return db.select(teamColumns(user)).from(teams).leftJoin(creator, eq(creator.id, teams.created_by));
}

type TeamQueryRow = Awaited<ReturnType<typeof selectTeams>>[number];

function presentTeam(row: TeamQueryRow): Team {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    public: row.public,
    auto_add_projects: row.auto_add_projects,
    user_role: (row.user_role as TeamRole | null) ?? null,
    members_count: Number(row.members_count),
    projects_count: Number(row.projects_count),
    genolists_count: Number(row.genolists_count),
    creation_date: new Date(row.creation_date).toISOString(),
    created_by: presentUserRef(row.created_by),
  };
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface TeamFilter {
  search?: string;
  /** Only teams where the user is OWNER or ADMIN. */
  manageable?: boolean;
}

/** The teams the user is a member of, by name, and how many there are. */
export async function pageOfTeams(
  db: Db,
  user: UserRow,
  filter: TeamFilter,
  page: { limit: number; offset: number },
) {
  const roles = filter.manageable ? ['OWNER', 'ADMIN'] : ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'];
  const term = filter.search?.trim();
  const where: SQL | undefined = and(
    isNull(teams.deleted_at),
    sql`EXISTS (SELECT 1 FROM team_members m WHERE m.team_id = ${teams.id} AND m.user_id = ${user.id}
      AND m.role IN ${roles})`,
    term ? ilike(teams.name, escapeLike(term)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectTeams(db, user)
      .where(where)
      .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(teams).where(where),
  ]);
  return { results: rows.map(presentTeam), total: Number(total?.n ?? 0) };
}

/** The team as the API shows it to `user` (visibility is the guard's business). */
export async function findTeam(db: Db, user: UserRow, id: number): Promise<Team | undefined> {
  const [row] = await selectTeams(db, user).where(and(eq(teams.id, id), isNull(teams.deleted_at)));
  return row && presentTeam(row);
}

export interface TeamInput {
  name: string;
  description: string;
  public: boolean;
  auto_add_projects: boolean;
}

/** Creates the team with its creator as OWNER. */
export async function createTeam(db: Db, user: UserRow, input: TeamInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [team] = await tx
      .insert(teams)
      .values({ ...input, created_by: user.id })
      .returning({ id: teams.id });
    if (!team) throw new Error('team insert returned nothing');
    await tx.insert(teamMembers).values({ team_id: team.id, user_id: user.id, role: 'OWNER' });
    await recordEvent(tx, { kind: 'team_created', actorId: user.id, teamId: team.id });
    return team.id;
  });
}

export async function updateTeam(db: Db, id: number, changes: Partial<TeamInput>) {
  if (Object.keys(changes).length === 0) return;
  await db.update(teams).set(changes).where(eq(teams.id, id));
}

/**
 * Marks the team deleted and removes its members and shares, so it grants access to
 * nothing; its pending invitations are cancelled.
 */
export async function deleteTeam(db: Db, id: number) {
  await db.transaction(async (tx) => {
    await tx.update(teams).set({ deleted_at: new Date() }).where(eq(teams.id, id));
    await tx.delete(teamMembers).where(eq(teamMembers.team_id, id));
    await tx.delete(projectShares).where(eq(projectShares.team_id, id));
    await tx.delete(genolistShares).where(eq(genolistShares.team_id, id));
    await tx
      .update(invitations)
      .set({ status: 'CANCELLED', responded_date: new Date() })
      .where(and(eq(invitations.team_id, id), eq(invitations.status, 'PENDING')));
  });
}
