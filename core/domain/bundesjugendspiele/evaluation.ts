import type { BjsEvent, BjsState, EventChild, EventClass, ResultEntry } from '../../schemas/bundesjugendspiele';
import type { Gender } from '../../schemas/gradebook';
import { csvField } from '../gradebook/csv';
import { GENDER_GROUP_LABELS, activeExercises, eventExercises, evaluationGroups, sortEventClasses, type EventExercise } from './event';
import { betterOf, countedValue, formatValue, type GradeBand } from './exercises';
import { CERTIFICATE_LABELS, evaluateGroup, type Certificate, type ExerciseResult } from './ranking';
import { resultKey } from './results';

/**
 * The evaluation of a whole event (issue 26): every group ranked with `evaluateGroup`, what is
 * missing, how many certificates to order, and the ways out (CSV, grade-book comments). Pure, so
 * the screen, the printed list and the inserts all read the same numbers.
 */

export type Counts = Record<Certificate, number>;

export interface Member {
  child: EventChild;
  schoolClass: EventClass;
}

export interface EvaluationRow extends Member {
  /** Counted value per exercise id (best attempt), null where the child has none. */
  values: Record<string, number | null>;
  /** Platzziffer per exercise id. */
  places: Record<string, number>;
  sum: number;
  place: number;
  certificate: Certificate;
}

export interface EvaluatedGroup {
  key: string;
  /** „Klasse 3a · Mädchen“, „Klassenstufe 3 · Jungen“. */
  label: string;
  /** „Klasse 3a“ or „Klassenstufe 3“: where the child's place counts. */
  scope: string;
  gender: Gender;
  band: GradeBand;
  /** Grouped by Klassenstufe: the rows come from several classes, so the class is shown. */
  severalClasses: boolean;
  exercises: EventExercise[];
  /** Best first. */
  rows: EvaluationRow[];
  /** Missed an exercise under the rule `not-ranked`; with the values they have, for the outputs. */
  notRanked: (Member & { values: Record<string, number | null> })[];
  /**
   * No result in any exercise: not there that day. They are left out of the ranking (and get no
   * certificate) whatever the rule — counting them would add certificates for children who did
   * not take part and give the group more Ehrenurkunden than its participants earn.
   */
  absent: Member[];
  counts: Counts;
}

export interface MissingResults {
  exercise: EventExercise;
  /** Children of the exercise's band who took part but have no result in it. */
  children: Member[];
}

export interface EventEvaluation {
  groups: EvaluatedGroup[];
  missing: MissingResults[];
  /** Per class, in class order (only classes with children). */
  perClass: { schoolClass: EventClass; counts: Counts }[];
  total: Counts;
}

const noCounts = (): Counts => ({ ehren: 0, sieger: 0, teilnahme: 0 });
const addCounts = (into: Counts, more: Counts) => {
  for (const c of ['ehren', 'sieger', 'teilnahme'] as const) into[c] += more[c];
};

/** The counted values per exercise and child of this event (results of other events are ignored). */
function countedValues(
  event: BjsEvent,
  results: Readonly<Record<string, ResultEntry>>,
  exercise: EventExercise,
  childIds: readonly string[],
) {
  return childIds.map((childId): ExerciseResult => {
    const entry = results[resultKey(exercise.id, childId)];
    const value = entry && entry.eventId === event.id ? countedValue(exercise, entry.attempts) : null;
    return { childId, value };
  });
}

/**
 * Every evaluation group of the event ranked from the counted results (best attempt per exercise),
 * with the children who miss a result per exercise and the certificates per group, class and in
 * total. A child without any result is `absent`, not ranked (see `EvaluatedGroup.absent`).
 */
