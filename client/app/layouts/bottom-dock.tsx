import { House, Settings, Star, Wrench, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '@client/config/paths';
import { useHideOnScroll } from './use-hide-on-scroll';

const items: { label: string; href: string; icon: LucideIcon; end?: boolean }[] = [
  { label: 'Home', href: paths.home.getHref(), icon: House, end: true },
  { label: 'Favoriten', href: paths.favorites.getHref(), icon: Star },
  { label: 'Tools', href: paths.tools.getHref(), icon: Wrench },
  { label: 'Einstellungen', href: paths.settings.getHref(), icon: Settings },
];

/** The spec's bottom dock; slides away while scrolling down, back on scroll up or keyboard focus. */
export function BottomDock() {
  const hidden = useHideOnScroll();

  return (
    <nav
      aria-label="Hauptnavigation"
      data-hidden={hidden}
      className={`fixed inset-x-0 bottom-0 z-30 print:hidden border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_12px_rgba(15,23,42,0.08)] backdrop-blur transition-transform duration-200 ${hidden ? 'translate-y-full focus-within:translate-y-0' : 'translate-y-0'}`}
    >
      <ul className="mx-auto grid max-w-xl grid-cols-4">
        {items.map(({ label, href, icon: Icon, end }) => (
          <li key={href}>
            <NavLink
              to={href}
              end={end}
              className={({ isActive }) =>
                `flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 py-1.5 text-xs font-semibold transition ${
                  isActive ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900'
                }`
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    aria-hidden="true"
                    className={`flex h-7 w-12 items-center justify-center rounded-full transition ${isActive ? 'bg-brand-100' : ''}`}
                  >
                    <Icon className="size-5" strokeWidth={isActive ? 2.5 : 2} />
                  </span>
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
