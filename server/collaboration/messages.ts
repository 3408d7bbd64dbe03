import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { localeOf } from '../http/messages';

/**
 * Messages of the collaboration endpoints, in the languages of the web app (Accept-Language).
 * Kept beside the domain rather than in server/http/messages.ts because no other domain uses
 * them. The French 403 texts contain « droits »: the client shows a 403's detail as it is only
 * then.
 */
const en = {
  team_name_required: 'Team name is required.',
  team_manage_required: 'Only an owner or an administrator of the team may do this.',
  team_owner_required: 'Only an owner of the team may do this.',
  team_member_required: 'Only members of the team may see this.',
  team_owner_protected: 'Only an owner may change or remove an owner.',
  team_last_owner: 'A team keeps at least one owner: make another member owner first.',
  team_not_member: 'This user is not a member of the team.',
  team_unknown: 'You are not a member of a team with this id.',
  team_already_member: 'This person is already a member of the team.',
  team_member_removed: 'Member removed from the team.',
  share_item_rights: 'You do not have the rights to share this item or manage who may use it.',
  share_grant_exceeds: 'You cannot give rights you do not have yourself.',
  share_created: 'Shared with the team {{team}}.',
  share_updated: 'Permission of the team {{team}} changed to {{permission}}.',
  share_not_found: 'This item is not shared with the team.',
  invitation_expired: 'This invitation has expired. Ask for a new one.',
  invitation_not_pending: 'This invitation has already been answered or cancelled.',
  invitation_cancel_rights:
    'Only whoever sent this invitation or an owner or administrator of its team may cancel it; decline it instead.',
  collaborator_target_required: 'Give a user id or an e-mail address.',
  collaborator_user_unknown: 'No account has this e-mail address or id.',
  collaborator_is_owner: 'The owner already has every right on it.',
  collaborator_exists: 'This user is already a collaborator.',
  item_unknown: 'No item you may see has this id.',
} as const;

export type CollaborationMessageKey = keyof typeof en;

const fr: Record<CollaborationMessageKey, string> = {
  team_name_required: "Le nom de l'équipe est obligatoire.",
  team_manage_required:
    "Seuls les propriétaires et administrateurs de l'équipe ont les droits pour effectuer cette action.",
  team_owner_required: "Seuls les propriétaires de l'équipe ont les droits pour effectuer cette action.",
  team_member_required: "Seuls les membres de l'équipe ont les droits pour voir ceci.",
  team_owner_protected: 'Seul un propriétaire a les droits pour modifier ou retirer un propriétaire.',
  team_last_owner: 'Une équipe garde au moins un propriétaire : nommez d’abord un autre membre propriétaire.',
  team_not_member: "Cet utilisateur n'est pas membre de l'équipe.",
  team_unknown: "Vous n'êtes membre d'aucune équipe ayant cet identifiant.",
  team_already_member: "Cette personne est déjà membre de l'équipe.",
  team_member_removed: "Membre retiré de l'équipe.",
  share_item_rights: "Vous n'avez pas les droits pour partager cet élément ou gérer qui peut l'utiliser.",
  share_grant_exceeds: "Vous ne pouvez pas donner des droits que vous n'avez pas vous-même.",
  share_created: "Partagé avec l'équipe {{team}}.",
  share_updated: "Permission de l'équipe {{team}} changée en {{permission}}.",
  share_not_found: "Cet élément n'est pas partagé avec l'équipe.",
  invitation_expired: 'Cette invitation a expiré. Demandez-en une nouvelle.',
  invitation_not_pending: 'Cette invitation a déjà reçu une réponse ou a été annulée.',
  invitation_cancel_rights:
    "Seuls la personne qui a envoyé cette invitation et les propriétaires ou administrateurs de son équipe ont les droits pour l'annuler ; refusez-la plutôt.",
  collaborator_target_required: 'Indiquez un identifiant d’utilisateur ou une adresse e-mail.',
  collaborator_user_unknown: "Aucun compte n'a cette adresse e-mail ou cet identifiant.",
  collaborator_is_owner: 'Le propriétaire a déjà tous les droits dessus.',
  collaborator_exists: 'Cet utilisateur est déjà collaborateur.',
  item_unknown: "Aucun élément visible par vous n'a cet identifiant.",
};

/** A share's permission in words, as the screens name it: a message never shows the code. */
const PERMISSION_WORDS = {
  en: { VIEWER: 'Viewer', EDITOR: 'Editor', ADMIN: 'Admin' },
  fr: { VIEWER: 'Lecteur', EDITOR: 'Éditeur', ADMIN: 'Admin' },
} as const;

export function permissionWord(request: FastifyRequest, permission: keyof (typeof PERMISSION_WORDS)['en']) {
  return PERMISSION_WORDS[localeOf(request.headers['accept-language'])][permission];
}

export function collabMessage(
  request: FastifyRequest,
  key: CollaborationMessageKey,
  params: Record<string, string | number> = {},
): string {
  const text = (localeOf(request.headers['accept-language']) === 'fr' ? fr : en)[key];
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** An error whose `code` is its message key. */
export const collabError = (
  request: FastifyRequest,
  status: number,
  key: CollaborationMessageKey,
  params?: Record<string, string | number>,
) => new HttpError(status, key, collabMessage(request, key, params));

/** A 400 naming the field at fault, in the shape of the other validation errors. */
export function fieldError(request: FastifyRequest, field: string, key: CollaborationMessageKey) {
  const detail = collabMessage(request, key);
  return new HttpError(400, 'validation', detail, { [field]: detail });
}
