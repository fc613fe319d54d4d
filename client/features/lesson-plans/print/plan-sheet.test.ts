import type { CardCopy, LessonPlan, PlanItem } from '@core/domain/lesson-plan/plan-model';
import { describe, expect, it } from 'vitest';
import { sheetFacts, sheetPhases } from './plan-sheet';

const NOW = '2026-11-26T10:00:00.000Z';
const CARD: CardCopy = {
  collection: 'aufwaermspiele',
  clickableHeader: 'Autofahren',
  contentHeader: null,
  sections: [
    {
      id: 's',
      content:
        '## Steckbrief\n- **Dauer:** 8 Minuten\n\n## Aufbau\nDie Reifen liegen am Rand. Jedes Kind holt einen.\n\n```skizze\nfeld: halle\n```\n',
    },
  ],
  materials: ['Reifen'],
  durationMinutes: 8,
  updatedAt: NOW,
};

function item(over: Partial<PlanItem> & Pick<PlanItem, 'id' | 'phaseId' | 'order' | 'minutes'>): PlanItem {
  return {
    kind: 'text',
    contentId: null,
    sectionId: null,
    title: '',
    text: '',
    card: null,
    cardGone: false,
    updatedAt: NOW,
    rev: 0,
    ...over,
  };
}

const PLAN = {
  phases: [
    { id: 'h', name: 'Hauptteil', order: 2, updatedAt: NOW, rev: 0 },
    { id: 'e', name: 'Einstieg', order: 1, updatedAt: NOW, rev: 0 },
    { id: 's', name: 'Schluss', order: 3, updatedAt: NOW, rev: 0 },
  ],
  items: [
    item({ id: 'c', phaseId: 'h', order: 1, minutes: 20, kind: 'card', contentId: 'k1', card: CARD, cardGone: true }),
    item({ id: 'a', phaseId: 'e', order: 1, minutes: 5, title: 'Begrüßung', text: 'Kreis bilden. Regeln nennen.' }),
    item({ id: 'b', phaseId: 'e', order: 2, minutes: 8, title: 'Zahlenkommando' }),
  ],
} satisfies Pick<LessonPlan, 'phases' | 'items'>;

describe('the printed plan', () => {
  it('lists the phases in order with times running on from the start of the lesson', () => {
    const phases = sheetPhases(PLAN);
    expect(phases.map((p) => [p.name, p.minutes, p.rows.map((r) => `${r.from}–${r.to} ${r.title}`)])).toEqual([
      ['Einstieg', 13, ['0–5 Begrüßung', '5–13 Zahlenkommando']],
      ['Hauptteil', 20, ['13–33 Autofahren']],
      ['Schluss', 0, []],
    ]);
  });

  it('gives each item one sentence, marks a card gone from the library, and takes a card’s first sketch', () => {
    const [first, second] = sheetPhases(PLAN);
    expect(first!.rows[0]).toMatchObject({ summary: 'Kreis bilden.', gone: false, sketch: null });
    expect(second!.rows[0]).toMatchObject({ summary: 'Die Reifen liegen am Rand.', gone: true, sketch: 'feld: halle\n' });
  });

  it('writes the head in German and leaves out what the plan does not say', () => {
    expect(sheetFacts({ date: '2026-11-26', className: '3a', lengthMinutes: 45, classSize: 24 })).toBe(
      'Do., 26.11.2026 · Klasse 3a · 45 Minuten · 24 Kinder',
    );
    expect(sheetFacts({ date: null, className: 'Sport-AG', lengthMinutes: 90, classSize: null })).toBe('Sport-AG · 90 Minuten');
    expect(sheetFacts({ date: null, className: 'Kurs Q1', lengthMinutes: 90, classSize: 1 })).toBe('Kurs Q1 · 90 Minuten · 1 Kind');
  });
});
