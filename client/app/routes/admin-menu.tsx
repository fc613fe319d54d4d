import { Link } from 'react-router';
import { paths } from '@client/config/paths';
import { AdminOnly } from '@client/features/admin';

const LINKS = [
  { href: paths.adminUsers.getHref(), title: 'Benutzerverwaltung', text: 'Konten suchen, sperren, löschen, Admin-Rechte' },
  { href: paths.adminAudit.getHref(), title: 'Protokoll', text: 'Alle Admin-Aktionen, das Neueste zuerst' },
  { href: paths.securityCheck.getHref(), title: 'Sicherheitscheck', text: 'Prüfen, ob der Server Verbotenes ablehnt' },
];

export default function AdminMenuRoute() {
  return (
    <AdminOnly>
      {() => (
        <div className="mx-auto max-w-2xl">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Admin</h1>
          <ul className="mt-5 grid gap-3">
            {LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="block min-h-11 rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-600">
                  <span className="block font-bold">{link.title}</span>
                  <span className="block text-slate-600">{link.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </AdminOnly>
  );
}
