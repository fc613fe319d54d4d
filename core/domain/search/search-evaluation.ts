/**
 * Scores a search against the evaluation set (issue 23): for each query, the reciprocal rank of
 * the first relevant card (MRR) and the share of relevant cards among the first five, out of at
 * most five (P@5 — a query with two relevant cards scores 1 when both lead).
 */
export interface EvaluationQuery {
  query: string;
  why: string;
  relevant: string[];
}

export interface QueryScore {
  query: string;
  reciprocalRank: number;
  precisionAt5: number;
  top: string[];
}

export function scoreQuery(entry: EvaluationQuery, ranked: readonly string[]): QueryScore {
  const relevant = new Set(entry.relevant);
  const first = ranked.findIndex((id) => relevant.has(id));
  const top = ranked.slice(0, 5);
  return {
    query: entry.query,
    reciprocalRank: first < 0 ? 0 : 1 / (first + 1),
    precisionAt5: top.filter((id) => relevant.has(id)).length / Math.min(5, relevant.size),
    top,
  };
}

export function evaluate(set: readonly EvaluationQuery[], search: (query: string) => string[]) {
  const scores = set.map((entry) => scoreQuery(entry, search(entry.query)));
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  return { mrr: mean(scores.map((s) => s.reciprocalRank)), precisionAt5: mean(scores.map((s) => s.precisionAt5)), scores };
}
