import { Search, X } from 'lucide-react';
import { lazy, memo, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { highlightRanges, snippetFrom } from '@core/domain/search/highlight';
import { itemSnippet, libraryItems, searchLibraryIndex, type SearchHit } from '@core/domain/search/library-search';
import { withoutChip } from '@core/domain/search/query-chips';
import { applyFilters } from '@core/domain/search/quick-filters';
import { KeyTags } from '@client/components/key-tags';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useAllCollections } from '@client/features/content';
import { useSession } from '@client/features/auth';
import type { ContentItem } from '@core/schemas/content';
import { FilterBar, NoResults, useFilterParams } from '@client/features/search';
import { Highlighted, libraryVersion, useLibraryIndex, useMaterialInventory } from '@client/features/search';

/** Enough to read on a phone; more on request (a teacher usually refines instead). */
const PAGE_SIZE = 10;
/** One letter matches nearly everything; searching starts with the second. */
const MIN_QUERY = 2;

// Plans (issue 24) load with the first result that offers them, not with the screen.
const LazyPlanActions = lazy(() => import('@client/features/lesson-plans/components/card-plan-actions'));

const Result = memo(
  function Result({ hit, onOpen, card }: { hit: SearchHit; onOpen: () => void; card: ContentItem | undefined }) {
    const cut = snippetFrom(itemSnippet(hit.item), hit.terms);
    return (
      <li className="space-y-1">
        <Link
          to={hit.item.href}
          onClick={onOpen}
          className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600"
        >
          <span className="block font-bold">
            <Highlighted text={hit.item.title} ranges={highlightRanges(hit.item.title, hit.terms)} />
          </span>
          {/* The area is a label on each result: one list by relevance (issue 23). */}
          <span className="block text-sm font-semibold text-brand-800">
            {hit.item.area === hit.item.collection ? hit.item.area : `${hit.item.area} · ${hit.item.collection}`}
          </span>
          <span className="mt-1 block text-sm text-slate-700">
            <Highlighted text={cut.text} ranges={cut.ranges} />
          </span>
          <KeyTags tags={hit.item.tags} className="mt-2" />
        </Link>
        {card && (
          <div className="flex flex-wrap items-center gap-1">
            <Suspense fallback={null}>
              <LazyPlanActions card={card} notes={false} />
            </Suspense>
          </div>
        )}
      </li>
    );
  },
  (a, b) => a.hit.item === b.hit.item && a.hit.terms.join() === b.hit.terms.join() && a.card === b.card,
);

