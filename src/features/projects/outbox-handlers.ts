import { client } from '../../api/client';
import { unwrap } from '../../api/errors';
import { i18n } from '../../lib/i18n';
import type { OutboxHandler } from '../../offline/outbox-handlers';
import {
  mergeState,
  mergeVisibility,
  planVisibility,
  type VisibilityChange,
  type VisibilityState,
} from '../../offline/outbox-logic';

/** A project's star, as the outbox stores it: the state asked for, not a toggle. */
export interface ProjectFavoriteChange {
  kind: 'project-favorite';
  targetId: number;
  favorite: boolean;
}

/** Read on the server first, so that the favourite is never toggled the wrong way. */
export const projectFavoriteHandler: OutboxHandler<ProjectFavoriteChange> = {
  kind: 'project-favorite',
  ...mergeState<ProjectFavoriteChange>('favorite'),
  async send(change) {
    const path = { params: { path: { id: change.targetId } } };
    const project = await unwrap(client.GET('/api/projects/{id}/', path));
    if (project.is_favorite !== change.favorite)
      await unwrap(client.POST('/api/projects/{id}/toggle-favorite/', path));
    return undefined;
  },
  describe: (change, label) =>
    i18n.t(`offline:outbox.kinds.project-favorite-${change.favorite ? 'on' : 'off'}`, { label }),
};

/** A project made public or private while the server could not be reached. */
export interface ProjectVisibilityChange extends VisibilityChange {
  kind: 'project-visibility';
}

/** A visibility changed on the server since the user saw it is not overwritten: a conflict. */
export const projectVisibilityHandler: OutboxHandler<ProjectVisibilityChange, VisibilityState> = {
  kind: 'project-visibility',
  ...mergeVisibility<ProjectVisibilityChange>(),
  async send(change) {
    const path = { params: { path: { id: change.targetId } } };
    const project = await unwrap(client.GET('/api/projects/{id}/', path));
    const server: VisibilityState = { public: project.public, updatedAt: project.updated_at };
    const plan = planVisibility(change, server);
    if (plan === 'conflict') return { conflict: server };
    if (plan === 'send')
      await unwrap(client.PUT('/api/projects/{id}/', { ...path, body: { public: change.public } }));
    return undefined;
  },
  /** Sent now compared with the server's state the user was shown. */
  overrideConflict: (change, conflict) => ({ ...change, seen: conflict }),
  describe: (change, label) =>
    i18n.t(`offline:outbox.kinds.project-visibility-${change.public ? 'on' : 'off'}`, { label }),
  describeConflict: (conflict) =>
    i18n.t('offline:outbox.conflictProject', {
      state: i18n.t(
        conflict?.public ? 'offline:outbox.projectStates.public' : 'offline:outbox.projectStates.private',
      ),
    }),
};
