import { client } from '../../api/client';
import { unwrap } from '../../api/errors';
import { i18n } from '../../lib/i18n';
import type { OutboxHandler } from '../../offline/outbox-handlers';
import { mergeState } from '../../offline/outbox-logic';

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