export default function SearchRoute() {
  const inputId = useId();
  const library = useAllCollections();
  const { params, filters, setFilter, clearFilters, update } = useFilterParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const query = text.trim();

  // The address follows the text once typing pauses: a navigation per keystroke would cost time.
  // Opening a result cancels it, so it can never rewrite the address of the screen opened.
  const pendingUrl = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    pendingUrl.current = setTimeout(() => {
      if (window.location.pathname === paths.search.getHref()) update((next) => (query ? next.set('q', query) : next.delete('q')));
    }, 400);
    return () => clearTimeout(pendingUrl.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update changes identity with every navigation
  }, [query]);

  const lists = library.lists;
  const items = useMemo(() => libraryItems(lists), [lists]);
  const signedIn = Boolean(useSession().data);
  const cards = useMemo(() => new Map(lists.flatMap((list) => list.items.map((card) => [card.id, card] as const))), [lists]);
  const version = useMemo(() => libraryVersion(lists), [lists]);
  // Built once per library version and kept on the device: opening the screen again is instant.
  const index = useLibraryIndex(items, version, !library.pending);
  const [grouped, setGrouped] = useState(false);

  const searching = query.length >= MIN_QUERY && index !== null;
  const result = useMemo(
    () =>
      searching && index
        ? searchLibraryIndex(index, query)
        : { chips: [], text: '', hits: items.map((item) => ({ item, terms: [] as string[], score: 0 })) },
    [searching, index, query, items],
  );
  const hits: SearchHit[] = result.hits;
  const matching = useMemo(() => hits.map((h) => h.item), [hits]);
  const inventory = useMaterialInventory();
  const filtered = new Set(applyFilters(matching, filters, undefined, { inventory }).map((i) => i.id));
  const shown = hits.filter((h) => filtered.has(h.item.id));
  const active = searching || Object.keys(filters).length > 0;

  // One list by relevance; grouped by area only when the teacher asks for it.
  const groups = new Map<string, { order: number; hits: SearchHit[] }>();
  for (const hit of shown.slice(0, limit)) {
    const key = grouped ? hit.item.area : '';
    const group = groups.get(key) ?? { order: grouped ? hit.item.areaOrder : 0, hits: [] };
    group.hits.push(hit);
    groups.set(key, group);
  }
  const changeText = (next: string) => {
    setText(next);
    setLimit(PAGE_SIZE);
  };

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Suche</h1>
      <form role="search" onSubmit={(e) => e.preventDefault()} className="relative">
        <label htmlFor={inputId} className="sr-only">
          Spiele, Stunden und Ideen suchen
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id={inputId}
          type="search"
          // The search screen is opened to type: focus it at once.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={text}
          placeholder="z. B. Brennball, Fangspiel, Seilspringen …"
          onChange={(e) => changeText(e.target.value)}
          className="min-h-12 w-full rounded-2xl border-2 border-slate-300 bg-white pr-3 pl-10 text-lg outline-none focus:border-brand-600"
        />
      </form>
      {result.chips.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-slate-700">Erkannt:</span>
          <ul aria-label="Aus der Suche erkannte Filter" className="flex flex-wrap gap-2">
            {result.chips.map((chip) => (
              <li key={chip.label}>
                <button
                  type="button"
                  onClick={() => changeText(withoutChip(text, chip))}
                  aria-label={`Filter „${chip.label}“ entfernen`}
                  className="flex min-h-11 items-center gap-1 rounded-full border border-brand-600 bg-brand-50 px-3 text-sm font-bold text-brand-800"
                >
                  {chip.label}
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <FilterBar items={matching} filters={filters} onChange={setFilter} onClear={clearFilters} shown={shown.length} />
      {library.pending && items.length === 0 && <Spinner label="Bibliothek wird geladen …" />}
      {!library.pending && items.length > 0 && index === null && query.length >= MIN_QUERY && <Spinner label="Suche wird vorbereitet …" />}
      {library.failed > 0 && (
        <p className="text-sm text-slate-600">Ohne Netz durchsucht die Suche nur die Sammlungen, die auf diesem Gerät gespeichert sind.</p>
      )}
      {!active && query.length < MIN_QUERY && items.length > 0 && (
        <p className="text-slate-700">Suche in allen {items.length} Spielen, Stunden und Ideen – oder wählen Sie Schnellfilter.</p>
      )}
      {active && items.length > 0 && shown.length === 0 && (
        <NoResults
          items={matching}
          filters={filters}
          query={query}
          onRemove={(key) => setFilter(key, null)}
          onClearQuery={() => {
            setText('');
            update((next) => next.delete('q'));
          }}
        />
      )}
      {active && shown.length > 0 && (
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-700">
          <input type="checkbox" checked={grouped} onChange={(e) => setGrouped(e.target.checked)} className="size-5" />
          Nach Bereich gruppieren
        </label>
      )}
      {active &&
        [...groups.entries()]
          .sort(([, a], [, b]) => a.order - b.order)
          .map(([area, group]) => (
            <section key={area || 'alle'} aria-label={area || 'Treffer'} className="space-y-2">
              {area && <h2 className="text-lg font-bold text-slate-700">{area}</h2>}
              <ul className="space-y-2">
                {group.hits.map((hit) => (
                  <Result
                    key={hit.item.id}
                    hit={hit}
                    card={signedIn ? cards.get(hit.item.id) : undefined}
                    onOpen={() => clearTimeout(pendingUrl.current)}
                  />
                ))}
              </ul>
            </section>
          ))}
      {active && shown.length > limit && (
        <Button variant="secondary" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
          Weitere Treffer zeigen ({shown.length - limit})
        </Button>
      )}
    </div>
  );
}
