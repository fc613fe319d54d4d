import type { ContentItem } from '@core/schemas/content';
import type { FavoriteInput } from '@core/schemas/favorite';
import { Star } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { favoritesSyncStatus, useToggleFavorite } from '../api/favorites';

/** Shown under a star whose change this device has not handed to the server yet (offline, or on its way). */
function QueuedNote({ align }: { align: 'left' | 'right' }) {
  const problem = favoritesSyncStatus((s) => s.problem);
  return (
    <span
      className={`block text-xs font-semibold ${problem ? 'text-red-700' : 'text-slate-600'} ${align === 'right' ? 'max-w-48 text-right' : ''}`}
      role={problem ? 'alert' : 'status'}
    >
      {problem ?? 'wird synchronisiert'}
    </span>
  );
}

/** Spec: 'Zu Favoriten hinzufügen' / 'Von Favoriten entfernen', disabled with a spinner while saving. */
export function FavoriteToggle({ input }: { input: FavoriteInput }) {
  const favorite = useToggleFavorite(input);
  const { isFavorite } = favorite;
  return (
    <div className="space-y-1">
      <Button
        variant="secondary"
        busy={favorite.isSaving}
        disabled={favorite.isLoading}
        onClick={favorite.toggle}
        aria-pressed={isFavorite}
      >
        {!favorite.isSaving && <Star aria-hidden="true" className={`size-5 ${isFavorite ? 'fill-amber-400 text-amber-500' : ''}`} />}
        {isFavorite ? 'Von Favoriten entfernen' : 'Zu Favoriten hinzufügen'}
      </Button>
      {favorite.isQueued && <QueuedNote align="left" />}
    </div>
  );
}

/** The star on a card; `card` lets the favourites list show it before the server has confirmed it. */
export function FavoriteStar({ input, label, card }: { input: FavoriteInput; label: string; card?: ContentItem }) {
  const favorite = useToggleFavorite(input, card);
  return (
    <span className="inline-flex flex-col items-end">
      <button
        type="button"
        onClick={favorite.toggle}
        disabled={favorite.isSaving || favorite.isLoading}
        aria-pressed={favorite.isFavorite}
        aria-label={`${label}: ${favorite.isFavorite ? 'Von Favoriten entfernen' : 'Zu Favoriten hinzufügen'}`}
        className="flex size-11 items-center justify-center rounded-full text-amber-500 hover:bg-amber-50 disabled:opacity-50"
      >
        {favorite.isSaving ? (
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent" />
        ) : (
          <Star aria-hidden="true" className={`size-6 ${favorite.isFavorite ? 'fill-amber-400' : ''}`} />
        )}
      </button>
      {favorite.isQueued && <QueuedNote align="right" />}
    </span>
  );
}
