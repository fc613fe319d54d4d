import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { SelectField } from '@client/components/ui/select-field';
import type { Result } from '../stores/gradebook-actions';
import { NameForm } from './name-form';

export interface NamedPickerProps {
  /** 'Klasse' or 'Thema'. */
  label: string;
  items: readonly { id: string; name: string }[];
  selected: { id: string; name: string } | null;
  onSelect: (id: string) => void;
  maxLength: number;
  /** Without these, the picker only selects. */
  manage?: {
    /** The button that opens the create form, e.g. 'Neue Klasse'. */
    newButton: string;
    createLabel: string;
    createButton: string;
    renameLabel: string;
    deleteConfirmation: string;
    create: (name: string) => Result;
    rename: (id: string, name: string) => Result;
    remove: (id: string) => void;
  };
}

/**
 * Spec §4: a selector that switches between select mode and rename mode, and (when managing)
 * creates and deletes with the spec's confirmation. Classes and topics both use it.
 */
export function NamedPicker({ label, items, selected, onSelect, maxLength, manage }: NamedPickerProps) {
  const [mode, setMode] = useState<'select' | 'rename' | 'create'>('select');
  const [confirm, dialog] = useConfirm();

  if (manage && mode === 'rename' && selected) {
    return (
      <NameForm
        label={manage.renameLabel}
        initial={selected.name}
        maxLength={maxLength}
        submitLabel="Speichern"
        onSubmit={(name) => {
          const result = manage.rename(selected.id, name);
          if (result.ok) setMode('select');
          return result;
        }}
        onCancel={() => setMode('select')}
      />
    );
  }
  if (manage && (mode === 'create' || items.length === 0)) {
    return (
      <NameForm
        label={manage.createLabel}
        initial=""
        maxLength={maxLength}
        submitLabel={manage.createButton}
        onSubmit={(name) => {
          const result = manage.create(name);
          if (result.ok) setMode('select');
          return result;
        }}
        {...(items.length > 0 ? { onCancel: () => setMode('select') } : {})}
      />
    );
  }
  if (items.length === 0) return null;

  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        className="min-w-40 flex-1"
        label={label}
        value={selected?.id ?? ''}
        placeholder="Bitte wählen"
        options={items.map((item) => ({ value: item.id, label: item.name }))}
        onChange={onSelect}
      />
      {manage && selected && (
        <>
          <Button variant="secondary" onClick={() => setMode('rename')}>
            <Pencil aria-hidden="true" className="size-5" />
            Umbenennen
          </Button>
          <Button
            variant="secondary"
            onClick={async () => {
              if (await confirm(manage.deleteConfirmation, 'Löschen')) manage.remove(selected.id);
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
          {manage.newButton}
        </Button>
      )}
      {dialog}
    </div>
  );
}
