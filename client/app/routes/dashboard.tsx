import { ArrowRight, ClipboardList, Clock, Star, Wrench } from 'lucide-react';
import { isoDay } from '@core/domain/lesson-plan/plan-model';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useFavorites } from '@client/features/favorites';
import { recentlyUsed, type RecentEntry } from '@client/features/navigation';
import { PLANS_PATH, planPath, usePlans } from '@client/features/lesson-plans';

const tile = 'flex min-h-14 items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-2 shadow-sm hover:border-brand-600';

function Section({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function RecentList({ entries, label }: { entries: RecentEntry[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-2 sm:grid-cols-2">
      {entries.map((entry) => (
        <li key={entry.path}>
          <Link to={entry.path} className={tile}>
            <span className="flex-1">
              <span className="block font-bold">{entry.title}</span>
              {entry.context && <span className="block text-sm text-slate-600">{entry.context}</span>}
            </span>
            <ArrowRight aria-hidden="true" className="size-5 text-brand-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The coming lessons (today's first), and the way to all of them. */
function PlansSection() {
  const { plans } = usePlans();
  const today = isoDay(new Date());
  const coming = plans.filter((p) => p.date === null || p.date >= today).slice(0, 4);
  return (
    <Section id="stunden" title="Meine Stunden" icon={<ClipboardList aria-hidden="true" className="size-5 text-brand-700" />}>
      {coming.length > 0 && (
        <RecentList
          label="Nächste Stunden"
          entries={coming.map((p) => ({
            kind: 'page',
            path: planPath(p.id),
            title: p.title,
            at: p.updatedAt,
            context: [p.date === today ? 'Heute' : p.date ? p.date.split('-').reverse().join('.') : 'ohne Datum', p.className]
              .filter(Boolean)
              .join(' · '),
          }))}
        />
      )}
      <Link to={PLANS_PATH} className={tile}>
        <span className="flex-1 font-bold">
          {plans.length > 0 ? 'Alle Stunden' : 'Stunden planen: aus der Sammlung zusammenstellen, durchführen, drucken'}
        </span>
        <ArrowRight aria-hidden="true" className="size-5 text-brand-700" />
      </Link>
    </Section>
  );
}

/** /dashboard: what this teacher uses most, one tap away — her lessons, favourites and the last tools and pages. */
export default function DashboardRoute() {
  const recent = recentlyUsed((s) => s.value);
  const favorites = useFavorites();
  const tools = recent.filter((e) => e.kind === 'tool').slice(0, 4);
  const pages = recent.filter((e) => e.kind === 'page').slice(0, 6);
  const empty = 'rounded-2xl bg-slate-100 p-4 text-slate-700';

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Mein Überblick</h1>
      <PlansSection />
      <Section id="tools" title="Zuletzt benutzte Tools" icon={<Wrench aria-hidden="true" className="size-5 text-brand-700" />}>
        {tools.length > 0 ? (
          <RecentList entries={tools} label="Zuletzt benutzte Tools" />
        ) : (
          <p className={empty}>Hier erscheinen die Tools, die Sie zuletzt benutzt haben.</p>
        )}
      </Section>
      <Section id="seiten" title="Zuletzt geöffnet" icon={<Clock aria-hidden="true" className="size-5 text-brand-700" />}>
        {pages.length > 0 ? (
          <RecentList entries={pages} label="Zuletzt geöffnete Seiten" />
        ) : (
          <p className={empty}>Hier erscheinen die Spiele und Stunden, die Sie zuletzt geöffnet haben.</p>
        )}
      </Section>
      <Section id="favoriten" title="Favoriten" icon={<Star aria-hidden="true" className="size-5 fill-amber-400 text-amber-500" />}>
        {favorites.isPending && <Spinner label="Favoriten werden geladen …" />}
        {favorites.isError && <p className={empty}>Die Favoriten lassen sich gerade nicht laden. {favorites.error.message}</p>}
        {favorites.data && favorites.data.length === 0 && (
          <p className={empty}>Noch keine Favoriten. Mit dem Stern merken Sie sich Spiele und Seiten hier.</p>
        )}
        {favorites.data && favorites.data.length > 0 && (
          <>
            <ul aria-label="Favoriten" className="grid gap-2 sm:grid-cols-2">
              {favorites.data.slice(0, 6).map((favorite) => (
                <li key={favorite.id}>
                  <Link to={favorite.path} className={tile}>
                    <span className="flex-1">
                      <span className="block font-bold">{favorite.name}</span>
                      <span className="block text-sm text-slate-600">{favorite.category}</span>
                    </span>
                    <ArrowRight aria-hidden="true" className="size-5 text-brand-700" />
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={paths.favorites.getHref()} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              Alle Favoriten ({favorites.data.length})
            </Link>
          </>
        )}
      </Section>
    </div>
  );
}
