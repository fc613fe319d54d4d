import { Check, Pencil, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { MAX_STUDENT_NAME, type Gender, type SchoolClass, type Student } from '@core/schemas/gradebook';
import { projectorInitialsById } from '@core/domain/gradebook/class-names';
import { Button } from '@client/components/ui/button';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { useShownNames } from '@client/features/settings';
import { gradebook } from '../stores/gradebook-actions';
import { GenderChoice } from './gender-choice';
import { NameSuggestion } from './name-suggestion';

export const DELETE_STUDENT_CONFIRMATION = 'Soll der Schüler wirklich gelöscht werden?';
const input = 'min-h-11 w-full rounded-xl border-2 bg-white px-3 text-base outline-none focus:border-brand-600';

function EditRow({ schoolClass, student, onDone }: { schoolClass: SchoolClass; student: Student; onDone: () => void }) {
  const id = useId();
  const [name, setName] = useState(student.name);
  const [gender, setGender] = useState<Gender>(student.gender);
  const [error, setError] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const result = gradebook.updateStudent(schoolClass.id, student.id, name, gender);
        setSuggestion(result.ok ? null : (result.suggestion ?? null));
        if (result.ok) onDone();
        else setError(result.message);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Name
      </label>
      <input
        id={id}
        value={name}
        maxLength={MAX_STUDENT_NAME + 10}
        onChange={(e) => setName(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${input} min-w-40 flex-1 ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      <GenderChoice name={`gender-${student.id}`} value={gender} onChange={setGender} />
      <Button type="submit" aria-label={`Änderungen an ${student.name} speichern`}>
        <Check aria-hidden="true" className="size-5" />
      </Button>
      <Button variant="secondary" aria-label="Abbrechen" onClick={onDone}>
        <X aria-hidden="true" className="size-5" />
      </Button>
      {error && (
        <p id={`${id}-error`} className="w-full text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <NameSuggestion
        suggestion={suggestion}
        onTake={(taken) => {
          setName(taken);
          setError(null);
          setSuggestion(null);
        }}
      />
    </form>
  );
}

/** The class's students in German order, each editable and deletable (spec: sorted alphabetically). */
export function StudentList({ schoolClass }: { schoolClass: SchoolClass }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [confirm, dialog] = useConfirm();
  const shown = useShownNames(schoolClass.students, projectorInitialsById);
  if (schoolClass.students.length === 0) {
    return <p className="rounded-2xl bg-slate-100 p-4 text-slate-700">Noch keine Schüler angelegt für diese Klasse</p>;
  }
  return (
    <>
      <ul
        aria-label={`Schüler der Klasse ${schoolClass.name}`}
        className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
      >
        {schoolClass.students.map((student) => (
          <li key={student.id} className="px-3 py-2">
            {editing === student.id ? (
              <EditRow schoolClass={schoolClass} student={student} onDone={() => setEditing(null)} />
            ) : (
              <div className="flex items-center gap-2">
                <span className="flex-1 font-semibold break-words">{shown(student)}</span>
                <span
                  className="rounded-lg bg-slate-100 px-2 py-1 text-sm font-bold text-slate-700"
                  title={student.gender === 'M' ? 'männlich' : 'weiblich'}
                >
                  {student.gender}
                </span>
                <button
                  type="button"
                  onClick={() => setEditing(student.id)}
                  aria-label={`${student.name} bearbeiten`}
                  className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
                >
                  <Pencil aria-hidden="true" className="size-5" />
                </button>
                <button
                  type="button"
                  aria-label={`${student.name} löschen`}
                  className="inline-flex size-11 items-center justify-center rounded-full text-red-700 hover:bg-red-50"
                  onClick={async () => {
                    if (await confirm(DELETE_STUDENT_CONFIRMATION, 'Löschen')) gradebook.deleteStudent(schoolClass.id, student.id);
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {dialog}
    </>
  );
}
