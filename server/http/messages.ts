import type { FastifyRequest } from 'fastify';

/**
 * Server messages in the languages of the web app. The client shows `detail` as it is, so it
 * follows the request's Accept-Language.
 */
const en = {
  invalid_credentials: 'No active account found with the given credentials.',
  inactive_account: 'This account is deactivated. Contact your administrator.',
  rate_limited: {
    one: 'Too many sign-in attempts. Try again in {{count}} second.',
    other: 'Too many sign-in attempts. Try again in {{count}} seconds.',
  },
  rate_limited_register: {
    one: 'Too many accounts created from this address. Try again in {{count}} second.',
    other: 'Too many accounts created from this address. Try again in {{count}} seconds.',
  },
  rate_limited_upload: {
    one: 'Too many files sent. Try again in {{count}} second.',
    other: 'Too many files sent. Try again in {{count}} seconds.',
  },
  rate_limited_search: {
    one: 'Too many searches. Try again in {{count}} second.',
    other: 'Too many searches. Try again in {{count}} seconds.',
  },
  not_authenticated: 'Authentication credentials were not provided.',
  token_invalid: 'Your session is invalid or has expired. Sign in again.',
  api_token_invalid: 'This API token is unknown, revoked or expired.',
  session_required: 'Sign in with your password to do this: an API token cannot.',
  rate_limited_api_tokens: {
    one: 'Too many API tokens created. Try again in {{count}} second.',
    other: 'Too many API tokens created. Try again in {{count}} seconds.',
  },
  permission_denied: 'You do not have the rights to perform this action.',
  not_found: 'Not found.',
  email_taken: 'An account with this e-mail address already exists.',
  validation: 'Some fields are invalid.',
  field_required: 'This field is required.',
  field_email: 'Enter a valid e-mail address.',
  field_min_length: 'Ensure this field has at least {{limit}} characters.',
  field_max_length: 'Ensure this field has at most {{limit}} characters.',
  field_invalid: 'This value is invalid.',
  field_unknown: 'This field is not allowed.',
  field_nul: 'This field must not contain a NUL character.',
  field_max_value: 'Ensure this value is at most {{limit}}.',
  field_min_value: 'Ensure this value is at least {{limit}}.',
  search_too_short: 'Type at least {{limit}} characters to search.',
  project_name_required: 'Project name is required',
  project_owner_unknown: 'No user has this id.',
  project_has_data: 'This project already has data. Create a new project for another count matrix.',
  project_data_processing: 'A data file is already being imported into this project.',
  project_no_samples: 'This project has no samples yet: send its count matrix first.',
  project_has_factors: "This project's samples already have their factors.",
  sample_factors_mismatch:
    'The samples must be those of the project, each once. Missing: {{missing}}. Not in the project: {{extra}}.',
  sample_factors_duplicate: 'The factor "{{name}}" is given twice.',
  sample_factors_levels: 'The factor "{{name}}" needs one level per sample.',
  project_favorite_added: 'Added to favourites',
  project_favorite_removed: 'Removed from favourites',
  genolist_favorite_added: 'Added to favourites',
  genolist_favorite_removed: 'Removed from favourites',
  genolist_no_expression: 'No expression data available for this gene.',
  genolist_report_no_values: 'This genolist has no gene values to put in a report.',
  comparison_exists: 'This project already has a comparison of that name: choose another name.',
  project_no_counts:
    'This project keeps no counts (it was imported before GenoApp kept them): import it again to compute comparisons.',
  plan_limit_reached: 'You have reached the limit of your current plan',
  quota_exceeded: 'Quota exceeded for your current plan',
  feature_requires_upgrade: 'This feature requires an upgrade',
  compare_ids_not_integers: 'Give the genolists to compare as their ids, comma-separated (for example 3,7).',
  compare_ids_count: 'Compare from 2 to 4 genolists.',
  compare_ids_duplicate: 'A genolist is named twice: compare distinct genolists.',
  compare_in_unknown: 'The combination must name genolists among those compared, by their ids.',
  plan_needs_quote: 'This plan is available on quotation: send a quote request.',
  username_taken: 'This username is already taken.',
  password_incorrect: 'The current password is incorrect.',
  user_delete_self: 'You cannot delete your own account from the console.',
  user_last_superuser: 'The last superuser cannot be deleted or lose that role.',
  superuser_only: 'Only a superuser may grant, change or remove superuser rights.',
  reassign_target_invalid: 'Choose an active user other than the one deleted to receive their data.',
  account_delete_confirm: 'Type your password to confirm the deletion of your account.',
  internal: 'Server error. Please try again later.',
} as const;

export type MessageKey = keyof typeof en;

/** A message with a number: its forms by the language's plural rule of `count` ("many" reads as "other"). */
type Plural = { one: string; other: string };

