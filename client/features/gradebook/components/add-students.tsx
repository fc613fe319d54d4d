import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { MAX_STUDENT_NAME, type Gender } from '@core/schemas/gradebook';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { gradebook } from '../stores/gradebook-actions';
import { GenderChoice } from './gender-choice';
import { NameSuggestion } from './name-suggestion';

/** What the paste field says after a try: the verdict, then the lines behind it. */
interface ListMessage {
  ok: boolean;
  text: string;
  /** Unreadable lines (refused), or renamed children and fallback genders (added). */
  details: string[];
}

const genderWord = (gender: Gender) => (gender === 'W' ? 'weiblich' : 'männlich');

/** One student at a time, or a whole list pasted from a class list (one name per line). */
export function AddStudents({ classId }: { classId: string }) {
  const id = useId();
  const [name, setName] = useState('');
  const [gender, setGender] = useState<Gender>('W');
  const [list, setList] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [listMessage, setListMessage] = useState<ListMessage | null>(null);

  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const result = gradebook.addStudent(classId, name, gender);
          setSuggestion(result.ok ? null : (result.suggestion ?? null));
          if (result.ok) {
            setName('');
            setError(null);
            (e.currentTarget.elements.namedItem('name') as HTMLInputElement | null)?.focus();
          } else setError(result.message);
        }}
      >
        <TextField
          className="min-w-48 flex-1"
          label="Name des Kindes"
          name="name"
          value={name}
          autoComplete="off"
          maxLength={MAX_STUDENT_NAME + 10}
          error={error ?? undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <GenderChoice name={`new-gender-${classId}`} value={gender} onChange={setGender} />
        <Button type="submit">
          <UserPlus aria-hidden="true" className="size-5" />
          Hinzufügen
        </Button>
        <NameSuggestion
          suggestion={suggestion}
          onTake={(taken) => {
            setName(taken);
            setError(null);
            setSuggestion(null);
          }}
        />
      </form>
      <details className="group">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">Mehrere auf einmal einfügen</summary>
        <form
          className="mt-2 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            const result = gradebook.addStudentList(classId, list, gender);
            if (result.ok) {
              setList('');
              const children = result.list?.children ?? [];
              const fallback = children.filter((c) => !c.genderGiven);
              const details = (result.list?.renamed ?? []).map((r) => r.message);
              if (fallback.length > 1 && fallback.length === children.length) {
                details.push(`Alle ohne Angabe im Text, daher als ${genderWord(gender)} eingetragen – bitte prüfen.`);
              } else if (fallback.length > 0) {
                details.push(
                  `Ohne Angabe im Text, daher als ${genderWord(gender)} eingetragen – bitte prüfen: ${fallback.map((c) => `„${c.name}“`).join(', ')}.`,
                );
              }
              const added = `${result.added} ${result.added === 1 ? 'Kind' : 'Kinder'} hinzugefügt.`;
              setListMessage({ ok: true, text: added, details });
            } else setListMessage({ ok: false, text: result.message, details: result.list?.problems.map((p) => p.message) ?? [] });
          }}
        >
          <label htmlFor={`${id}-list`} className="block text-sm text-slate-700">
            Ein Name pro Zeile, zum Beispiel aus der Klassenliste kopiert. Mit „;W“ oder „;M“ am Ende lässt sich das Geschlecht angeben,
            sonst gilt die Auswahl oben.
          </label>
          <textarea
            id={`${id}-list`}
            rows={5}
            value={list}
            onChange={(e) => setList(e.target.value)}
            className="w-full rounded-xl border-2 border-slate-300 p-3 outline-none focus:border-brand-600"
          />
          <Button type="submit" variant="secondary">
            Liste hinzufügen
          </Button>
          {listMessage && (
            <div role="status" className={`text-sm font-semibold ${listMessage.ok ? 'text-green-800' : 'text-red-700'}`}>
              <p>{listMessage.text}</p>
              {listMessage.details.length > 0 && (
                <ul
                  aria-label={listMessage.ok ? 'Hinweise zur Liste' : 'Zeilen, die nicht gelesen werden konnten'}
                  className="mt-1 list-disc space-y-0.5 pl-5"
                >
                  {listMessage.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </form>
      </details>
    </div>
  );
}
