import { TriangleAlert } from 'lucide-react';

/**
 * Shown when a screen fails to load or render. The most common cause in practice is a new
 * release: the old page asks for a code file that no longer exists, and a reload fixes it.
 */
export default function RouteError({ error }: { error: unknown }) {
  const isLoadFailure = error instanceof TypeError && /import|fetch|module/i.test(error.message);
  return (
    <section role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <span aria-hidden="true" className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-red-100 text-red-700">
        <TriangleAlert className="size-9" />
      </span>
      <h1 className="mt-4 text-2xl font-extrabold">Etwas ist schiefgelaufen</h1>
      <p className="mt-2 text-slate-600">
        {isLoadFailure
          ? 'Diese Seite konnte nicht geladen werden. Vielleicht gibt es eine neue Version oder keine Verbindung.'
          : 'Beim Anzeigen dieser Seite ist ein Fehler aufgetreten. Ihre Daten auf diesem Gerät sind nicht betroffen.'}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-bold text-white hover:bg-brand-800"
      >
        Seite neu laden
      </button>
    </section>
  );
}
