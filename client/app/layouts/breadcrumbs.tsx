import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@client/config/paths';
import { useRouteMatches } from '@client/lib/route-matches';

/** The spec's breadcrumb bar under the header: Home > Bereich > Seite. Hidden on the home screen. */
export function Breadcrumbs() {
  const crumbs = useRouteMatches().flatMap((m) => (m.handle?.crumb ? [{ href: m.pathname, label: m.handle.crumb }] : []));
  // Index routes repeat their parent's path; keep the deepest label for each path.
  const unique = crumbs.filter((c, i) => crumbs.findIndex((d) => d.href === c.href) === i);
  if (unique.length === 0) return null;

  const trail = [{ href: paths.home.getHref(), label: 'Home' }, ...unique];
  return (
    <nav aria-label="Pfadnavigation" className="print:hidden border-b border-slate-200 bg-white">
      <ol className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-1 px-3 text-sm sm:px-4">
        {trail.map((crumb, index) => {
          const isLast = index === trail.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {index > 0 && <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />}
              {isLast ? (
                <span aria-current="page" className="py-2.5 font-bold text-slate-900">
                  {crumb.label}
                </span>
              ) : (
                <Link
                  to={crumb.href}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
