import type { Collection } from '@core/collections/registry';
import type { ContentInput } from '@core/schemas/content';
import { useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { TextField } from '@client/components/ui/text-field';
import { useUnsavedChanges } from '@client/lib/unsaved-changes';
import { useDeleteContent } from '../api/delete-content';
import { useSaveContent } from '../api/save-content';
import { writePreview } from '../preview-store';
import { formFromInput, toContentInput, type ContentForm, type FormErrors } from './content-form';
import { FormClassification } from './form-classification';
import { FormSections } from './form-sections';
import { FormTags } from './form-tags';

/** What the editor starts from: a card, a preview, or nothing (create). */
export interface EditorStart {
  input?: ContentInput;
  id?: string;
  /** The form edits the local preview rather than a stored card. */
  fromPreview: boolean;
}

/** /neuer-inhalt: create or edit a card (spec "Content form"), with our structured tags. */
export function ContentEditor({ collection, start, onDone }: { collection: Collection; start: EditorStart; onDone: () => void }) {
  const [form, setForm] = useState<ContentForm>(() => formFromInput(start.input));
  const [errors, setErrors] = useState<FormErrors>({});
  const [startForm] = useState(form);
  const [confirm, confirmDialog] = useConfirm();
  const save = useSaveContent(collection.key);
  const remove = useDeleteContent(collection.key);
  // What would be lost on a reload (an update asks before it applies).
  useUnsavedChanges(form !== startForm && JSON.stringify(form) !== JSON.stringify(startForm) && !save.isSuccess, 'der Inhalt im Editor');
  const change = (changes: Partial<ContentForm>) => setForm((current) => ({ ...current, ...changes }));

  /** The checked input, or null after showing what is wrong. */
  const checked = (): ContentInput | null => {
    const result = toContentInput(form);
    setErrors(result.errors ?? {});
    return result.input ?? null;
  };

  const finish = () => {
    writePreview(collection.key, null);
    onDone();
  };

  const saveAsPreview = () => {
    const input = checked();
    if (!input) return;
    writePreview(collection.key, { input, ...(start.id ? { id: start.id } : {}), savedAt: new Date().toISOString() });
    onDone();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = checked();
    if (!input) return;
    if (!(await confirm('Soll der Inhalt in der Datenbank gespeichert werden?', 'Speichern'))) return;
    save.mutate({ ...(start.id ? { id: start.id } : {}), input }, { onSuccess: finish });
  };

  const onDelete = async () => {
    if (start.fromPreview && !start.id) {
      if (await confirm('Sind Sie sicher, dass die Vorschau gelöscht werden soll?', 'Löschen')) finish();
      return;
    }
    if (!start.id || !(await confirm('Soll dieser Inhalt wirklich gelöscht werden?', 'Löschen'))) return;
    remove.mutate(start.id, { onSuccess: finish });
  };

  const problem = errors.form ?? (save.error ?? remove.error)?.message;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      {confirmDialog}
      <TextField label="Name (Pflichtfeld)" value={form.name} onChange={(e) => change({ name: e.target.value })} error={errors.name} required />
      <TextField label="Untertitel (optional)" value={form.contentHeader} onChange={(e) => change({ contentHeader: e.target.value })} error={errors.contentHeader} />
      <FormClassification categorise={form.categorise} category={form.category} isNew={form.isNew} onChange={change} />
      <FormSections sections={form.sections} onChange={(sections) => change({ sections })} />
      {collection.pdfOnly && (
        <TextField label="PDF-Link (von „PDF einfügen“ oder https://…)" value={form.pdfLink} onChange={(e) => change({ pdfLink: e.target.value })} error={errors.pdfLink} />
      )}
      <FormTags form={form} errors={errors} onChange={change} />

      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          In der Datenbank speichern
        </Button>
        <Button variant="secondary" onClick={saveAsPreview}>
          Als Vorschau speichern
        </Button>
        {(start.id || start.fromPreview) && (
          <Button variant="danger" busy={remove.isPending} onClick={() => void onDelete()}>
            {start.id ? 'Inhalt löschen' : 'Vorschau löschen'}
          </Button>
        )}
        <Button variant="ghost" onClick={onDone}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}
