import type { BjsEvent, EventChild, EventClass } from '../../schemas/bundesjugendspiele';
import type { Gender, SchoolClass } from '../../schemas/gradebook';
import { compareGerman } from '../german-sort';
import { compareClassNames } from '../gradebook/class-names';
import {
  BLOCKS,
  GRADE_BANDS,
  bandOf,
  catalogueExercise,
  defaultChoice,
  type Block,
  type CatalogueExercise,
  type ExerciseSettings,
  type GradeBand,
} from './exercises';
import { DEFAULT_RULES } from './ranking';

/** An exercise as this event runs it: the catalogue entry with the school's settings. */
export type EventExercise = CatalogueExercise;

export function newEvent(input: { id: string; date: string; school?: string; now: string }): BjsEvent {
  return {
    id: input.id,
    school: input.school ?? '',
    date: input.date,
    groupBy: 'klasse',
    rules: { ...DEFAULT_RULES },
    choice: Object.fromEntries(GRADE_BANDS.map((band) => [band, defaultChoice(band)])) as BjsEvent['choice'],
    settings: {},
    classes: [],
    updatedAt: input.now,
  };
}

/** The class's grade from its name („3b“ → 3), when the name starts with one; else null. */
export function gradeFromClassName(name: string): number | null {
  const match = /^\s*([1-6])(?!\d)/.exec(name);
  return match ? Number(match[1]) : null;
}

/**
 * A grade-book class taken into the event: names and gender as they are today; each child gets an
 * event id of its own (short, so QR codes stay small), and keeps the grade-book id for the way back.
 */
export function classFromGradebook(schoolClass: SchoolClass, grade: number, newId: () => string): EventClass {
  return {
    id: newId(),
    name: schoolClass.name,
    grade,
    sourceId: schoolClass.id,
    children: schoolClass.students.map((s) => ({ id: newId(), name: s.name, gender: s.gender, birthYear: null, sourceId: s.id })),
  };
}

export function classFromNames(
  name: string,
  grade: number,
  children: readonly { name: string; gender: Gender }[],
  newId: () => string,
): EventClass {
  return {
    id: newId(),
    name,
    grade,
    sourceId: null,
    children: children.map((c) => ({ id: newId(), name: c.name, gender: c.gender, birthYear: null, sourceId: null })),
  };
}

/** The four exercises a band does, in block order, with the event's settings. */
export function eventExercises(event: BjsEvent, band: GradeBand): EventExercise[] {
  return event.choice[band].flatMap((id) => {
    const base = catalogueExercise(id);
    return base ? [{ ...base, ...(event.settings[id] ?? {}) }] : [];
  });
}

/** Every exercise the event's classes do (both bands when both take part). */
export function activeExercises(event: BjsEvent): EventExercise[] {
  const bands = new Set(event.classes.map((c) => bandOf(c.grade)));
  return GRADE_BANDS.filter((band) => bands.has(band)).flatMap((band) => eventExercises(event, band));
}

export function withExerciseSettings(event: BjsEvent, exerciseId: string, settings: ExerciseSettings, now: string): BjsEvent {
  return { ...event, settings: { ...event.settings, [exerciseId]: settings }, updatedAt: now };
}

export function chooseExercise(event: BjsEvent, band: GradeBand, block: Block, exerciseId: string, now: string): BjsEvent {
  const index = BLOCKS.indexOf(block);
  const next = [...event.choice[band]];
  next[index] = exerciseId;
  return { ...event, choice: { ...event.choice, [band]: next }, updatedAt: now };
}

/** The classes whose children do an exercise (its band), in German class order. */
export function classesFor(event: BjsEvent, exercise: Pick<CatalogueExercise, 'band'>): EventClass[] {
  return sortEventClasses(event.classes.filter((c) => bandOf(c.grade) === exercise.band));
}

export const sortEventClasses = (classes: readonly EventClass[]): EventClass[] =>
  [...classes].sort((a, b) => a.grade - b.grade || compareClassNames(a.name, b.name));

export const sortChildren = (children: readonly EventChild[]): EventChild[] => [...children].sort((a, b) => compareGerman(a.name, b.name));

export interface EvaluationGroupDef {
  /** Stable key: `klasse:<classId>:W` or `stufe:3:M`. */
  key: string;
  label: string;
  band: GradeBand;
  gender: Gender;
  members: { child: EventChild; schoolClass: EventClass }[];
}

export const GENDER_GROUP_LABELS: Readonly<Record<Gender, string>> = { W: 'Mädchen', M: 'Jungen' };

/** The evaluation groups: per class or per Klassenstufe, girls and boys apart; empty groups left out. */
export function evaluationGroups(event: BjsEvent): EvaluationGroupDef[] {
  const groups: EvaluationGroupDef[] = [];
  const genders: Gender[] = ['W', 'M'];
  const push = (key: string, label: string, grade: number, classes: EventClass[]) => {
    for (const gender of genders) {
      const members = classes.flatMap((schoolClass) =>
        sortChildren(schoolClass.children.filter((c) => c.gender === gender)).map((child) => ({ child, schoolClass })),
      );
      if (members.length > 0)
        groups.push({ key: `${key}:${gender}`, label: `${label} · ${GENDER_GROUP_LABELS[gender]}`, band: bandOf(grade), gender, members });
    }
  };
  const sorted = sortEventClasses(event.classes);
  if (event.groupBy === 'klasse') {
    for (const c of sorted) push(`klasse:${c.id}`, `Klasse ${c.name}`, c.grade, [c]);
  } else {
    for (const grade of [...new Set(sorted.map((c) => c.grade))])
      push(
        `stufe:${grade}`,
        `Klassenstufe ${grade}`,
        grade,
        sorted.filter((c) => c.grade === grade),
      );
  }
  return groups;
}

export function findChild(event: BjsEvent, childId: string): { child: EventChild; schoolClass: EventClass } | null {
  for (const schoolClass of event.classes) {
    const child = schoolClass.children.find((c) => c.id === childId);
    if (child) return { child, schoolClass };
  }
  return null;
}

/**
 * The event as a helper's phone gets it: names, genders and classes, but no grade-book ids — they
 * mean nothing elsewhere, and a helper's phone should hold no more than the stations need.
 */
export function eventForHelpers(event: BjsEvent): BjsEvent {
  return {
    ...event,
    classes: event.classes.map((c) => ({ ...c, sourceId: null, children: c.children.map((child) => ({ ...child, sourceId: null })) })),
  };
}