export function evaluateEvent(state: BjsState): EventEvaluation {
  const event = state.event;
  if (!event) return { groups: [], missing: [], perClass: [], total: noCounts() };
  const missingByExercise = new Map<string, Member[]>();

  const groups = evaluationGroups(event).map((def): EvaluatedGroup => {
    const exercises = eventExercises(event, def.band);
    const memberOf = new Map(def.members.map((m) => [m.child.id, m]));
    const ids = def.members.map((m) => m.child.id);
    const valuesByExercise = Object.fromEntries(exercises.map((e) => [e.id, countedValues(event, state.results, e, ids)]));
    const valueOf = (exerciseId: string, childId: string) =>
      valuesByExercise[exerciseId]?.find((r) => r.childId === childId)?.value ?? null;
    const present = ids.filter((id) => exercises.some((e) => valueOf(e.id, id) !== null));
    const absent = ids.filter((id) => !present.includes(id)).map((id) => memberOf.get(id) as Member);
    for (const e of exercises) {
      const without = present.filter((id) => valueOf(e.id, id) === null).map((id) => memberOf.get(id) as Member);
      if (without.length > 0) missingByExercise.set(e.id, [...(missingByExercise.get(e.id) ?? []), ...without]);
    }
    const ranking = evaluateGroup(
      present,
      exercises.map((e) => ({ id: e.id, better: betterOf(e.measure) })),
      valuesByExercise,
      event.rules,
    );
    const rows = ranking.ranked.map((r): EvaluationRow => {
      const member = memberOf.get(r.childId) as Member;
      return {
        ...member,
        values: Object.fromEntries(exercises.map((e) => [e.id, valueOf(e.id, r.childId)])),
        places: r.places,
        sum: r.sum,
        place: r.place,
        certificate: r.certificate,
      };
    });
    return {
      key: def.key,
      label: def.label,
      scope:
        event.groupBy === 'klasse'
          ? `Klasse ${def.members[0]?.schoolClass.name ?? ''}`
          : `Klassenstufe ${def.members[0]?.schoolClass.grade ?? ''}`,
      gender: def.gender,
      band: def.band,
      severalClasses: event.groupBy === 'klassenstufe' && new Set(def.members.map((m) => m.schoolClass.id)).size > 1,
      exercises,
      rows,
      notRanked: ranking.notRanked.map((id) => ({
        ...(memberOf.get(id) as Member),
        values: Object.fromEntries(exercises.map((e) => [e.id, valueOf(e.id, id)])),
      })),
      absent,
      counts: ranking.counts,
    };
  });

  const missing = activeExercises(event).flatMap((exercise) => {
    const children = missingByExercise.get(exercise.id);
    return children ? [{ exercise, children }] : [];
  });

  const total = noCounts();
  for (const g of groups) addCounts(total, g.counts);
  const perClass = sortEventClasses(event.classes)
    .filter((c) => c.children.length > 0)
    .map((schoolClass) => {
      const counts = noCounts();
      for (const g of groups) for (const r of g.rows) if (r.schoolClass.id === schoolClass.id) counts[r.certificate]++;
      return { schoolClass, counts };
    });
  return { groups, missing, perClass, total };
}

/** „7,1 s“, „Zone 6“, „12 Runden“; „–“ without a result. */
export const valueText = (exercise: EventExercise, value: number | null): string =>
  value === null ? '–' : formatValue(exercise.measure, value, exercise.countUnit);

/** 12 → „12 Ehrenurkunden“, 1 → „1 Ehrenurkunde“. */
export function certificateCountText(certificate: Certificate, n: number): string {
  return `${n} ${CERTIFICATE_LABELS[certificate]}${n === 1 ? '' : 'n'}`;
}

/** „Platz 3 von 14 · 9 Platzpunkte“: what the insert prints under the name. */
export function placingText(row: Pick<EvaluationRow, 'place' | 'sum'>, group: Pick<EvaluatedGroup, 'rows'>): string {
  return `Platz ${row.place} von ${group.rows.length} · ${row.sum} ${row.sum === 1 ? 'Platzpunkt' : 'Platzpunkte'}`;
}

const BOM = '\uFEFF';

