import { Type } from 'typebox';
import { SHARE_PERMISSIONS } from './policy';

/** The signed-in user's rights on a project or a genolist, as every detail and list row carries them. */
export const rightsProperties = {
  can_edit: Type.Boolean({
    description:
      'The user may change its name and description (a genolist: also its cutoffs; a project: also send its data file)',
  }),
  can_delete: Type.Boolean({ description: 'The user may delete it' }),
  can_change_visibility: Type.Boolean({ description: 'The user may make it public or private' }),
  can_share: Type.Boolean({ description: 'The user may share it with a team and manage its collaborators' }),
  share_permissions: Type.Array(Type.Enum(SHARE_PERMISSIONS), {
    description:
      'The permissions the user may give a team when sharing it (nobody gives more than they hold); empty when they may not share it',
  }),
};
