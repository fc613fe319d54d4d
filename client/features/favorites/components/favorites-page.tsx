import type { Favorite } from '@core/schemas/favorite';
import { compareGerman } from '@core/domain/german-sort';
import { Star, Trash2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { Markdown } from '@client/components/markdown/markdown';
import { useOnline } from '@client/lib/use-online';
import { favoritesSyncStatus, useFavorites, useToggleFavorite } from '../api/favorites';

// Plans (issue 24) load with the first result that offers them, not with the screen.
const LazyPlanActions = lazy(() => import('@client/features/lesson-plans/components/card-plan-actions'));

function RemoveButton({ favorite }: { favorite: Favorite }) {
  const input =
    favorite.kind === 'page'
      ? { kind: 'page' as const, collection: favorite.collection }
      : { kind: 'card' as const, contentId: favorite.card?.id ?? '' };
  const toggle = useToggleFavorite(input, favorite.card ?? undefined);
  return (
    <button
      type="button"
      onClick={toggle.toggle}
      disabled={toggle.isSaving}
      aria-label={`${favorite.name}: Von Favoriten entfernen`}
      className="flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-700"
    >
      <Trash2 aria-hidden="true" className="size-5" />
    </button>
  );
}

/**
 * Changes kept on this device that the server has not confirmed (issue 19): the teacher sees
 * that they are not lost and not yet everywhere.
 */
function SyncStatus() {
  const favorites = useFavorites();
  const retry = () => void favorites.refetch();
  const { pending } = favorites;
  const online = useOnline();
  const problem = favoritesSyncStatus((s) => s.problem);
  if (pending.length === 0) return null;
  const changes = pending.length === 1 ? '1 Änderung' : `${pending.length} Änderungen`;
  return (
    <div
      role="status"
      className="mb-5 flex flex-wrap items-center gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-3 text-amber-950"
    >
      <p className="flex-1">
        {online
          ? `${changes} auf diesem Gerät – die Liste wird synchronisiert …`
          : `Sie sind offline. ${changes} auf diesem Gerät gespeichert – die Liste wird synchronisiert, sobald wieder eine Verbindung besteht.`}
        {problem && <span className="mt-1 block font-semibold text-red-800">{problem}</span>}
      </p>
      {online && problem && (
        <Button variant="secondary" onClick={retry}>
          Erneut versuchen
        </Button>
      )}
    </div>
  );
}

/** /favoriten: the list from this device first, and whether changes still wait for the server. */
export function FavoritesPage() {
  return (
    <>
      <SyncStatus />
      <FavoritesList />
    </>
  );
}

/** Grouped by area, pages as links, cards with their text. */
function FavoritesList() {
  const favorites = useFavorites();
  const queuedAdds = new Set(favorites.pending.filter((p) => p.action === 'add').map((p) => p.itemKey));
  if (favorites.isPending) return <Spinner label="Favoriten werden geladen …" />;
  if (favorites.isError) {
    return (
      <div className="space-y-3">
        <Alert tone="error">Die Favoriten konnten nicht geladen werden. {favorites.error.message}</Alert>
        <Button variant="secondary" onClick={() => void favorites.refetch()}>
          Erneut versuchen
        </Button>
      </div>
    );
  }
  if (favorites.data.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
        <Star aria-hidden="true" className="mx-auto mb-2 size-8 text-amber-400" />
        Noch keine Favoriten. Tippen Sie auf einer Seite auf „Zu Favoriten hinzufügen“ oder bei einem Spiel auf den Stern.
      </div>
    );
  }
  const byArea = new Map<string, Favorite[]>();
  for (const f of favorites.data) byArea.set(f.category, [...(byArea.get(f.category) ?? []), f]);

  return (
    <div className="space-y-8">
      {[...byArea.entries()]
        .sort(([a], [b]) => compareGerman(a, b))
        .map(([area, list]) => (
          <section key={area} aria-labelledby={`fav-${area}`}>
            <h2 id={`fav-${area}`} className="mb-3 text-xl font-bold text-slate-700">
              {area}
            </h2>
            <ul className="space-y-3">
              {list.map((favorite) => (
                <li key={favorite.id} className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
                  <div className="flex items-start gap-2">
                    <Link
                      to={favorite.path}
                      className="flex min-h-11 flex-1 items-center font-bold text-brand-800 underline-offset-4 hover:underline"
                    >
                      {favorite.name}
                    </Link>
                    {queuedAdds.has(favorite.itemKey) && (
                      <span className="self-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                        wird synchronisiert
                      </span>
                    )}
                    <RemoveButton favorite={favorite} />
                  </div>
                  {favorite.card && (
                    <div className="px-1 pb-1 text-sm">
                      {favorite.card.sections.map((section) => (
                        <Markdown key={section.id} text={section.content} />
                      ))}
                      <div className="mt-2 flex flex-wrap items-center gap-1">
                        <Suspense fallback={null}>
                          <LazyPlanActions card={favorite.card} notes={false} />
                        </Suspense>
                      </div>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
