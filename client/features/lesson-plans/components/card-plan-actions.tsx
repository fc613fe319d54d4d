import type { ContentItem } from '@core/schemas/content';
import { AddToPlan, TakeOverLesson } from './add-to-plan';
import { CardNotes } from './card-notes';

/**
 * What a signed-in teacher can do with a card beyond reading it (issue 24): put it into a plan,
 * take a series lesson over as a plan, and keep her own notes on it (where the card is read in full).
 * Loaded on demand: the list, search and favourites screens do not wait for it, and the first
 * screen's preload lists stay short (issue 21).
 */
export default function CardPlanActions({ card, notes = true }: { card: ContentItem; notes?: boolean }) {
  return (
    <>
      <AddToPlan card={card} />
      <TakeOverLesson card={card} />
      {notes && (
        <div className="w-full">
          <CardNotes contentId={card.id} />
        </div>
      )}
    </>
  );
}
