import type { ReportLocale } from '../genolist-report';

/**
 * Words of the project PDF report, in the two languages of the app (the server's report is worded
 * by Accept-Language, the one drawn in the browser by the interface language), the statuses
 * included: the report is read by people, never parsed.
 */

const en = {
  kind: 'Project report',
  noDescription: 'No description available',
  organism: 'Organism',
  library: 'Library',
  owner: 'Owner',
  factors: 'Factors',
  genesInCounts: 'Genes in the counts',
  status: 'Status',
  tileSamples: 'Samples',
  tileGenolists: 'Genolists',
  tileGenes: 'Genes per sample',
  tileCreated: 'Created',
  tileQuality: 'Quality',
  samples: 'Samples',
  sampleName: 'Name',
  condition: 'Condition',
  librarySize: 'Library size',
  genesDetected: 'Genes detected',
  qc: 'QC',
  noSamples: 'No samples: the data of this project has not been imported yet.',
  qualityControl: 'Quality control',
  passed: 'Passed',
  warning: 'With warnings',
  failed: 'Failed',
  analysed: 'Samples analysed: {{count}}',
  qcFromArchive: "Statuses from the archive's quality-control file.",
  qcDerived:
    'Statuses derived by GenoApp from the counts, against the median of the project: Failed below ' +
    '{{libraryFail}} of the median library size or {{genesFail}} of the median genes detected, or ' +
    'without counts; Warning below {{libraryWarning}} or {{genesWarning}}; Pass otherwise.',
  statusSUCCESS: 'Completed',
  statusPROCESSING: 'Processing',
  statusRUNNING: 'Running',
  statusPENDING: 'Pending',
  statusERROR: 'Error',
  qcPASS: 'Pass',
  qcWARNING: 'Warning',
  qcFAIL: 'Failed',
  pca: 'Principal component analysis',
  pcaNote: 'The 500 most variable genes, log2(normalised count + 1), centred. Coloured by {{factor}}.',
  pcaNone: 'No PCA: it needs at least two samples with data.',
  genolists: 'Genolists (differential analyses)',
  genolistName: 'Name',
  comparison: 'Comparison',
  up: 'Up',
  down: 'Down',
  total: 'Total',
  cutoffs: 'Cutoffs',
  noGenolists: 'No genolist available.',
  degNote: "Differentially expressed genes: adjusted p-value and fold change within each list's cutoffs.",
  generated: 'Generated on {{date}}',
  page: 'Page {{page}} of {{pages}}',
  notAvailable: 'N/A',
} as const;

export type ReportText = Record<keyof typeof en, string>;

const fr: ReportText = {
  kind: 'Rapport de projet',
  noDescription: 'Aucune description disponible',
  organism: 'Organisme',
  library: 'Banque',
  owner: 'Propriétaire',
  factors: 'Facteurs',
  genesInCounts: 'Gènes dans les comptages',
  status: 'Statut',
  tileSamples: 'Échantillons',
  tileGenolists: 'Genolists',
  tileGenes: 'Gènes par échantillon',
  tileCreated: 'Création',
  tileQuality: 'Qualité',
  samples: 'Échantillons',
  sampleName: 'Nom',
  condition: 'Condition',
  librarySize: 'Taille de banque',
  genesDetected: 'Gènes détectés',
  qc: 'CQ',
  noSamples: "Aucun échantillon : les données de ce projet n'ont pas encore été importées.",
  qualityControl: 'Contrôle qualité',
  passed: 'Réussis',
  warning: 'Avec avertissements',
  failed: 'Échoués',
  analysed: 'Échantillons analysés : {{count}}',
  qcFromArchive: "Statuts issus du fichier de contrôle qualité de l'archive.",
  qcDerived:
    'Statuts établis par GenoApp à partir des comptages, par rapport à la médiane du projet : Échec sous ' +
    '{{libraryFail}} de la taille de banque médiane ou {{genesFail}} de la médiane des gènes détectés, ou ' +
    'sans comptage ; Avertissement sous {{libraryWarning}} ou {{genesWarning}} ; Réussi sinon.',
  statusSUCCESS: 'Terminé',
  statusPROCESSING: 'En traitement',
  statusRUNNING: 'En cours',
  statusPENDING: 'En attente',
  statusERROR: 'Erreur',
  qcPASS: 'Réussi',
  qcWARNING: 'Avertissement',
  qcFAIL: 'Échec',
  pca: 'Analyse en composantes principales',
  pcaNote: 'Les 500 gènes les plus variables, log2(comptage normalisé + 1), centrés. Couleurs : {{factor}}.',
  pcaNone: "Pas d'ACP : il faut au moins deux échantillons avec des données.",
  genolists: 'Genolists (analyses différentielles)',
  genolistName: 'Nom',
  comparison: 'Comparaison',
  up: 'Sur-exp.',
  down: 'Sous-exp.',
  total: 'Total',
  cutoffs: 'Seuils',
  noGenolists: 'Aucune genolist disponible.',
  degNote:
    'Gènes différentiellement exprimés : p-value ajustée et fold change selon les seuils de chaque liste.',
  generated: 'Généré le {{date}}',
  page: 'Page {{page}} sur {{pages}}',
  notAvailable: 'N/A',
};

export function reportText(locale: ReportLocale): ReportText {
  return locale === 'fr' ? fr : en;
}

export function fill(template: string, params: Record<string, string | number>) {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

const PROJECT_STATUSES = ['SUCCESS', 'PROCESSING', 'RUNNING', 'PENDING', 'ERROR'] as const;

/** A project's status in words; an unknown one reads as pending, as on the screens. */
export function projectStatusText(text: ReportText, status: string): string {
  const known = PROJECT_STATUSES.find((candidate) => candidate === status) ?? 'PENDING';
  return text[`status${known}`];
}

export function qcStatusText(text: ReportText, status: 'PASS' | 'WARNING' | 'FAIL'): string {
  return text[`qc${status}`];
}
