// Stundenplaner (issue 24): a lesson plan is a small document — a head (title, date, class, length)
// and phases holding items, each item a library card (by reference, with the last copy the plan
// saw) or a free text, each with minutes. Pure types and rules; the server stores the document per
// account, the device keeps a copy to work offline, and both merge with plan-merge.ts.

/** The limits the API and the editor enforce, with the same German messages (plan-problems.ts). */
export const PLAN_LIMITS = {
  plansPerAccount: 300,
  phasesPerPlan: 8,
  itemsPerPlan: 40,
  titleLength: 120,
  classNameLength: 40,
  phaseNameLength: 60,
  itemTitleLength: 120,
  itemTextLength: 2000,
  minutes: 240,
  lengthMinutes: 300,
  classSize: 60,
  notesPerAccount: 2000,
  noteLength: 1000,
} as const;

/** The usual lesson lengths a teacher picks from; any other is „frei“. */
export const LESSON_LENGTHS = [45, 90] as const;

/** The phases a new plan starts with (renamable, reorderable, more can be added). */
export const DEFAULT_PHASES = ['Einstieg/Erwärmung', 'Hauptteil', 'Schluss'] as const;

/** The last copy of a library card a plan saw: what stays readable if the card is deleted later. */
export interface CardCopy {
  collection: string;
  clickableHeader: string;
  contentHeader: string | null;
  sections: { id: string; content: string }[];
  materials: string[];
  durationMinutes: number | null;
  updatedAt: string;
}

export interface PlanPhase {
  id: string;
  name: string;
  /** Position among the phases (fractional, so a move changes only the moved phase). */
  order: number;
  /** When the teacher last changed it on some device: the later change wins (plan-merge.ts). */
  updatedAt: string;
  /** The server revision that last wrote it (0 = not yet on the server). */
  rev: number;
}

export interface PlanItem {
  id: string;
  phaseId: string;
  order: number;
  kind: 'card' | 'text';
  /** Card items: the card, and optionally one section of it (a phase of a series lesson). */
  contentId: string | null;
  sectionId: string | null;
  /** Text items: the teacher's title and text; card items: a title of her own, if any ('' = the card's). */
  title: string;
  text: string;
  minutes: number;
  /** Card items: the card as the plan last saw it. */
  card: CardCopy | null;
  /** Card items: the card was deleted in the library; `card` is the last copy. */
  cardGone: boolean;
  updatedAt: string;
  rev: number;
}

export interface PlanHead {
  title: string;
  /** YYYY-MM-DD, or null when the lesson has no date yet. */
  date: string | null;
  className: string;
  lengthMinutes: number;
  /** Children in the class: material amounts „je Kind“ are counted for it. */
  classSize: number | null;
}

export interface LessonPlan extends PlanHead {
  id: string;
  headUpdatedAt: string;
  headRev: number;
  phases: PlanPhase[];
  items: PlanItem[];
  /** The server's revision of the whole plan (0 = never stored). */
  revision: number;
  createdAt: string;
  updatedAt: string;
}

/** The id a plan change names the head by (phases and items by their own ids). */
export const HEAD_ID = 'kopf';

export function newPlan(id: string, head: Partial<PlanHead>, now: string, newId: () => string): LessonPlan {
  return {
    id,
    title: head.title ?? 'Neue Stunde',
    date: head.date ?? null,
    className: head.className ?? '',
    lengthMinutes: head.lengthMinutes ?? 45,
    classSize: head.classSize ?? null,
    headUpdatedAt: now,
    headRev: 0,
    phases: DEFAULT_PHASES.map((name, index) => ({ id: newId(), name, order: index + 1, updatedAt: now, rev: 0 })),
    items: [],
    revision: 0,
    createdAt: now,
    updatedAt: now,
  };
}

const byOrder = <T extends { order: number; id: string }>(a: T, b: T) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function sortedPhases(plan: Pick<LessonPlan, 'phases'>): PlanPhase[] {
  return [...plan.phases].sort(byOrder);
}

