import { PLAN_LIMITS } from '@core/domain/lesson-plan/plan-model';
import { NotebookPen, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { useCardNotes } from '../api/notes';

const dayFormat = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

/**
 * „Meine Notizen“ on a card: private, dated lines like „klappte in 3b gut“. Shown on the card and
 * in plans; written offline too.
 */
export function CardNotes({ contentId, compact = false }: { contentId: string; compact?: boolean }) {
  const { signedIn, notes, add, remove, isPending, problem } = useCardNotes(contentId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  if (!signedIn) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError('Die Notiz ist leer.');
    add(text.trim());
    setText('');
    setError(null);
    setOpen(false);
  };
  return (
    <div className="mt-2 space-y-2" data-notizen={contentId}>
      {notes.length > 0 && (
        <ul aria-label="Meine Notizen" className="space-y-1">
          {notes.map((note) => (
            <li key={note.id} className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-1 text-amber-950">
              <NotebookPen aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <p className="flex-1">
                <span className="text-sm text-amber-800">{dayFormat.format(new Date(note.createdAt))}: </span>
                {note.text}
                {isPending(note.id) && <span className="ml-1 text-sm text-amber-800">(noch nicht gesendet)</span>}
              </p>
              <button
                type="button"
                onClick={() => remove(note.id)}
                aria-label={`Notiz vom ${dayFormat.format(new Date(note.createdAt))} löschen`}
                className="flex size-11 shrink-0 items-center justify-center rounded-full text-amber-900 hover:bg-red-50 hover:text-red-700"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && <p className="text-sm font-semibold text-red-800">{problem}</p>}
      {open ? (
        <form onSubmit={submit} className="space-y-2">
          <label htmlFor={fieldId} className="block font-semibold">
            Notiz (nur für Sie sichtbar)
          </label>
          <textarea
            id={fieldId}
            value={text}
            rows={2}
            maxLength={PLAN_LIMITS.noteLength}
            placeholder="z. B. klappte in 3b gut"
            onChange={(e) => setText(e.target.value)}
            className="w-full rounded-xl border-2 border-slate-300 p-2 focus:border-brand-600"
          />
          {error && (
            <p role="alert" className="font-semibold text-red-800">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit">Notiz speichern</Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Abbrechen
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="ghost" onClick={() => setOpen(true)} className={compact ? 'text-sm' : ''}>
          <NotebookPen aria-hidden="true" className="size-5" />
          Notiz hinzufügen
        </Button>
      )}
    </div>
  );
}
