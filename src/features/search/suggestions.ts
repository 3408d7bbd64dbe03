import type { GeneHit, SearchResult } from './api/search';

/** Genes are searched from this many characters (shorter text matches too many symbols). */
export const GENE_MIN_LENGTH = 3;

export type SuggestionTarget =
  | { to: '/genes/$geneId'; params: { geneId: number } }
  | { to: '/genolists/$genolistId'; params: { genolistId: number }; search?: { gene: number } }
  | { to: '/projects/$projectId'; params: { projectId: number } };

export type Suggestion =
  | {
      kind: 'gene';
      key: string;
      title: string;
      detail: string | null;
      /** Genolists that call it, and that hold it. */
      called: number;
      held: number;
      target: SuggestionTarget;
    }
  | {
      kind: 'genolist' | 'project';
      key: string;
      title: string;
      detail: string | null;
      target: SuggestionTarget;
    };

export interface SuggestionGroup {
  kind: 'genes' | 'genolists' | 'projects';
  items: Suggestion[];
}

/** A gene's line: its symbol (else its id), and its name and id below. */
export function geneSuggestion(
  gene: Pick<GeneHit, 'id' | 'symbol' | 'gene_id' | 'description'>,
  called: number,
  held: number,
  target?: SuggestionTarget,
): Suggestion {
  return {
    kind: 'gene',
    key: `gene:${gene.id}`,
    title: gene.symbol ?? gene.gene_id,
    detail: [gene.symbol ? gene.gene_id : null, gene.description].filter(Boolean).join(' · ') || null,
    called,
    held,
    target: target ?? { to: '/genes/$geneId', params: { geneId: gene.id } },
  };
}

/** The server's answer as the list shows it: genes first (what a researcher types most), then genolists, then projects. */
export function suggestionsOf(result: SearchResult | undefined): SuggestionGroup[] {
  if (!result) return [];
  const groups: SuggestionGroup[] = [
    {
      kind: 'genes',
      items: result.genes.map((g) =>
        geneSuggestion(g, g.genolists.filter((x) => x.significant).length, g.genolists.length),
      ),
    },
    {
      kind: 'genolists',
      items: result.genolists.map((g) => ({
        kind: 'genolist' as const,
        key: `genolist:${g.id}`,
        title: g.name,
        detail: g.project.name,
        target: { to: '/genolists/$genolistId' as const, params: { genolistId: g.id } },
      })),
    },
    {
      kind: 'projects',
      items: result.projects.map((p) => ({
        kind: 'project' as const,
        key: `project:${p.id}`,
        title: p.name,
        detail: p.description || null,
        target: { to: '/projects/$projectId' as const, params: { projectId: p.id } },
      })),
    },
  ];
  return groups.filter((g) => g.items.length > 0);
}