export function phaseItems(plan: Pick<LessonPlan, 'items'>, phaseId: string): PlanItem[] {
  return plan.items.filter((item) => item.phaseId === phaseId).sort(byOrder);
}

/** Every item in the order the lesson runs: phase by phase. */
export function itemsInRunOrder(plan: Pick<LessonPlan, 'items' | 'phases'>): PlanItem[] {
  return sortedPhases(plan).flatMap((phase) => phaseItems(plan, phase.id));
}

export function plannedMinutes(plan: Pick<LessonPlan, 'items'>): number {
  return plan.items.reduce((sum, item) => sum + item.minutes, 0);
}

/** „5 Minuten übrig“, „7 Minuten zu viel“ or „Passt genau“: the plan's items against its length. */
export function timeBalance(plan: Pick<LessonPlan, 'items' | 'lengthMinutes'>): {
  minutes: number;
  text: string;
  tone: 'ok' | 'left' | 'over';
} {
  const left = plan.lengthMinutes - plannedMinutes(plan);
  const unit = (n: number) => (n === 1 ? 'Minute' : 'Minuten');
  if (left === 0) return { minutes: 0, text: 'Passt genau', tone: 'ok' };
  if (left > 0) return { minutes: left, text: `${left} ${unit(left)} übrig`, tone: 'left' };
  return { minutes: left, text: `${-left} ${unit(-left)} zu viel`, tone: 'over' };
}

/** What an item is called: its own title, else the card's section heading or header. */
export function itemTitle(item: Pick<PlanItem, 'title' | 'card' | 'sectionId'>): string {
  if (item.title.trim()) return item.title.trim();
  if (!item.card) return 'Ohne Titel';
  const section = item.sectionId ? item.card.sections.find((s) => s.id === item.sectionId) : undefined;
  if (!section) return item.card.clickableHeader;
  // A phase of a series lesson is known by what the children do in it („Elefant und Katze,
  // Schattenlauf“), which tells the teacher more in the hall than the lesson's title again.
  const activities = [...section.content.matchAll(/\*\*([^*\n]+?)\s*\(\d+ Minuten\):\*\*/g)].map((m) => m[1]!.trim());
  if (activities.length > 0) return activities.length > 3 ? `${activities.slice(0, 3).join(', ')} …` : activities.join(', ');
  const heading = /^##[ \t]+(.+?)[ \t]*$/m.exec(section.content)?.[1];
  return heading ? `${item.card.clickableHeader}: ${heading.replace(/\s+\(\d+ Minuten\)$/, '')}` : item.card.clickableHeader;
}

/** The markdown an item shows in full: its section, the whole card, or the teacher's text. */
export function itemMarkdown(item: Pick<PlanItem, 'kind' | 'text' | 'card' | 'sectionId'>): string {
  if (item.kind === 'text' || !item.card) return item.text;
  const sections = item.sectionId ? item.card.sections.filter((s) => s.id === item.sectionId) : item.card.sections;
  return (sections.length > 0 ? sections : item.card.sections).map((s) => s.content).join('\n\n');
}

/** YYYY-MM-DD of a date in the device's time zone. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Plans as the list shows them: today's first, then the coming ones (soonest first), then past
 * ones (latest first), then those without a date (newest change first). Ties by title, German order.
 */
export function plansByDate<T extends Pick<LessonPlan, 'date' | 'title' | 'updatedAt'>>(plans: readonly T[], today: string): T[] {
  const collator = new Intl.Collator('de');
  const group = (p: T) => (p.date === today ? 0 : p.date === null ? 3 : p.date > today ? 1 : 2);
  return [...plans].sort((a, b) => {
    const ga = group(a);
    const gb = group(b);
    if (ga !== gb) return ga - gb;
    if (ga === 1 && a.date !== b.date) return a.date! < b.date! ? -1 : 1;
    if (ga === 2 && a.date !== b.date) return a.date! > b.date! ? -1 : 1;
    if (ga === 3 && a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt ? -1 : 1;
    return collator.compare(a.title, b.title);
  });
}
