import { Search } from 'lucide-react';
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { highlightRanges, snippetFrom } from '@core/domain/search/highlight';
import { applyFilters } from '@core/domain/search/quick-filters';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useAllCollections } from '@client/features/content';
import { FilterBar, NoResults, useFilterParams } from '@client/features/search';
import { Highlighted } from '@client/features/search';
import { buildIndex, libraryItems, searchLibrary, type SearchHit } from '@client/features/search';

/** Enough to read on a phone; more on request (a teacher usually refines instead). */
const PAGE_SIZE = 10;
/** One letter matches nearly everything; searching starts with the second. */
const MIN_QUERY = 2;

const Result = memo(
  function Result({ hit, onOpen }: { hit: SearchHit; onOpen: () => void }) {
    const cut = snippetFrom(hit.item.snippet, hit.terms);
    return (
      <li>
        <Link
          to={hit.item.href}
          onClick={onOpen}
          className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600"
        >
          <span className="block font-bold">
            <Highlighted text={hit.item.title} ranges={highlightRanges(hit.item.title, hit.terms)} />
          </span>
          <span className="block text-sm font-semibold text-brand-800">{hit.item.collection}</span>
          <span className="mt-1 block text-sm text-slate-700">
            <Highlighted text={cut.text} ranges={cut.ranges} />
          </span>
        </Link>
      </li>
    );
  },
  (a, b) => a.hit.item === b.hit.item && a.hit.terms.join() === b.hit.terms.join(),
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
  const index = useMemo(() => buildIndex(items), [items]);
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);

  const searching = query.length >= MIN_QUERY;
  const hits: SearchHit[] = useMemo(
    () => (searching ? searchLibrary(index, byId, query) : items.map((item) => ({ item, terms: [] }))),
    [searching, index, byId, query, items],
  );
  const matching = useMemo(() => hits.map((h) => h.item), [hits]);
  const filtered = new Set(applyFilters(matching, filters).map((i) => i.id));
  const shown = hits.filter((h) => filtered.has(h.item.id));
  const active = searching || Object.keys(filters).length > 0;

  const groups = new Map<string, { order: number; hits: SearchHit[] }>();
  for (const hit of shown.slice(0, limit)) {
    const group = groups.get(hit.item.area) ?? { order: hit.item.areaOrder, hits: [] };
    group.hits.push(hit);
    groups.set(hit.item.area, group);
  }

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
          onChange={(e) => {
            setText(e.target.value);
            setLimit(PAGE_SIZE);
          }}
          className="min-h-12 w-full rounded-2xl border-2 border-slate-300 bg-white pr-3 pl-10 text-lg outline-none focus:border-brand-600"
        />
      </form>
      <FilterBar items={matching} filters={filters} onChange={setFilter} onClear={clearFilters} shown={shown.length} />
      {library.pending && items.length === 0 && <Spinner label="Bibliothek wird geladen …" />}
      {library.failed > 0 && (
        <p className="text-sm text-slate-600">Ohne Netz durchsucht die Suche nur die Sammlungen, die auf diesem Gerät gespeichert sind.</p>
      )}
      {!active && items.length > 0 && (
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
      {active &&
        [...groups.entries()]
          .sort(([, a], [, b]) => a.order - b.order)
          .map(([area, group]) => (
            <section key={area} aria-label={area} className="space-y-2">
              <h2 className="text-lg font-bold text-slate-700">{area}</h2>
              <ul className="space-y-2">
                {group.hits.map((hit) => (
                  <Result key={hit.item.id} hit={hit} onOpen={() => clearTimeout(pendingUrl.current)} />
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
