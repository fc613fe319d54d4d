import { collectionPath, findCollection } from '@core/collections/registry';
import { ShieldOff } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '@client/features/auth';
import { useCollection } from '@client/features/content';
import { ContentEditor, itemToInput, type EditorStart } from '@client/features/content';
import { readPreview } from '@client/features/content';

/** The spec's navigation state; the same facts are in the address so a reload keeps them. */
export interface NewContentState {
  folderName: string;
  cardName?: string;
  category?: string | null;
  path: string;
  editMode: boolean;
  preview: boolean;
  id?: string;
}

export default function NewContentRoute() {
  const { data: user, isPending } = useSession();
  const [params] = useSearchParams();
  const state = (useLocation().state ?? null) as NewContentState | null;
  const navigate = useNavigate();
  const key = state?.folderName ?? params.get('sammlung') ?? '';
  const id = state?.id ?? params.get('id') ?? undefined;
  const fromPreview = state?.preview ?? params.get('vorschau') === '1';
  const collection = findCollection(key);
  const items = useCollection(key || 'unbekannt');

  if (isPending) return <Spinner label="Anmeldung wird geprüft …" />;
  if (user?.role !== 'admin') {
    return (
      <section className="mx-auto max-w-md py-10 text-center">
        <ShieldOff aria-hidden="true" className="mx-auto size-12 text-slate-500" />
        <h1 className="mt-4 text-2xl font-extrabold">Nur für Admins</h1>
      </section>
    );
  }
  if (!collection) {
    return (
      <div className="mx-auto max-w-xl">
        <h1 className="mb-4 text-2xl font-extrabold">Neuer Inhalt</h1>
        <Alert tone="error">Bitte öffnen Sie das Formular über „Neuen Inhalt erstellen“ auf einer Inhaltsseite.</Alert>
      </div>
    );
  }

  let start: EditorStart;
  if (fromPreview) {
    const preview = readPreview(collection.key);
    start = { ...(preview ? { input: preview.input } : {}), ...(preview?.id ? { id: preview.id } : {}), fromPreview: true };
  } else if (id) {
    if (items.isPending) return <Spinner />;
    const item = items.data?.find((i) => i.id === id);
    if (!item) return <Alert tone="error">{`Content with ID ${id} not found for update.`}</Alert>;
    start = { input: itemToInput(item), id, fromPreview: false };
  } else {
    start = { fromPreview: false };
  }

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {start.id || fromPreview ? 'Inhalt bearbeiten' : 'Neuer Inhalt'}
      </h1>
      <p className="mt-1 mb-5 text-slate-600">Sammlung: {collection.title}</p>
      <ContentEditor
        key={`${collection.key}-${start.id ?? 'neu'}-${String(fromPreview)}`}
        collection={collection}
        start={start}
        onDone={() => navigate(state?.path ?? collectionPath(collection))}
      />
    </div>
  );
}
