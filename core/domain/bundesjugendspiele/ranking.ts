/**
 * The Wettbewerb's evaluation (Bundesjugendspiele, Leichtathletik, classes 1–4; issue 26). Source:
 * DLV, „Auswertung Wettbewerb & Wettkampf“ (leichtathletik.de/…/bundesjugendspiele/auswertung),
 * summarising the official handbook's „Wertung“:
 * - children are ranked within an evaluation group (a Jahrgang, Klassenstufe, class or Riege;
 *   girls and boys apart);
 * - per exercise the best child gets Platzziffer 1, the next 2 …; equal results share the place
 *   and the following places are left out (two on 2 → the next is 4);
 * - the Platzziffern of the four exercises are added, and the sums are ranked the same way;
 * - the first 20 % receive an Ehrenurkunde, the next 50 % a Siegerurkunde, the rest a
 *   Teilnahmeurkunde, the counts of the first two rounded up (17 children: 4 / 9 / 4).
 * What the source leaves to the school is a setting here (`EvaluationRules`), with the reason for
 * each default.
 */

/** Times: less is better; distances, zones and laps: more is better. */
export type Better = 'lower' | 'higher';

export interface ExerciseResult {
  childId: string;
  /** The counted result (best of the attempts), or null: the child did not take part in it. */
  value: number | null;
}

/**
 * A child who misses an exercise (sick that hour, hurt at the station):
 * - `shared-last` (the handbook's „Wertung“, default): „nicht angetreten“ gives the Platzziffer
 *   equal to the size of the group — behind every child with a result, all missing children on
 *   that one place; the child keeps a certificate;
 * - `not-ranked`: a child missing any exercise is left out of the group's ranking and listed as
 *   „nicht gewertet“ (for a school that has such children repeat the exercise another day).
 */
export type MissingRule = 'shared-last' | 'not-ranked';

/**
 * Equal sums across a band boundary: `generous` gives all of them the better certificate
 * (default: nobody loses a certificate to a tie the rules cannot break), `strict` gives all of
 * them the lower one, so the bands never exceed their share.
 */
export type BoundaryRule = 'generous' | 'strict';

export interface EvaluationRules {
  missing: MissingRule;
  boundary: BoundaryRule;
}

export const DEFAULT_RULES: EvaluationRules = { missing: 'shared-last', boundary: 'generous' };

export type Certificate = 'ehren' | 'sieger' | 'teilnahme';

export const CERTIFICATE_LABELS: Readonly<Record<Certificate, string>> = {
  ehren: 'Ehrenurkunde',
  sieger: 'Siegerurkunde',
  teilnahme: 'Teilnahmeurkunde',
};

/**
 * Competition ranking („1, 2, 2, 4“) of the given results; children without a value („nicht
 * angetreten“) get the size of the group, all together (handbook, „Wertung“). Values are compared
 * exactly: the stations record tenths of seconds, zones and counts, so equal means equal.
 */
export function placeNumbers(results: readonly ExerciseResult[], better: Better): Map<string, number> {
  const sign = better === 'lower' ? 1 : -1;
  const ranked = results.filter((r): r is ExerciseResult & { value: number } => r.value !== null && Number.isFinite(r.value));
  const sorted = [...ranked].sort((a, b) => sign * (a.value - b.value));
  const places = new Map<string, number>();
  sorted.forEach((r, i) => {
    const previous = sorted[i - 1];
    places.set(r.childId, previous && previous.value === r.value ? (places.get(previous.childId) as number) : i + 1);
  });
  for (const r of results) if (!places.has(r.childId)) places.set(r.childId, results.length);
  return places;
}

/**
 * How many of `n` ranked children receive each certificate: 20 % and 50 % rounded up, the rest
 * Teilnahme; never more than there are children (one child: one Ehrenurkunde).
 */
