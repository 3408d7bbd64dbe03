import { Type } from 'typebox';
import { createRefusal, deleteRefusal, updateRefusal } from '../access/accounts';
import { writeAudit } from '../audit/log';
import { currentUser } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import type { RouteOptions } from '../context';
import { HttpError } from '../http/errors';
import { messageFor } from '../http/messages';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { accountError, takenError } from './account-errors';
import {
  activeSuperusers,
  allUsers,
  createAccount,
  deleteAccount,
  endSessions,
  takenFields,
  updateAccount,
} from './admin';
import { UserCreateSchema, UserDeleteQuery, UserSchema, UserUpdateSchema } from './schemas';
import { findUserById, publicUser } from './service';

const tags = ['users'];

/** The console's users tab, and the profile's own edit (PUT on one's own id). */
export async function adminUserRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate, requireStaff } = ctx.guards;

  app.get(
    '/users/all/',
    {
      schema: {
        tags,
        summary: 'Every account, active or not, oldest first (staff; the console filters and pages it)',
        response: { 200: Type.Array(UserSchema), ...errorResponses(401, 403) },
      },
      onRequest: requireStaff,
    },
    async () => (await allUsers(db)).map(publicUser),
  );

  app.post(
    '/users/',
    {
      schema: {
        tags,
        summary:
          'Create an account (staff; only a superuser creates a superuser). Username and e-mail unique in any letter case; the account starts on FREE',
        body: UserCreateSchema,
        response: { 201: UserSchema, ...errorResponses(400, 401, 403, 409) },
      },
      onRequest: requireStaff,
    },
    async (request, reply) => {
      const staff = currentUser(request);
      const { password, ...fields } = request.body;
      const refusal = createRefusal(staff, fields);
      if (refusal) throw accountError(request, refusal);
      const taken = await takenFields(db, fields);
      if (taken.email || taken.username) throw takenError(request, taken);
      const created = await createAccount(db, { ...fields, password_hash: await hashPassword(password) });
      if (!created) throw takenError(request, await takenFields(db, fields));
      await writeAudit(
        db,
        staff,
        'user.create',
        { type: 'user', id: created.id, label: created.email },
        null,
        publicUser(created),
      );
      return reply.status(201).send(publicUser(created));
    },
  );

  app.put(
    '/users/:id/',
    {
      schema: {
        tags,
        summary:
          "Change an account: anyone their own first and last name, username and e-mail (all required, unique in any letter case); staff also the staff and active flags and the password of others (a superuser's account: superusers only). Deactivating ends every session at once",
        params: IdParams,
        body: UserUpdateSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const actor = currentUser(request);
      const target = await findUserById(db, request.params.id);
      if (!target) throw new HttpError(404, 'not_found', messageFor(request, 'not_found'));
      const { password, ...fields } = request.body;
      const newPassword = password ? password : undefined;
      const refusal = updateRefusal(
        actor,
        target,
        { ...fields, password: newPassword !== undefined },
        await activeSuperusers(db),
      );
      if (refusal) throw accountError(request, refusal);
      const taken = await takenFields(db, fields, target.id);
      if (taken.email || taken.username) throw takenError(request, taken);
      const updated = await updateAccount(db, target.id, {
        ...fields,
        ...(newPassword ? { password_hash: await hashPassword(newPassword) } : {}),
      });
      if (!updated) throw takenError(request, await takenFields(db, fields, target.id));
      // A password staff set ends the sessions opened with the old one.
      if (newPassword && actor.id !== target.id) await endSessions(db, target.id);
      if (actor.id !== target.id) {
        await writeAudit(
          db,
          actor,
          'user.update',
          { type: 'user', id: target.id, label: updated.email },
          { ...publicUser(target), ...(newPassword ? { password: 'unchanged' } : {}) },
          { ...publicUser(updated), ...(newPassword ? { password: 'changed' } : {}) },
        );
      }
      return publicUser(updated);
    },
  );

  app.delete(
    '/users/:id/',
    {
      schema: {
        tags,
        summary:
          "Delete an account (staff; a superuser's: superusers only). Refused for yourself (400) and for the last active superuser (409). What it owns is given to `reassign_to` (owned=reassign) or deleted (owned=delete, the default)",
        params: IdParams,
        querystring: UserDeleteQuery,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: requireStaff,
    },
    async (request, reply) => {
      const staff = currentUser(request);
      const target = await findUserById(db, request.params.id);
      if (!target) throw new HttpError(404, 'not_found', messageFor(request, 'not_found'));
      const refusal = deleteRefusal(staff, target, await activeSuperusers(db));
      if (refusal) throw accountError(request, refusal);
      const { owned = 'delete', reassign_to } = request.query;
      let heir: number | null = null;
      if (owned === 'reassign') {
        const receiver = reassign_to === undefined ? undefined : await findUserById(db, reassign_to);
        if (!receiver?.is_active || receiver.id === target.id) {
          const detail = messageFor(request, 'reassign_target_invalid');
          throw new HttpError(400, 'validation', detail, { 'query.reassign_to': detail });
        }
        heir = receiver.id;
      }
      await deleteAccount(db, target.id, heir);
      await writeAudit(
        db,
        staff,
        'user.delete',
        { type: 'user', id: target.id, label: target.email },
        publicUser(target),
        { owned, reassign_to: heir },
      );
      return reply.status(204).send(null);
    },
  );
}
