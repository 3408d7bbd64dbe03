/**
 * Who may do what with a project or a genolist, as plain tables: the one statement of the rule.
 * `rules.ts` derives its SQL from these tables and the routes ask `may()`; the README's access
 * table is checked against them by a unit test.
 *
 * Seeing an item is apart (see `rules.ts`): anyone may see a public item, and whoever holds it
 * in any of the ways below sees it, whatever that way lets them change.
 *
 * Beyond seeing, what someone may do is a set of three capabilities, the rights of the three
 * collaborator flags: edit (name, description, cutoffs, a project's data file), delete, and
 * manage (who else may use it: collaborators and team shares). An owner and an ADMIN share
 * hold all three; an EDITOR share, edit only; a VIEWER share, none. A team member uses a share
 * only up to what their team role allows (a team VIEWER reads only), and a collaborator holds
 * the capabilities of their flags. Capabilities held in several ways add up. Changing the
 * visibility or moving a genolist to another project needs all three ("full management"):
 * both change who may see the item as much as managing it does, and deleting it is no less.
 */

export const SHARE_PERMISSIONS = ['VIEWER', 'EDITOR', 'ADMIN'] as const;
export type SharePermission = (typeof SHARE_PERMISSIONS)[number];

export const TEAM_ROLES = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

const CAPABILITIES = ['edit', 'delete', 'manage'] as const;
export type Capability = (typeof CAPABILITIES)[number];
export type Capabilities = Readonly<Record<Capability, boolean>>;

export type ItemKind = 'project' | 'genolist';

/** The owner of the item; for a genolist, also the owner of its project. */
export const OWNER_GIVES: readonly Capability[] = ['edit', 'delete', 'manage'];

/** What a team share gives its members, by the share's permission. */
export const SHARE_GIVES: Readonly<Record<SharePermission, readonly Capability[]>> = {
  VIEWER: [],
  EDITOR: ['edit'],
  ADMIN: ['edit', 'delete', 'manage'],
};

/** The strongest share permission a member may use, by their role in the team. */
export const ROLE_ALLOWS: Readonly<Record<TeamRole, SharePermission>> = {
  OWNER: 'ADMIN',
  ADMIN: 'ADMIN',
  MEMBER: 'ADMIN',
  VIEWER: 'VIEWER',
};

const COLLABORATOR_FLAGS = ['can_edit_metadata', 'can_delete', 'can_manage_collaborators'] as const;
export type CollaboratorFlag = (typeof COLLABORATOR_FLAGS)[number];

/** The capability each collaborator flag gives. */
export const FLAG_GIVES: Readonly<Record<CollaboratorFlag, Capability>> = {
  can_edit_metadata: 'edit',
  can_delete: 'delete',
  can_manage_collaborators: 'manage',
};

export const ACTIONS = ['edit', 'change_visibility', 'delete', 'move', 'share', 'change_owner'] as const;
export type Action = (typeof ACTIONS)[number];

/** What each action needs: capabilities (all of them), or being staff. */
export const ACTION_NEEDS: Readonly<Record<Action, readonly Capability[] | 'staff'>> = {
  edit: ['edit'],
  change_visibility: ['edit', 'delete', 'manage'],
  delete: ['delete'],
  move: ['edit', 'delete', 'manage'],
  /** Sharing with a team, and adding, changing or removing collaborators. */
  share: ['manage'],
  change_owner: 'staff',
};

/** The action each changed field of an update is. */
export const PROJECT_FIELD_ACTION = {
  name: 'edit',
  description: 'edit',
  public: 'change_visibility',
  owner: 'change_owner',
} as const satisfies Record<string, Action>;

export const GENOLIST_FIELD_ACTION = {
  name: 'edit',
  description: 'edit',
  pvalue_cutoff: 'edit',
  fold_change_cutoff: 'edit',
  public: 'change_visibility',
  project: 'move',
  owner: 'change_owner',
} as const satisfies Record<string, Action>;