const fr: Record<MessageKey, string | Plural> = {
  invalid_credentials: 'Aucun compte actif ne correspond à ces identifiants.',
  inactive_account: 'Ce compte est désactivé. Contactez votre administrateur.',
  rate_limited: {
    one: 'Trop de tentatives de connexion. Réessayez dans {{count}} seconde.',
    other: 'Trop de tentatives de connexion. Réessayez dans {{count}} secondes.',
  },
  rate_limited_register: {
    one: 'Trop de comptes créés depuis cette adresse. Réessayez dans {{count}} seconde.',
    other: 'Trop de comptes créés depuis cette adresse. Réessayez dans {{count}} secondes.',
  },
  rate_limited_upload: {
    one: 'Trop de fichiers envoyés. Réessayez dans {{count}} seconde.',
    other: 'Trop de fichiers envoyés. Réessayez dans {{count}} secondes.',
  },
  rate_limited_search: {
    one: 'Trop de recherches. Réessayez dans {{count}} seconde.',
    other: 'Trop de recherches. Réessayez dans {{count}} secondes.',
  },
  not_authenticated: "Les informations d'authentification n'ont pas été fournies.",
  token_invalid: 'Votre session est invalide ou a expiré. Reconnectez-vous.',
  api_token_invalid: 'Ce jeton d’API est inconnu, révoqué ou expiré.',
  session_required: 'Connectez-vous avec votre mot de passe pour cela : un jeton d’API ne le permet pas.',
  rate_limited_api_tokens: {
    one: 'Trop de jetons d’API créés. Réessayez dans {{count}} seconde.',
    other: 'Trop de jetons d’API créés. Réessayez dans {{count}} secondes.',
  },
  permission_denied: "Vous n'avez pas les droits pour effectuer cette action.",
  not_found: 'Introuvable.',
  email_taken: 'Un compte existe déjà avec cette adresse e-mail.',
  validation: 'Certains champs sont invalides.',
  field_required: 'Ce champ est obligatoire.',
  field_email: 'Saisissez une adresse e-mail valide.',
  field_min_length: 'Ce champ doit contenir au moins {{limit}} caractères.',
  field_max_length: 'Ce champ doit contenir au plus {{limit}} caractères.',
  field_invalid: "Cette valeur n'est pas valide.",
  field_unknown: "Ce champ n'est pas autorisé.",
  field_nul: 'Ce champ ne doit pas contenir de caractère NUL.',
  field_max_value: 'Cette valeur doit être au plus {{limit}}.',
  field_min_value: 'Cette valeur doit être au moins {{limit}}.',
  search_too_short: 'Saisissez au moins {{limit}} caractères pour rechercher.',
  project_name_required: 'Le nom du projet est obligatoire',
  project_owner_unknown: "Aucun utilisateur n'a cet identifiant.",
  project_has_data:
    'Ce projet contient déjà des données. Créez un nouveau projet pour une autre matrice de comptages.',
  project_data_processing: "Un fichier de données est déjà en cours d'import dans ce projet.",
  project_no_samples: "Ce projet n'a pas encore d'échantillons : envoyez d'abord sa matrice de comptages.",
  project_has_factors: 'Les échantillons de ce projet ont déjà leurs facteurs.',
  sample_factors_mismatch:
    'Les échantillons doivent être ceux du projet, chacun une fois. Manquants : {{missing}}. Absents du projet : {{extra}}.',
  sample_factors_duplicate: 'Le facteur « {{name}} » est donné deux fois.',
  sample_factors_levels: 'Le facteur « {{name}} » demande un niveau par échantillon.',
  project_favorite_added: 'Favori ajouté',
  project_favorite_removed: 'Favori retiré',
  genolist_favorite_added: 'Favori ajouté',
  genolist_favorite_removed: 'Favori retiré',
  genolist_no_expression: "Aucune donnée d'expression disponible pour ce gène.",
  genolist_report_no_values: 'Cette genolist ne contient aucune valeur de gène à mettre dans un rapport.',
  comparison_exists: 'Ce projet a déjà une comparaison de ce nom : choisissez-en un autre.',
  project_no_counts:
    'Ce projet ne garde pas ses comptages (il a été importé avant que GenoApp les garde) : importez-le de nouveau pour calculer des comparaisons.',
  plan_limit_reached: 'Vous avez atteint la limite de votre plan actuel',
  quota_exceeded: 'Quota dépassé pour votre plan actuel',
  feature_requires_upgrade: 'Cette fonctionnalité nécessite une mise à niveau',
  compare_ids_not_integers:
    'Indiquez les genolists à comparer par leurs identifiants, séparés par des virgules (par exemple 3,7).',
  compare_ids_count: 'Comparez de 2 à 4 genolists.',
  compare_ids_duplicate: 'Une genolist est citée deux fois : comparez des genolists distinctes.',
  compare_in_unknown:
    'La combinaison doit citer, par leurs identifiants, des genolists parmi celles comparées.',
  plan_needs_quote: 'Ce plan est proposé sur devis : envoyez une demande de devis.',
  username_taken: "Ce nom d'utilisateur est déjà pris.",
  password_incorrect: 'Le mot de passe actuel est incorrect.',
  user_delete_self: 'Vous ne pouvez pas supprimer votre propre compte depuis la console.',
  user_last_superuser: 'Le dernier superutilisateur ne peut être ni supprimé ni perdre ce rôle.',
  superuser_only:
    'Seul un superutilisateur peut accorder, modifier ou retirer les droits de superutilisateur.',
  reassign_target_invalid:
    'Choisissez un utilisateur actif, autre que celui supprimé, pour recevoir ses données.',
  account_delete_confirm: 'Saisissez votre mot de passe pour confirmer la suppression de votre compte.',
  internal: 'Erreur serveur. Veuillez réessayer plus tard.',
};

export type Locale = 'en' | 'fr';

/** The first of the request's Accept-Language ranges that GenoApp speaks; English otherwise. */
export function localeOf(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('fr')) return 'fr';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

export function message(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const entry: string | Plural = (locale === 'fr' ? fr : en)[key];
  const text =
    typeof entry === 'string'
      ? entry
      : new Intl.PluralRules(locale).select(Number(params.count)) === 'one'
        ? entry.one
        : entry.other;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function messageFor(
  request: FastifyRequest,
  key: MessageKey,
  params?: Record<string, string | number>,
) {
  return message(localeOf(request.headers['accept-language']), key, params);
}
