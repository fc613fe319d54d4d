import type { Collection } from '@core/collections/registry';
import { collectionPath } from '@core/collections/registry';
import type { ContentItem } from '@core/schemas/content';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { refreshSession } from '@client/features/auth';
import { readPreview, writePreview, type LocalPreview } from '../preview-store';
import { OpenCard } from './content-card';

const editorHref = (collection: Collection, extra: Record<string, string> = {}) =>
  `/neuer-inhalt?${new URLSearchParams({ sammlung: collection.key, ...extra }).toString()}`;

/**
 * Spec: before the form opens, the admin role is checked on the server again ('Lade...');
 * a user who is no longer admin gets a console message and stays.
 */
function useOpenEditor(collection: Collection) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string>();
  const open = async (extra: { id?: string; preview?: boolean; cardName?: string } = {}) => {
    setChecking(true);
    setError(undefined);
    try {
      const session = await refreshSession(queryClient);
      if (session?.role !== 'admin') {
        console.info('Der Benutzer ist kein Admin.');
        setError('Sie sind nicht (mehr) als Admin angemeldet.');
        return;
      }
      navigate(editorHref(collection, { ...(extra.id ? { id: extra.id } : {}), ...(extra.preview ? { vorschau: '1' } : {}) }), {
        state: {
          folderName: collection.key,
          cardName: extra.cardName,
          path: collectionPath(collection),
          editMode: Boolean(extra.id),
          preview: Boolean(extra.preview),
          id: extra.id,
        },
      });
    } catch {
      setError('Die Admin-Rechte konnten nicht geprüft werden. Bitte Verbindung prüfen.');
    } finally {
      setChecking(false);
    }
  };
  return { open, checking, error };
}

/** 'Neuen Inhalt erstellen' and the local preview section of a list page (admins only). */
export function AdminListControls({ collection }: { collection: Collection }) {
  const [preview, setPreview] = useState<LocalPreview | null>(() => readPreview(collection.key));
  const editor = useOpenEditor(collection);
  const [confirm, confirmDialog] = useConfirm();

  const deletePreview = async () => {
    if (!(await confirm('Sind Sie sicher, dass die Vorschau gelöscht werden soll?', 'Löschen'))) return;
    writePreview(collection.key, null);
    setPreview(null);
  };

  return (
    <div className="mb-5 space-y-3">
      {confirmDialog}
      {!preview && (
        <Button variant="secondary" disabled={editor.checking} onClick={() => void editor.open()}>
          <Plus aria-hidden="true" className="size-5" />
          {editor.checking ? 'Lade...' : 'Neuen Inhalt erstellen'}
        </Button>
      )}
      {editor.error && <Alert tone="error">{editor.error}</Alert>}
      {preview && (
        <section aria-labelledby="vorschau" className="rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-3">
          <h2 id="vorschau" className="mb-2 font-bold text-amber-950">
            Vorschau (nur auf diesem Gerät)
          </h2>
          <OpenCard
            item={{ ...(preview.input as ContentItem), id: preview.id ?? 'vorschau', collection: collection.key, createdAt: preview.savedAt, updatedAt: preview.savedAt }}
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="secondary" disabled={editor.checking} onClick={() => void editor.open({ preview: true })}>
              <Pencil aria-hidden="true" className="size-4" />
              {editor.checking ? 'Lade...' : 'Vorschau bearbeiten'}
            </Button>
            <Button variant="danger" className="hidden md:inline-flex" onClick={() => void deletePreview()}>
              Vorschau löschen
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

/** 'Bearbeiten' on a card (desktop only, spec). */
export function EditCardButton({ collection, item }: { collection: Collection; item: ContentItem }) {
  const editor = useOpenEditor(collection);
  return (
    <Button variant="ghost" className="hidden md:inline-flex" disabled={editor.checking} onClick={() => void editor.open({ id: item.id, cardName: item.clickableHeader })}>
      <Pencil aria-hidden="true" className="size-4" />
      {editor.checking ? 'Lade...' : 'Bearbeiten'}
    </Button>
  );
}