/**
 * One row per child, for spreadsheets as German Excel opens them (semicolons, UTF-8 with BOM, CRLF,
 * like the grade book's CSV). With both bands in the event, exercises of the same name (the
 * Zonenweitsprung of 1/2 and of 3/4) share a column: a child only ever has one of them.
 */
export function bjsCsv(evaluation: EventEvaluation, event: BjsEvent): string {
  const names = [...new Set(activeExercises(event).map((e) => e.name))];
  const rows: string[][] = [
    ['Gruppe', 'Klasse', 'Name', 'Geschlecht', ...names.flatMap((n) => [n, `${n} Platz`]), 'Summe', 'Platz', 'Urkunde'],
  ];
  for (const group of evaluation.groups) {
    const byName = (name: string) => group.exercises.find((e) => e.name === name);
    const cells = (values: Record<string, number | null>, places: Record<string, number> | null) =>
      names.flatMap((name) => {
        const exercise = byName(name);
        if (!exercise) return ['', ''];
        const place = places?.[exercise.id];
        return [valueText(exercise, values[exercise.id] ?? null), place === undefined ? '' : String(place)];
      });
    for (const r of group.rows)
      rows.push([
        group.label,
        r.schoolClass.name,
        r.child.name,
        r.child.gender,
        ...cells(r.values, r.places),
        String(r.sum),
        String(r.place),
        CERTIFICATE_LABELS[r.certificate],
      ]);
    const unranked = (members: (Member & { values?: Record<string, number | null> })[], why: string) => {
      for (const m of members)
        rows.push([group.label, m.schoolClass.name, m.child.name, m.child.gender, ...cells(m.values ?? {}, null), '', '', why]);
    };
    unranked(group.notRanked, 'nicht gewertet');
    unranked(group.absent, 'nicht teilgenommen');
  }
  return BOM + rows.map((row) => row.map(csvField).join(';')).join('\r\n') + '\r\n';
}

/** A file name for the CSV: „Bundesjugendspiele-2027-06-14.csv“. */
export const bjsCsvFileName = (event: BjsEvent): string => `Bundesjugendspiele-${event.date}.csv`;

export interface GradebookNote {
  studentId: string;
  comment: string;
}

/**
 * The comment per child for a grade-book topic, per grade-book class id: certificate, place, group,
 * then each exercise's result — „Siegerurkunde · Platz 4 von 12 (Mädchen, Klasse 3a) · 40-m-Lauf
 * 7,1 s · …“. Only children and classes that came from the grade book (their `sourceId`) get one.
 */
export function gradebookNotes(evaluation: EventEvaluation, event: BjsEvent): Map<string, GradebookNote[]> {
  const notes = new Map<string, GradebookNote[]>();
  const add = (member: Member, comment: string) => {
    const classId = member.schoolClass.sourceId;
    const studentId = member.child.sourceId;
    // A class removed from the event since the evaluation was made has no say any more.
    if (!classId || !studentId || !event.classes.some((c) => c.id === member.schoolClass.id)) return;
    notes.set(classId, [...(notes.get(classId) ?? []), { studentId, comment }]);
  };
  for (const group of evaluation.groups) {
    const where = `${GENDER_GROUP_LABELS[group.gender]}, ${group.scope}`;
    const results = (values: Record<string, number | null>) =>
      group.exercises.map((e) => {
        const value = values[e.id] ?? null;
        return `${e.name} ${value === null ? 'ohne Ergebnis' : valueText(e, value)}`;
      });
    for (const r of group.rows)
      add(r, [CERTIFICATE_LABELS[r.certificate], `Platz ${r.place} von ${group.rows.length} (${where})`, ...results(r.values)].join(' · '));
    for (const m of group.notRanked) add(m, ['Nicht gewertet (nicht alle Übungen)', ...results(m.values)].join(' · '));
    for (const m of group.absent) add(m, 'Nicht teilgenommen');
  }
  return notes;
}
