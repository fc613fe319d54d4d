import { collections } from '../../core/collections/registry';

/** Every card id the server lists, read as a signed-in teacher (favourite targets for the benchmarks). */
export async function allCardIds(base: string, cookie: string): Promise<string[]> {
  const ids: string[] = [];
  for (const collection of collections) {
    const res = await fetch(`${base}/api/collections/${collection.key}/items`, { headers: { cookie } });
    if (!res.ok) continue;
    const body = (await res.json()) as { items: { id: string }[] };
    ids.push(...body.items.map((item) => item.id));
  }
  return ids;
}
