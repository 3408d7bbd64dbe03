import { Type } from 'typebox';
import { DateTime } from '../http/schemas';
import { CollaborationUserSchema } from './schemas';

/**
 * Shapes of the collaborator endpoints of projects and genolists: the same under /project-collaborators/ and /genolist-collaborators/, with
 * `project` or `genolist` naming the item.
 */

// No `default` here: the same fields make the PATCH body, where a flag left out is kept (a POST
// treats a missing flag as false).
const Flag = (description: string) => Type.Optional(Type.Boolean({ description }));
const flagFields = {
  can_edit_metadata: Flag("Edit name and description (and a genolist's visibility)"),
  can_manage_collaborators: Flag('Add, change and remove collaborators; share with teams'),
  can_delete: Flag('Delete the item'),
};

const collaboratorTarget = {
  user: Type.Optional(Type.Integer({ minimum: 1, description: 'User id; or give `email`' })),
  email: Type.Optional(
    Type.String({
      format: 'email',
      maxLength: 254,
      description: 'E-mail of an existing account; or give `user`',
    }),
  ),
};

export const CollaboratorFlagsSchema = Type.Object(flagFields, { title: 'CollaboratorFlags' });

export const ProjectCollaboratorCreateSchema = Type.Object(
  { project: Type.Integer({ minimum: 1 }), ...collaboratorTarget, ...flagFields },
  { title: 'CollaboratorProjectCreate' },
);

export const GenolistCollaboratorCreateSchema = Type.Object(
  { genolist: Type.Integer({ minimum: 1 }), ...collaboratorTarget, ...flagFields },
  { title: 'CollaboratorGenolistCreate' },
);

const collaboratorFields = {
  id: Type.Integer(),
  user: CollaborationUserSchema,
  can_edit_metadata: Type.Boolean(),
  can_manage_collaborators: Type.Boolean(),
  can_delete: Type.Boolean(),
  created_at: DateTime,
};

export const ProjectCollaboratorSchema = Type.Object(
  {
    ...collaboratorFields,
    project: Type.Object({ id: Type.Integer(), name: Type.String() }, { title: 'CollaboratorProjectRef' }),
  },
  { title: 'CollaboratorProject' },
);

export const GenolistCollaboratorSchema = Type.Object(
  {
    ...collaboratorFields,
    genolist: Type.Object(
      { id: Type.Integer(), name: Type.String(), project_id: Type.Integer() },
      { title: 'CollaboratorGenolistRef' },
    ),
  },
  { title: 'CollaboratorGenolist' },
);

export const ProjectCollaboratorQuery = Type.Object({
  project: Type.Optional(Type.Integer({ minimum: 1, description: 'Only the collaborators of this project' })),
});

export const GenolistCollaboratorQuery = Type.Object({
  genolist: Type.Optional(
    Type.Integer({ minimum: 1, description: 'Only the collaborators of this genolist' }),
  ),
});