export function certificateCounts(n: number): Record<Certificate, number> {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${n} ist keine Anzahl von Kindern`);
  // Whole-number arithmetic: 0.2 × 15 is 3.0000000000000004 in floating point, and would round up to 4.
  const ehren = Math.min(n, Math.ceil((n * 20) / 100));
  const sieger = Math.min(n - ehren, Math.ceil((n * 50) / 100));
  return { ehren, sieger, teilnahme: n - ehren - sieger };
}

export interface Exercise {
  id: string;
  better: Better;
}

export interface RankedChild {
  childId: string;
  /** Platzziffer per exercise id. */
  places: Record<string, number>;
  sum: number;
  /** The final place in the group (shared on equal sums). */
  place: number;
  certificate: Certificate;
}

export interface GroupEvaluation {
  ranked: RankedChild[];
  /** Children left out under `not-ranked` (they missed an exercise). */
  notRanked: string[];
  counts: Record<Certificate, number>;
}

/**
 * One evaluation group: `results[exerciseId]` holds every child's counted result in that exercise
 * (a child missing from a list counts as not having taken part). Ranked best first; equal sums
 * keep the order of `childIds`, so a list reads the same every time.
 */
export function evaluateGroup(
  childIds: readonly string[],
  exercises: readonly Exercise[],
  results: Readonly<Record<string, readonly ExerciseResult[]>>,
  rules: EvaluationRules = DEFAULT_RULES,
): GroupEvaluation {
  const valueOf = (exerciseId: string, childId: string) => results[exerciseId]?.find((r) => r.childId === childId)?.value ?? null;
  const complete = (childId: string) => exercises.every((e) => valueOf(e.id, childId) !== null);
  const counted = rules.missing === 'not-ranked' ? childIds.filter(complete) : [...childIds];
  const notRanked = childIds.filter((id) => !counted.includes(id));

  const placesByExercise = new Map(
    exercises.map((e) => [
      e.id,
      placeNumbers(
        counted.map((childId) => ({ childId, value: valueOf(e.id, childId) })),
        e.better,
      ),
    ]),
  );
  const sums = counted.map((childId) => {
    const places = Object.fromEntries(exercises.map((e) => [e.id, placesByExercise.get(e.id)?.get(childId) as number]));
    return { childId, places, sum: Object.values(places).reduce((a, b) => a + b, 0) };
  });
  const finalPlaces = placeNumbers(
    sums.map((s) => ({ childId: s.childId, value: s.sum })),
    'lower',
  );
  const order = new Map(childIds.map((id, i) => [id, i]));
  const sorted = [...sums].sort(
    (a, b) =>
      (finalPlaces.get(a.childId) as number) - (finalPlaces.get(b.childId) as number) ||
      (order.get(a.childId) as number) - (order.get(b.childId) as number),
  );
  const counts = certificateCounts(sorted.length);
  const tiedOn = new Map<number, number>();
  for (const place of finalPlaces.values()) tiedOn.set(place, (tiedOn.get(place) ?? 0) + 1);
  const ranked = sorted.map((s) => {
    const place = finalPlaces.get(s.childId) as number;
    return { ...s, place, certificate: certificateFor(place, tiedOn.get(place) as number, counts, rules.boundary) };
  });
  const given = { ehren: 0, sieger: 0, teilnahme: 0 };
  for (const r of ranked) given[r.certificate]++;
  return { ranked, notRanked, counts: given };
}

/**
 * The certificate of the children sharing `place` (1-based): they fill positions place …
 * place + tied − 1 of the list. A band ends after its count; a tie across that end is decided by
 * `boundary`, the same for all of them.
 */
function certificateFor(place: number, tied: number, counts: Record<Certificate, number>, boundary: BoundaryRule): Certificate {
  const position = boundary === 'generous' ? place : place + tied - 1;
  if (position <= counts.ehren) return 'ehren';
  if (position <= counts.ehren + counts.sieger) return 'sieger';
  return 'teilnahme';
}
