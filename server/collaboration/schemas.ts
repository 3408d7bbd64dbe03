import { type Static, type TLiteral, type TUnion, Type } from 'typebox';
import { SHARE_PERMISSIONS, TEAM_ROLES } from '../access/policy';
import { TEAM_EVENT_KINDS } from '../events/kinds';
import { DateTime, Nullable, Page } from '../http/schemas';

/**
 * Shapes of the collaboration endpoints: teams and their members, items
 * shared with teams, collaborators on one project or genolist, invitations, stats. Titles start
 * with Team, Invitation, Collaborator or Collaboration (the OpenAPI document keys named schemas
 * by title).
 *
 * Collaborators' shapes are in collaborator-schemas.ts.
 *
 * Lists: GET /collaboration/teams/ is paged `{count, next, previous, results}` like the project
 * lists; every other list (members, team projects and genolists, collaborators, invitations) is
 * a plain array, never long enough to page.
 */

/** A union of literals whose static type is the union of the values (TypeBox needs a tuple for that). */
type Literals<T extends readonly (string | number)[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
const literals = <const T extends readonly (string | number)[]>(
  values: T,
  options: { description?: string; default?: T[number] } = {},
) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  ) as unknown as TUnion<Literals<T>>;

/** Roles an invitation may give: owners are made by changing a member's role. */
export const INVITABLE_ROLES = ['VIEWER', 'MEMBER', 'ADMIN'] as const;
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_TYPES = ['TEAM', 'PROJECT', 'GENOLIST'] as const;
export const EXPIRY_DAYS = [1, 3, 7, 14, 30] as const;

const TeamRoleSchema = literals(TEAM_ROLES, {
  description: 'OWNER (everything, deletes the team), ADMIN (invites, shares, settings), MEMBER, VIEWER',
});
const SHARE_PERMISSION_TEXT =
  'What team members may do with the shared item: VIEWER reads it, EDITOR also edits its name and description, ADMIN manages it fully (visibility, deletion, sharing, collaborators). A member uses it only up to their team role: a team VIEWER reads only';
const SharePermissionSchema = literals(SHARE_PERMISSIONS, { description: SHARE_PERMISSION_TEXT });

export const CollaborationUserSchema = Type.Object(
  {
    id: Type.Integer(),
    first_name: Type.String(),
    last_name: Type.String(),
    username: Type.String(),
    email: Type.String(),
  },
  { title: 'CollaborationUser' },
);

/* ------------------------------------------------------------------------------------ teams */

export const TeamSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    public: Type.Boolean({
      description: 'A public team can be looked up by anyone signed in (GET /teams/{id}/ only)',
    }),
    auto_add_projects: Type.Boolean({
      description:
        'Projects created (POST /projects/) by an OWNER or ADMIN of the team are shared with it at VIEWER',
    }),
    user_role: Type.Union([TeamRoleSchema, Type.Null()], {
      description: "The signed-in user's role; null when they are not a member (public team, or staff)",
    }),
    members_count: Type.Integer({ minimum: 0 }),
    projects_count: Type.Integer({ minimum: 0 }),
    genolists_count: Type.Integer({ minimum: 0 }),
    creation_date: DateTime,
    created_by: Nullable(CollaborationUserSchema),
  },
  { title: 'Team' },
);
export type Team = Static<typeof TeamSchema>;

export const TeamPageSchema = Page(TeamSchema, 'TeamPage');

export const TeamListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive, in the name' })),
  manageable: Type.Optional(
    Type.Boolean({
      description: 'Only teams where the user is OWNER or ADMIN (those they may share with or invite to)',
    }),
  ),
});

const TeamName = Type.String({ maxLength: 100, description: 'Required, not blank' });
const TeamDescription = Type.String({ maxLength: 2000 });

export const TeamCreateSchema = Type.Object(
  {
    name: TeamName,
    description: Type.Optional(TeamDescription),
    public: Type.Optional(Type.Boolean({ default: false })),
    auto_add_projects: Type.Optional(Type.Boolean({ default: true })),
  },
  { title: 'TeamCreate' },
);

