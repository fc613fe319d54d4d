import type { FavoriteInput } from '@core/schemas/favorite';
import { Star } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useToggleFavorite } from '../api/favorites';

/** Spec: 'Zu Favoriten hinzufügen' / 'Von Favoriten entfernen', disabled with a spinner while saving. */
export function FavoriteToggle({ input }: { input: FavoriteInput }) {
  const favorite = useToggleFavorite(input);
  return (
    <div className="space-y-1">
      <Button variant="secondary" busy={favorite.isSaving} disabled={favorite.isLoading} onClick={favorite.toggle} aria-pressed={favorite.isFavorite}>
        {!favorite.isSaving && <Star aria-hidden="true" className={`size-5 ${favorite.isFavorite ? 'fill-amber-400 text-amber-500' : ''}`} />}
        {favorite.isFavorite ? 'Von Favoriten entfernen' : 'Zu Favoriten hinzufügen'}
      </Button>
      {favorite.error && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {favorite.error.message}
        </p>
      )}
    </div>
  );
}

/** The star on a card. */
export function FavoriteStar({ input, label }: { input: FavoriteInput; label: string }) {
  const favorite = useToggleFavorite(input);
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
      {favorite.error && (
        <span role="alert" className="max-w-48 text-right text-xs font-semibold text-red-700">
          {favorite.error.message}
        </span>
      )}
    </span>
  );
}
