import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@client/components/logo';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useSiteInfo } from '@client/features/site';
import type { Operator } from '@core/schemas/site';
import type { LegalSection } from '../legal-texts';

/**
 * Impressum and Datenschutz: outside the app shell and open to everyone (also signed out),
 * with the operator's details from the server configuration.
 */
export function LegalPage({ title, sections }: { title: string; sections: (operator: Operator | null) => LegalSection[] }) {
  const site = useSiteInfo();

  return (
    <div className="min-h-dvh bg-white">
      <header className="border-b border-slate-200">
        <div className="mx-auto flex h-14 max-w-3xl items-center px-4">
          <Link to={paths.home.getHref()} aria-label="Sportkiste – zur Startseite" className="flex min-h-11 items-center gap-2">
            <Logo className="size-9" />
            <span className="text-xl font-extrabold tracking-tight text-brand-800">Sportkiste</span>
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
        <Link
          to={paths.home.getHref()}
          className="mb-4 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Zur Startseite
        </Link>
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        {site.isPending ? (
          <Spinner />
        ) : site.isError ? (
          <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-800">
            Die Angaben des Betreibers konnten nicht geladen werden ({site.error.message}). Bitte später erneut versuchen.
          </p>
        ) : (
          <div className="mt-6 space-y-7">
            {sections(site.data.operator).map((section) => (
              <section key={section.heading}>
                <h2 className="text-lg font-bold text-slate-900">{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-2 leading-relaxed whitespace-pre-line text-slate-700">
                    {paragraph}
                  </p>
                ))}
                {section.list && (
                  <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        )}
        <nav aria-label="Rechtliches" className="mt-10 flex gap-4 border-t border-slate-200 pt-4 text-sm">
          <Link to={paths.legalNotice.getHref()} className="inline-flex min-h-11 items-center underline">
            Impressum
          </Link>
          <Link to={paths.privacy.getHref()} className="inline-flex min-h-11 items-center underline">
            Datenschutz
          </Link>
        </nav>
      </main>
    </div>
  );
}
