import type { ContentItem } from '@core/schemas/content';
import { AddToPlan, TakeOverLesson } from './add-to-plan';
import { CardNotes } from './card-notes';

/**
 * What a signed-in teacher can do with a card beyond reading it (issue 24): put it into a plan,
 * take a series lesson over as a plan, and keep her own notes on it. Loaded on demand: the
 * collection screen's first paint does not wait for it.
 */
export default function CardPlanActions({ card }: { card: ContentItem }) {
  return (
    <>
      <AddToPlan card={card} />
      <TakeOverLesson card={card} />
      <div className="w-full">
        <CardNotes contentId={card.id} />
      </div>
    </>
  );
}