export const TeamUpdateSchema = Type.Object(
  {
    name: Type.Optional(TeamName),
    description: Type.Optional(TeamDescription),
    public: Type.Optional(Type.Boolean()),
    auto_add_projects: Type.Optional(Type.Boolean()),
  },
  { title: 'TeamUpdate' },
);

export const TeamMemberSchema = Type.Object(
  {
    id: Type.Integer({ description: 'Membership id' }),
    user: CollaborationUserSchema,
    role: TeamRoleSchema,
    joined_date: DateTime,
    invited_by: Nullable(CollaborationUserSchema),
  },
  { title: 'TeamMember' },
);

export const TeamMemberListSchema = Type.Array(TeamMemberSchema, {
  description: 'Owners first, then admins, members and viewers; each by joining date',
});

export const TeamMemberRefSchema = Type.Object(
  { user_id: Type.Integer({ minimum: 1 }) },
  { title: 'TeamMemberRef' },
);

export const TeamRoleChangeSchema = Type.Object(
  { user_id: Type.Integer({ minimum: 1 }), role: TeamRoleSchema },
  { title: 'TeamRoleChange' },
);

export const TeamProjectSchema = Type.Object(
  {
    id: Type.Integer({ description: 'Project id' }),
    name: Type.String(),
    description: Type.String(),
    status: Type.String(),
    permission: SharePermissionSchema,
    shared_date: DateTime,
    shared_by: Nullable(CollaborationUserSchema),
  },
  { title: 'TeamProject' },
);

export const TeamGenolistSchema = Type.Object(
  {
    id: Type.Integer({ description: 'Genolist id' }),
    name: Type.String(),
    description: Type.String(),
    project: Type.Object({ id: Type.Integer(), name: Type.String() }, { title: 'TeamGenolistProject' }),
    permission: SharePermissionSchema,
    shared_date: DateTime,
    shared_by: Nullable(CollaborationUserSchema),
  },
  { title: 'TeamGenolist' },
);

/* ------------------------------------------------------------------------------------ shares */

export const TeamShareCreateSchema = Type.Object(
  {
    team_id: Type.Integer({ minimum: 1, description: 'A team where the user is OWNER or ADMIN' }),
    permission: Type.Optional(
      literals(SHARE_PERMISSIONS, {
        default: 'VIEWER',
        description: `${SHARE_PERMISSION_TEXT}. Sharing an item again only changes its permission.`,
      }),
    ),
  },
  { title: 'TeamShareCreate' },
);

export const TeamShareSchema = Type.Object(
  {
    team: Type.Object({ id: Type.Integer(), name: Type.String() }, { title: 'TeamShareTeam' }),
    item_type: literals(['project', 'genolist'] as const),
    item_id: Type.Integer(),
    item_name: Type.String(),
    permission: SharePermissionSchema,
    shared_date: DateTime,
    shared_by: Nullable(CollaborationUserSchema),
    created: Type.Boolean({
      description: 'false when it was already shared and only the permission changed',
    }),
    message: Type.String({ description: 'Confirmation for a toast, in the language of Accept-Language' }),
  },
  { title: 'TeamShare' },
);

/* ------------------------------------------------------------------------------ invitations */

export const InvitationCreateSchema = Type.Object(
  {
    email: Type.Optional(
      Type.String({
        format: 'email',
        maxLength: 254,
        description: 'The address to invite (the invitee may have no account yet); or give `user`',
      }),
    ),
    user: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'An account found by the user search (GET /users/?search=), invited by its id',
      }),
    ),
    permission_level: Type.Optional(
      literals(INVITABLE_ROLES, { default: 'MEMBER', description: 'Team role on acceptance' }),
    ),
    message: Type.Optional(Type.String({ maxLength: 1000 })),
    expires_in_days: Type.Optional(
      literals(EXPIRY_DAYS, { default: 7, description: 'Days until it expires' }),
    ),
  },
  { title: 'InvitationCreate' },
);

