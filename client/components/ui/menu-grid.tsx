import { groupMenuEntries, menuColumns, type MenuEntry } from '@core/domain/menu-layout';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

export interface MenuGridEntry extends MenuEntry {
  description?: string;
  icon?: LucideIcon;
}

const phoneColumns = { 1: 'grid-cols-1', 2: 'grid-cols-2' } as const;
const desktopColumns = { 1: 'md:grid-cols-1', 2: 'md:grid-cols-2', 3: 'md:grid-cols-3' } as const;

/**
 * The spec's menu grid: cards in German order, 'NEU' badge, optional 'Ab Klasse {n}' groups,
 * 2 columns on phones and 3 on desktop (fewer when there are fewer cards), 100 ms fade-in.
 */
export function MenuGrid({ entries, label }: { entries: readonly MenuGridEntry[]; label: string }) {
  return (
    <div className="animate-fade-in space-y-6">
      {groupMenuEntries(entries).map((group) => {
        const columns = menuColumns(group.entries.length);
        const list = (
          <ul
            aria-label={group.heading ?? label}
            className={`grid gap-3 md:gap-4 ${phoneColumns[columns.phone as 1 | 2]} ${desktopColumns[columns.desktop as 1 | 2 | 3]}`}
          >
            {group.entries.map((entry) => (
              <li key={entry.href}>
                <MenuCard entry={entry} />
              </li>
            ))}
          </ul>
        );
        return group.heading ? (
          <section key={group.heading} aria-labelledby={`group-${group.heading}`}>
            <h2 id={`group-${group.heading}`} className="mb-3 text-lg font-bold text-slate-700">
              {group.heading}
            </h2>
            {list}
          </section>
        ) : (
          <div key="ungrouped">{list}</div>
        );
      })}
    </div>
  );
}

function MenuCard({ entry }: { entry: MenuGridEntry }) {
  const Icon = entry.icon;
  return (
    <Link
      to={entry.href}
      className={`group relative flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md ${
        Icon || entry.description ? 'min-h-28' : 'min-h-16 justify-center'
      }`}
    >
      {entry.isNew && (
        <span className="absolute top-2 right-2 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-extrabold tracking-wide text-amber-950">
          NEU
        </span>
      )}
      {Icon && (
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition group-hover:bg-brand-700 group-hover:text-white"
        >
          <Icon className="size-6" strokeWidth={2.2} />
        </span>
      )}
      <span className="text-base leading-tight font-bold text-slate-900 sm:text-lg">{entry.title}</span>
      {entry.description && <span className="text-sm leading-snug text-slate-600">{entry.description}</span>}
    </Link>
  );
}
