import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { MAX_CLASS_NAME } from '@core/schemas/gradebook';
import { Button } from '@client/components/ui/button';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { gradebook } from '../stores/gradebook-actions';
import { NameForm } from './name-form';
import { useClassesStore } from '../stores/gradebook-stores';

export const DELETE_CLASS_CONFIRMATION = 'Hiermit wird die Klasse und alle Schüler in dieser Klasse gelöscht. Fortfahren?';

const field = 'min-h-11 rounded-xl border-2 bg-white px-3 text-base outline-none focus:border-brand-600';

/**
 * Spec §4: the class selector switches between select mode and rename mode. With `manage`,
 * classes can also be created, renamed and deleted.
 */
export function ClassPicker({ manage = false }: { manage?: boolean }) {
  const id = useId();
  const { classes, selectedClassId } = useClassesStore();
  const [mode, setMode] = useState<'select' | 'rename' | 'create'>('select');
  const [confirm, dialog] = useConfirm();
  const selected = classes.find((c) => c.id === selectedClassId) ?? null;

  if (mode === 'rename' && selected) {
    return (
      <NameForm
        label="Neuer Name der Klasse"
        maxLength={MAX_CLASS_NAME}
        initial={selected.name}
        submitLabel="Speichern"
        onSubmit={(name) => {
          const result = gradebook.renameClass(selected.id, name);
          if (result.ok) setMode('select');
          return result;
        }}
        onCancel={() => setMode('select')}
      />
    );
  }
  if (mode === 'create' || (manage && classes.length === 0)) {
    return (
      <NameForm
        label="Name der neuen Klasse"
        maxLength={MAX_CLASS_NAME}
        initial=""
        submitLabel="Klasse anlegen"
        onSubmit={(name) => {
          const result = gradebook.createClass(name);
          if (result.ok) setMode('select');
          return result;
        }}
        {...(classes.length > 0 ? { onCancel: () => setMode('select') } : {})}
      />
    );
  }
  if (classes.length === 0) return null;

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-40 flex-1">
        <label htmlFor={id} className="mb-1 block font-semibold">
          Klasse
        </label>
        <select id={id} value={selected?.id ?? ''} onChange={(e) => gradebook.selectClass(e.target.value)} className={`${field} w-full border-slate-300 font-bold`}>
          {!selected && <option value="">Bitte wählen</option>}
          {classes.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {manage && selected && (
        <>
          <Button variant="secondary" onClick={() => setMode('rename')}>
            <Pencil aria-hidden="true" className="size-5" />
            Umbenennen
          </Button>
          <Button
            variant="secondary"
            onClick={async () => {
              if (await confirm(DELETE_CLASS_CONFIRMATION, 'Löschen')) gradebook.deleteClass(selected.id);
            }}
          >
            <Trash2 aria-hidden="true" className="size-5" />
            Löschen
          </Button>
        </>
      )}
      {manage && (
        <Button onClick={() => setMode('create')}>
          <Plus aria-hidden="true" className="size-5" />
          Neue Klasse
        </Button>
      )}
      {dialog}
    </div>
  );
}
