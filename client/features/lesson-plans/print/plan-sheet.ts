import { itemMarkdown, itemTitle, phaseItems, sortedPhases, type LessonPlan, type PlanItem } from '@core/domain/lesson-plan/plan-model';
import { firstSketch, shortText } from '@core/domain/lesson-plan/plan-text';
import { germanDate } from '../components/plan-dates';

// The printed plan as data (issue 24): what each row of the one-page plan says, worked out apart
// from the layout so it can be checked without a browser.

export const GONE_MARK = '(aus der Sammlung entfernt – letzte Fassung)';

export interface SheetRow {
  item: PlanItem;
  /** Minutes from the start of the lesson: „10–25“. */
  from: number;
  to: number;
  title: string;
  /** One sentence of what happens, for one line of the table. */
  summary: string;
  gone: boolean;
  sketch: string | null;
}

export interface SheetPhase {
  id: string;
  name: string;
  minutes: number;
  rows: SheetRow[];
}

/** The phases in order, each with its items' rows; the times run on across the phases. */
export function sheetPhases(plan: Pick<LessonPlan, 'phases' | 'items'>): SheetPhase[] {
  let at = 0;
  return sortedPhases(plan).map((phase) => {
    const rows = phaseItems(plan, phase.id).map((item) => {
      const markdown = itemMarkdown(item);
      const row: SheetRow = {
        item,
        from: at,
        to: at + item.minutes,
        title: itemTitle(item),
        summary: shortText(markdown, { sentences: 1, maxLength: 140 }),
        gone: item.kind === 'card' && item.cardGone,
        sketch: item.kind === 'card' ? firstSketch(markdown) : null,
      };
      at += item.minutes;
      return row;
    });
    return { id: phase.id, name: phase.name, minutes: rows.reduce((sum, row) => sum + row.item.minutes, 0), rows };
  });
}

/** „Do., 26.11.2026 · Klasse 3a · 45 Minuten · 24 Kinder“, leaving out what the plan does not say. */
export function sheetFacts(plan: Pick<LessonPlan, 'date' | 'className' | 'lengthMinutes' | 'classSize'>): string {
  const name = plan.className.trim();
  return [
    plan.date ? germanDate(plan.date) : null,
    // „3a“ is a class; „Sport-AG“ or „Kurs Q1“ say what they are.
    name ? (/^\d/.test(name) ? `Klasse ${name}` : name) : null,
    `${plan.lengthMinutes} Minuten`,
    plan.classSize ? `${plan.classSize} ${plan.classSize === 1 ? 'Kind' : 'Kinder'}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Type sizes for the one-page plan, largest first: the sheet steps down until it fits A4 (a plan
 * with a dozen items and a long material list still goes on one page). Sketch widths in mm.
 */
export const DENSITIES = [
  { fontPt: 10.5, sketchMm: 40 },
  { fontPt: 9.5, sketchMm: 36 },
  { fontPt: 8.5, sketchMm: 32 },
  { fontPt: 7.5, sketchMm: 27 },
  { fontPt: 7, sketchMm: 24 },
] as const;

/** A4 portrait with the app's 15 mm print margins (client/index.css). */
export const PAGE = { widthMm: 210, heightMm: 297, marginMm: 15 } as const;
export const CONTENT_HEIGHT_MM = PAGE.heightMm - 2 * PAGE.marginMm;
