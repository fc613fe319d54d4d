import type { CardCopy, LessonPlan } from '@core/domain/lesson-plan/plan-model';
import type { ContentItem } from '@core/schemas/content';
import type { PlanRow } from './lesson-plans.queries';

/** The stored document: written only after lessonPlanSchema checked it, so it is read as it is. */
export function planOf(row: Pick<PlanRow, 'doc'>): LessonPlan {
  return JSON.parse(row.doc) as LessonPlan;
}

/** What a plan keeps of a library card: enough to show and print it after the card is deleted. */
export function cardCopyOf(card: ContentItem): CardCopy {
  return {
    collection: card.collection,
    clickableHeader: card.clickableHeader,
    contentHeader: card.contentHeader,
    sections: card.sections.map(({ id, content }) => ({ id, content })),
    materials: card.tags?.materials ?? [],
    durationMinutes: card.tags?.durationMinutes ?? null,
    updatedAt: card.updatedAt,
  };
}

export interface Refreshed {
  plan: LessonPlan;
  /** Card items whose card is gone and that have no copy to show instead. */
  unreadable: string[];
}

/**
 * Cards are held by reference: every card item gets the library's card as it is now, so an
 * admin's correction reaches every plan. A deleted card leaves the last copy, marked `cardGone`.
 * The copy a device sent is never trusted over the library's while the card exists.
 */
export function refreshCards(plan: LessonPlan, cards: ReadonlyMap<string, ContentItem>): Refreshed {
  const unreadable: string[] = [];
  const items = plan.items.map((item) => {
    if (item.kind !== 'card' || item.contentId === null) return item;
    const card = cards.get(item.contentId);
    if (card) return { ...item, card: cardCopyOf(card), cardGone: false };
    if (!item.card) unreadable.push(item.id);
    return { ...item, cardGone: true };
  });
  return { plan: { ...plan, items }, unreadable };
}

/** The ids of the library cards a plan refers to. */
export function cardIdsOf(plans: readonly LessonPlan[]): string[] {
  return [
    ...new Set(plans.flatMap((plan) => plan.items.flatMap((item) => (item.kind === 'card' && item.contentId ? [item.contentId] : [])))),
  ];
}

/** The path of a shared plan in the app (the client's route /stunden/geteilt/:token). */
export const sharedPlanPath = (token: string) => `/stunden/geteilt/${encodeURIComponent(token)}`;

/** The name a colleague sees on a shared plan: the username as its owner spells it, else her e-mail address. */
export function ownerName(owner: { displayUsername: string | null; username: string | null; email: string }): string {
  return owner.displayUsername?.trim() || owner.username?.trim() || owner.email;
}
