import { client } from '../../api/client';
import { unwrap } from '../../api/errors';
import { queryClient } from '../../api/query-client';
import { i18n } from '../../lib/i18n';
import type { OutboxHandler } from '../../offline/outbox-handlers';
import { mergeVisibility, planVisibility, type VisibilityState } from '../../offline/outbox-logic';
import { cachedGenolist } from './cached-genolist';
import {
  type GenolistFavoriteChange,
  type GenolistViewChange,
  type GenolistVisibilityChange,
  mergeFavorite,
  mergeViews,
} from './outbox-changes';

const path = (id: number) => ({ params: { path: { id } } });

/** A favourite is read on the server first, so that it is never toggled the wrong way. */
const favorite: OutboxHandler<GenolistFavoriteChange> = {
  kind: 'genolist-favorite',
  ...mergeFavorite,
  async send(change) {
    const genolist = await unwrap(client.GET('/api/genolists/{id}/', path(change.targetId)));
    if (genolist.is_favorite !== change.favorite)
      await unwrap(client.POST('/api/genolists/{id}/toggle-favorite/', path(change.targetId)));
    return undefined;
  },
  describe: (change, label) =>
    i18n.t(`offline:outbox.kinds.genolist-favorite-${change.favorite ? 'on' : 'off'}`, { label }),
};

/** A visibility changed on the server since the user saw it is not overwritten: a conflict. */
const visibility: OutboxHandler<GenolistVisibilityChange, VisibilityState> = {
  kind: 'genolist-visibility',
  ...mergeVisibility<GenolistVisibilityChange>(),
  /** The genolist as the screen showed it, so the replay can tell whether someone changed it since. */
  prepare(change) {
    if (change.seen) return change;
    const genolist = cachedGenolist(queryClient, change.targetId);
    return genolist
      ? { ...change, seen: { public: genolist.public, updatedAt: genolist.updated_at } }
      : change;
  },
  async send(change) {
    const genolist = await unwrap(client.GET('/api/genolists/{id}/', path(change.targetId)));
    const server: VisibilityState = { public: genolist.public, updatedAt: genolist.updated_at };
    const plan = planVisibility(change, server);
    if (plan === 'conflict') return { conflict: server };
    if (plan === 'send')
      await unwrap(
        client.PATCH('/api/genolists/{id}/', { ...path(change.targetId), body: { public: change.public } }),
      );
    return undefined;
  },
  /** Sent now compared with the server's state the user was shown. */
  overrideConflict: (change, conflict) => ({ ...change, seen: conflict }),
  describe: (change, label) =>
    i18n.t(`offline:outbox.kinds.genolist-visibility-${change.public ? 'on' : 'off'}`, { label }),
  describeConflict: (conflict) =>
    i18n.t('offline:outbox.conflict', {
      state: i18n.t(conflict?.public ? 'offline:outbox.states.public' : 'offline:outbox.states.private'),
    }),
};

const views: OutboxHandler<GenolistViewChange> = {
  kind: 'genolist-view',
  ...mergeViews,
  async send(change) {
    for (let i = 0; i < change.count; i++)
      await unwrap(client.POST('/api/genolists/{id}/increment-view/', path(change.targetId)));
    return undefined;
  },
  describe: (change, label) => i18n.t('offline:outbox.kinds.genolist-view', { label, count: change.count }),
};

/** The changes the genolist screens queue when the server cannot be reached. */
export const genolistOutboxHandlers = { favorite, visibility, views };
