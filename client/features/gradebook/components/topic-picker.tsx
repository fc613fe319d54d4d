import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { MAX_TOPIC_NAME, type Topic } from '@core/schemas/gradebook';
import { Button } from '@client/components/ui/button';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { gradebook } from '../stores/gradebook-actions';
import { NameForm } from './name-form';

export const DELETE_TOPIC_CONFIRMATION = 'Hiermit wird das Thema gelöscht. Fortfahren?';

/** The class's topics: choose, create (copies the class with grade 1), rename, delete. */
export function TopicPicker({ classId, topics, selected }: { classId: string; topics: Topic[]; selected: Topic | null }) {
  const id = useId();
  const [mode, setMode] = useState<'select' | 'rename' | 'create'>('select');
  const [confirm, dialog] = useConfirm();

  if (mode === 'rename' && selected) {
    return (
      <NameForm
        label="Neuer Name des Themas"
        initial={selected.name}
        maxLength={MAX_TOPIC_NAME}
        submitLabel="Speichern"
        onSubmit={(name) => {
          const result = gradebook.renameTopic(classId, selected.id, name);
          if (result.ok) setMode('select');
          return result;
        }}
        onCancel={() => setMode('select')}
      />
    );
  }
  if (mode === 'create' || topics.length === 0) {
    return (
      <NameForm
        label="Neues Thema, z. B. „Weitsprung“ oder „Ballkoordination“"
        initial=""
        maxLength={MAX_TOPIC_NAME}
        submitLabel="Thema anlegen"
        onSubmit={(name) => {
          const result = gradebook.createTopic(classId, name);
          if (result.ok) setMode('select');
          return result;
        }}
        {...(topics.length > 0 ? { onCancel: () => setMode('select') } : {})}
      />
    );
  }
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-40 flex-1">
        <label htmlFor={id} className="mb-1 block font-semibold">
          Thema
        </label>
        <select
          id={id}
          value={selected?.id ?? ''}
          onChange={(e) => gradebook.selectTopic(e.target.value)}
          className="min-h-11 w-full rounded-xl border-2 border-slate-300 bg-white px-3 font-bold outline-none focus:border-brand-600"
        >
          {!selected && <option value="">Bitte wählen</option>}
          {topics.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      {selected && (
        <>
          <Button variant="secondary" onClick={() => setMode('rename')}>
            <Pencil aria-hidden="true" className="size-5" />
            Umbenennen
          </Button>
          <Button
            variant="secondary"
            onClick={async () => {
              if (await confirm(DELETE_TOPIC_CONFIRMATION, 'Löschen')) gradebook.deleteTopic(selected.id);
            }}
          >
            <Trash2 aria-hidden="true" className="size-5" />
            Löschen
          </Button>
        </>
      )}
      <Button onClick={() => setMode('create')}>
        <Plus aria-hidden="true" className="size-5" />
        Neues Thema
      </Button>
      {dialog}
    </div>
  );
}
