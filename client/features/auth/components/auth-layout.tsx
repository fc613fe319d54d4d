import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@client/components/logo';
import { paths } from '@client/config/paths';

/** The frame of the sign-in screens: logo, one card, and the legal links everyone may open. */
export function AuthLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-8">
      <main className="mx-auto w-full max-w-md flex-1">
        <div className="mb-6 flex items-center justify-center gap-2">
          <Logo className="size-12" />
          <span className="text-3xl font-extrabold tracking-tight text-brand-800">Sportkiste</span>
        </div>
        <div className="animate-fade-in rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
          <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
          {intro && <div className="mt-2 text-slate-600">{intro}</div>}
          <div className="mt-5">{children}</div>
        </div>
      </main>
      <nav aria-label="Rechtliches" className="mt-8 flex justify-center gap-4 text-sm">
        <Link to={paths.legalNotice.getHref()} className="inline-flex min-h-11 items-center text-slate-600 underline">
          Impressum
        </Link>
        <Link to={paths.privacy.getHref()} className="inline-flex min-h-11 items-center text-slate-600 underline">
          Datenschutz
        </Link>
      </nav>
    </div>
  );
}

export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