export const InvitationSchema = Type.Object(
  {
    id: Type.Integer(),
    status: literals(INVITATION_STATUSES),
    invitation_type: literals(INVITATION_TYPES, {
      description: 'TEAM for every invitation created today (invite_user)',
    }),
    direction: literals(['sent', 'received'] as const, {
      description:
        "'received' when the signed-in user is its invitee; 'sent' otherwise (they sent it, or manage its team)",
    }),
    is_expired: Type.Boolean({ description: 'Its expiry date has passed (whatever its status)' }),
    email: Nullable(
      Type.String({
        description:
          'Address invited, lower-cased; shown to the invitee, and to the sender when no account had it (someone invited among accounts is shown by name, in `invitee`)',
      }),
    ),
    invitee: Nullable(
      Type.Object(
        { id: Type.Integer(), first_name: Type.String(), last_name: Type.String() },
        { title: 'InvitationInvitee', description: 'The account invited, when the address had one' },
      ),
    ),
    team_id: Nullable(Type.Integer()),
    team_name: Nullable(Type.String()),
    project_id: Nullable(Type.Integer()),
    project_name: Nullable(Type.String()),
    genolist_id: Nullable(Type.Integer()),
    genolist_name: Nullable(Type.String()),
    permission_level: Type.String({ description: 'Team role given on acceptance: VIEWER, MEMBER or ADMIN' }),
    invited_by: Nullable(CollaborationUserSchema),
    created_date: DateTime,
    expires_date: DateTime,
    responded_date: Nullable(DateTime),
    message: Type.String(),
  },
  { title: 'Invitation' },
);
export type Invitation = Static<typeof InvitationSchema>;

export const InvitationListSchema = Type.Array(InvitationSchema, { description: 'Newest first' });

export const InvitationListQuery = Type.Object({
  status: Type.Optional(literals(INVITATION_STATUSES, { description: 'Only invitations in this status' })),
});

/* --------------------------------------------------------------------------------- activity */

export const TeamActivitySchema = Type.Object(
  {
    id: Type.Integer(),
    at: DateTime,
    kind: literals(TEAM_EVENT_KINDS, {
      description:
        'team_created, member_joined (accepted an invitation), member_left, member_removed, role_changed, shared (or its permission changed), unshared',
    }),
    actor: Nullable(CollaborationUserSchema),
    subject: Nullable(CollaborationUserSchema),
    item: Nullable(
      Type.Object(
        {
          type: literals(['project', 'genolist'] as const),
          id: Nullable(Type.Integer({ description: 'Null once the item was deleted' })),
          name: Type.String({ description: 'Its name when the event happened' }),
        },
        { title: 'TeamActivityItem' },
      ),
    ),
    role: Nullable(TeamRoleSchema),
    previous_role: Nullable(TeamRoleSchema),
    permission: Nullable(SharePermissionSchema),
    previous_permission: Nullable(SharePermissionSchema),
  },
  {
    title: 'TeamActivity',
    description:
      'One event of the team: actor did it, to subject (a member removed, a role changed) or an item (shared, unshared); role and permission are those after the event, previous_* before it',
  },
);
export type TeamActivity = Static<typeof TeamActivitySchema>;

export const TeamActivityPageSchema = Page(TeamActivitySchema, 'TeamActivityPage');

export const TeamActivityQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

/* ------------------------------------------------------------------------------------ stats */

export const CollaborationStatsSchema = Type.Object(
  {
    pending_invitations: Type.Integer({
      minimum: 0,
      description: 'Invitations received by the user, PENDING and not expired',
    }),
    teams_count: Type.Integer({ minimum: 0, description: 'Teams the user is a member of' }),
    project_collaborations: Type.Integer({
      minimum: 0,
      description:
        "Projects not owned by the user that they collaborate on: as a collaborator, or shared with one of the user's teams (each counted once)",
    }),
    genolist_collaborations: Type.Integer({
      minimum: 0,
      description: 'Genolists counted the same way',
    }),
  },
  { title: 'CollaborationStats' },
);
