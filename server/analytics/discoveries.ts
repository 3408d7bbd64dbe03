/**
 * The dashboard's recent discoveries: the 3 newest genolists, topped up with the most viewed when
 * there are fewer; each labelled 'popular' when it is also among the most viewed with views,
 * else 'recent'.
 */
export const DISCOVERIES = 3;

export function recentDiscoveries<G extends { id: number; view_count: number }>(
  newest: G[],
  mostViewed: G[],
): { label: 'recent' | 'popular'; genolist: G }[] {
  const picked = newest.slice(0, DISCOVERIES);
  for (const g of mostViewed) {
    if (picked.length >= DISCOVERIES) break;
    if (!picked.some((p) => p.id === g.id)) picked.push(g);
  }
  const popular = new Set(mostViewed.filter((g) => g.view_count > 0).map((g) => g.id));
  return picked.map((genolist) => ({ label: popular.has(genolist.id) ? 'popular' : 'recent', genolist }));
}
