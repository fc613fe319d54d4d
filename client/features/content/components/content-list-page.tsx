import type { Collection } from '@core/collections/registry';
import type { ContentItem } from '@core/schemas/content';
import { groupByCategory, type CategoryGroup } from '@core/domain/content-order';
import { sortGerman } from '@core/domain/german-sort';
import { applyFilters } from '@core/domain/search/quick-filters';
import { ArrowUp, FileText } from 'lucide-react';
import { lazy, memo, Suspense, useDeferredValue, useEffect, useMemo, useState, type ComponentProps } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { FavoriteStar, FavoriteToggle } from '@client/features/favorites';
import { useSession } from '@client/features/auth';
import { FilterBar, NoResults, useFilterParams, useMaterialInventory } from '@client/features/search';
import { useCollection } from '../api/get-collection';
import { AdminListControls, EditCardButton } from './admin-controls';
import { CollapsibleCard, OpenCard } from './content-card';

// Plans and notes (issue 24) load with the first opened card, not with the list.
const LazyPlanActions = lazy(() => import('@client/features/lesson-plans/components/card-plan-actions'));
function PlanActions(props: ComponentProps<typeof LazyPlanActions>) {
  return (
    <Suspense fallback={null}>
      <LazyPlanActions {...props} />
    </Suspense>
  );
}

function Legend({ collection }: { collection: Collection }) {
  if (!collection.legend) return null;
  return (
    <aside aria-label="Legende" className="mb-5 rounded-2xl border border-amber-200 bg-amber-50 p-4">
      <h2 className="font-bold text-amber-950">Legende</h2>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-amber-950">
        {collection.legend.map((entry) => (
          <div key={entry.abbreviation} className="contents">
            <dt className="font-bold">{entry.abbreviation}</dt>
            <dd>{entry.meaning}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 600);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label="Nach oben"
      className="fixed right-4 bottom-24 z-20 flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 print:hidden"
    >
      <ArrowUp aria-hidden="true" />
    </button>
  );
}

const NO_ITEMS: ContentItem[] = [];

/**
 * The cards, drawn again only when the cards, the filters or who is signed in change: the
 * signed-in user arrives from the server after the page is adopted, and React draws such an
 * update in one task (issue 21: total blocking time); the list takes it in a deferred render,
 * which React draws in slices.
 */
const CardGroups = memo(function CardGroups({
  collection,
  groups,
  isAdmin,
  signedIn,
  linked,
}: {
  collection: Collection;
  groups: CategoryGroup<ContentItem>[];
  isAdmin: boolean;
  signedIn: boolean;
  linked: string | null;
}) {
  return (
    <div className="space-y-8">
      {groups.map((group) => (
        <section key={group.category ?? 'ohne'} aria-label={group.category ?? 'Ohne Kategorie'}>
          {group.category && <h2 className="mb-3 text-xl font-bold text-slate-700">{group.category}</h2>}
          <div className="space-y-3">
            {group.items.map((item) =>
              collection.collapsible ? (
                <CollapsibleCard
                  key={item.id}
                  item={item}
                  initiallyOpen={linked === item.id}
                  actions={
                    <>
                      <FavoriteStar input={{ kind: 'card', contentId: item.id }} label={item.clickableHeader} card={item} />
                      {isAdmin && <EditCardButton collection={collection} item={item} />}
                      {signedIn && <PlanActions card={item} />}
                    </>
                  }
                />
              ) : (
                <OpenCard
                  key={item.id}
                  item={item}
                  headerAction={<FavoriteStar input={{ kind: 'card', contentId: item.id }} label={item.clickableHeader} card={item} />}
                  actions={
                    <>
                      {isAdmin && <EditCardButton collection={collection} item={item} />}
                      {signedIn && <PlanActions card={item} />}
                    </>
                  }
                />
              ),
            )}
          </div>
        </section>
      ))}
    </div>
  );
});

/** Spec "Content list pages": one collection's cards, grouped by category. */
export function ContentListPage({ collection }: { collection: Collection }) {
  const query = useCollection(collection.key);
  const session = useDeferredValue(useSession().data);
  const isAdmin = session?.role === 'admin';
  const signedIn = Boolean(session);
  const { hash } = useLocation();
  const linked = hash.startsWith('#karte-') ? hash.slice('#karte-'.length) : null;
  const { filters, setFilter, clearFilters } = useFilterParams();
  const all = query.data ?? NO_ITEMS;
  const inventory = useMaterialInventory();
  const shown = useMemo(() => applyFilters(all, filters, undefined, { inventory }), [all, filters, inventory]);
  const groups = useMemo(() => (collection.pdfOnly ? [] : groupByCategory(shown)), [collection.pdfOnly, shown]);
  const files = useMemo(() => (collection.pdfOnly ? sortGerman(shown, (item) => item.clickableHeader) : []), [collection.pdfOnly, shown]);

  return (
    <div className="mx-auto max-w-3xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{collection.title}</h1>
        <div className="print:hidden">
          <FavoriteToggle input={{ kind: 'page', collection: collection.key }} />
        </div>
      </div>
      {/* On paper: the list itself, without admin tools, filters and buttons. */}
      {isAdmin && (
        <div className="print:hidden">
          <AdminListControls collection={collection} />
        </div>
      )}
      <Legend collection={collection} />
      {query.isPending && <Spinner label="Inhalte werden geladen …" />}
      {query.isError && (
        <div className="space-y-3">
          <Alert tone="error">{query.error.message}</Alert>
          <Button variant="secondary" className="print:hidden" onClick={() => void query.refetch()} busy={query.isFetching}>
            Erneut versuchen
          </Button>
        </div>
      )}
      {query.data && query.data.length === 0 && (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">In dieser Sammlung gibt es noch keine Inhalte.</p>
      )}
      {all.length > 0 && (
        <div className="mb-4 print:hidden">
          <FilterBar items={all} filters={filters} onChange={setFilter} onClear={clearFilters} shown={shown.length} />
        </div>
      )}
      {all.length > 0 && shown.length === 0 && <NoResults items={all} filters={filters} onRemove={(key) => setFilter(key, null)} />}
      {shown.length > 0 && collection.pdfOnly && (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
          {files.map((item) => (
            <li key={item.id}>
              <a
                href={item.pdfLink ?? '#'}
                target="_blank"
                rel="noopener noreferrer"
                className="flex h-full min-h-28 flex-col items-start gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600"
              >
                <FileText aria-hidden="true" className="size-8 text-red-700" />
                <span className="font-bold">{item.clickableHeader}</span>
                <span className="text-sm text-slate-600">PDF öffnen</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {shown.length > 0 && !collection.pdfOnly && (
        <CardGroups collection={collection} groups={groups} isAdmin={isAdmin} signedIn={signedIn} linked={linked} />
      )}
      <ScrollToTop />
    </div>
  );
}