/** The actions an update is: one per changed field (a field left out, or unchanged, is undefined). */
export function actionsOf<F extends string>(
  fieldActions: Readonly<Record<F, Action>>,
  changed: Partial<Record<NoInfer<F>, unknown>>,
): Action[] {
  const fields = Object.keys(fieldActions) as F[];
  return [...new Set(fields.filter((field) => changed[field] !== undefined).map((f) => fieldActions[f]))];
}

/** Moving a genolist into a project also needs this action on that project. */
export const MOVE_TARGET_NEEDS: Action = 'edit';

/** Adding a genolist to a project (a researcher's own results table) needs this action on the project. */
export const ADD_GENOLIST_NEEDS: Action = 'edit';

/** What one user holds on one item they may see. */
export interface Holding {
  /** Staff and superusers: every capability and every action. */
  staff: boolean;
  capabilities: Capabilities;
}

const order = (permission: SharePermission) => SHARE_PERMISSIONS.indexOf(permission);

/** The permission a member uses of a share: the weaker of the share's and their role's. */
export function effectivePermission(share: SharePermission, role: TeamRole): SharePermission {
  const allowed = ROLE_ALLOWS[role];
  return order(share) <= order(allowed) ? share : allowed;
}

const teamGives = (share: SharePermission, role: TeamRole): readonly Capability[] =>
  SHARE_GIVES[effectivePermission(share, role)];

/** The (share permission, team role) pairs that give a capability, for SQL. */
export function teamPairsGiving(capability: Capability): [SharePermission, TeamRole][] {
  return SHARE_PERMISSIONS.flatMap((share) =>
    TEAM_ROLES.filter((role) => teamGives(share, role).includes(capability)).map(
      (role) => [share, role] as [SharePermission, TeamRole],
    ),
  );
}

export const flagsGiving = (capability: Capability): CollaboratorFlag[] =>
  COLLABORATOR_FLAGS.filter((flag) => FLAG_GIVES[flag] === capability);

const none: Capabilities = { edit: false, delete: false, manage: false };

/** The capabilities given by what someone holds, added up. */
export function holdingFrom(held: {
  staff?: boolean;
  owner?: boolean;
  shares?: readonly { permission: SharePermission; role: TeamRole }[];
  flags?: Partial<Record<CollaboratorFlag, boolean>>;
}): Holding {
  const given = new Set<Capability>();
  if (held.staff || held.owner) for (const c of OWNER_GIVES) given.add(c);
  for (const share of held.shares ?? [])
    for (const c of teamGives(share.permission, share.role)) given.add(c);
  for (const flag of COLLABORATOR_FLAGS) if (held.flags?.[flag]) given.add(FLAG_GIVES[flag]);
  const capabilities = { ...none };
  for (const c of given) capabilities[c] = true;
  return { staff: Boolean(held.staff), capabilities };
}

export function may(holding: Holding, action: Action): boolean {
  const needs = ACTION_NEEDS[action];
  if (holding.staff) return true;
  if (needs === 'staff') return false;
  return needs.every((capability) => holding.capabilities[capability]);
}

/** Nobody gives a capability they do not hold themselves. */
export function mayGrant(holding: Holding, given: readonly Capability[]): boolean {
  return holding.staff || given.every((capability) => holding.capabilities[capability]);
}

export const flagsCapabilities = (flags: Partial<Record<CollaboratorFlag, boolean>>): Capability[] =>
  COLLABORATOR_FLAGS.filter((flag) => flags[flag] === true).map((flag) => FLAG_GIVES[flag]);

/** The share permissions the holder may give a team: none unless they may share at all. */
export function grantablePermissions(holding: Holding): SharePermission[] {
  if (!may(holding, 'share')) return [];
  return SHARE_PERMISSIONS.filter((permission) => mayGrant(holding, SHARE_GIVES[permission]));
}

/**
 * What the API tells a client the user may do, so that a screen offers only what the server
 * accepts. `can_share` covers collaborators too; `share_permissions` lists the permissions they
 * may give a team (empty: no sharing).
 */
export function rightsOf(holding: Holding) {
  return {
    can_edit: may(holding, 'edit'),
    can_delete: may(holding, 'delete'),
    can_change_visibility: may(holding, 'change_visibility'),
    can_share: may(holding, 'share'),
    share_permissions: grantablePermissions(holding),
  };
}
