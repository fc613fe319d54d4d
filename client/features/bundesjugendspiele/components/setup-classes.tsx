import { useId, useMemo, useState } from 'react';
import {
  classFromGradebook,
  classFromNames,
  gradeFromClassName,
  sortChildren,
  sortEventClasses,
} from '@core/domain/bundesjugendspiele/event';
import { sortClasses } from '@core/domain/gradebook/class-names';
import { parseClassList } from '@core/domain/gradebook/class-list';
import { MAX_EVENT_CLASSES, type BjsEvent, type EventClass } from '@core/schemas/bundesjugendspiele';
import { MAX_CLASS_NAME, type Gender } from '@core/schemas/gradebook';
import { Button } from '@client/components/ui/button';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { SelectField } from '@client/components/ui/select-field';
import { TextField } from '@client/components/ui/text-field';
import { useClassesStore } from '@client/features/gradebook';
import { bjsActions, bjsStore, newShortId } from '../stores/bjs-store';
import { section, sectionTitle } from './styles';

const GRADE_OPTIONS = [1, 2, 3, 4, 5, 6].map((g) => ({ value: String(g), label: `Klassenstufe ${g}` }));
const FULL = `Höchstens ${MAX_EVENT_CLASSES} Klassen pro Veranstaltung.`;

/** The event's classes: taken from the grade book or pasted, each with its Klassenstufe. */
export function SetupClasses({ event }: { event: BjsEvent }) {
  const results = bjsStore((s) => s.value.results);
  const [confirm, dialog] = useConfirm();
  const classes = sortEventClasses(event.classes);

  const remove = async (schoolClass: EventClass) => {
    const ids = new Set(schoolClass.children.map((c) => c.id));
    const recorded = Object.values(results).filter((r) => ids.has(r.childId)).length;
    const message =
      recorded > 0
        ? `Klasse ${schoolClass.name} mit ${recorded} erfassten Ergebnissen aus der Veranstaltung entfernen? Die Ergebnisse werden gelöscht.`
        : `Klasse ${schoolClass.name} aus der Veranstaltung entfernen?`;
    if (await confirm(message, 'Entfernen')) bjsActions.removeClass(schoolClass.id);
  };

  return (
    <section aria-labelledby="bjs-klassen" className={section}>
      <h2 id="bjs-klassen" className={sectionTitle}>
        Klassen
      </h2>
      {classes.length === 0 ? (
        <p className="mb-3 text-slate-700">
          Noch keine Klasse. Übernehmen Sie Klassen aus dem Notenbuch oder fügen Sie eine Namensliste ein.
        </p>
      ) : (
        <ul className="mb-4 space-y-2">
          {classes.map((c) => (
            <ClassRow key={c.id} schoolClass={c} onRemove={() => void remove(c)} />
          ))}
        </ul>
      )}
      {event.classes.length >= MAX_EVENT_CLASSES ? (
        <p className="text-slate-700">{FULL}</p>
      ) : (
        <div className="space-y-4">
          <FromGradebook event={event} />
          <FromList />
        </div>
      )}
      {dialog}
    </section>
  );
}

function ClassRow({ schoolClass, onRemove }: { schoolClass: EventClass; onRemove: () => void }) {
  const girls = schoolClass.children.filter((c) => c.gender === 'W').length;
  const setGrade = (grade: string) =>
    bjsActions.changeEvent((ev) => ({
      ...ev,
      classes: ev.classes.map((c) => (c.id === schoolClass.id ? { ...c, grade: Number(grade) } : c)),
    }));
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-lg font-bold">Klasse {schoolClass.name}</p>
          <p className="text-sm text-slate-600">
            {schoolClass.children.length} Kinder · {girls} Mädchen · {schoolClass.children.length - girls} Jungen
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SelectField
            layout="inline"
            label={`Klassenstufe der Klasse ${schoolClass.name}`}
            className="[&>label]:sr-only"
            value={String(schoolClass.grade)}
            options={GRADE_OPTIONS}
            onChange={setGrade}
          />
          <Button variant="ghost" onClick={onRemove} aria-label={`Klasse ${schoolClass.name} entfernen`}>
            Entfernen
          </Button>
        </div>
      </div>
      <ChildDetails schoolClass={schoolClass} />
    </li>
  );
}

/** Gender and Jahrgang per child: the grade book may lack a Jahrgang, and a list may guess a gender. */
function ChildDetails({ schoolClass }: { schoolClass: EventClass }) {
  const change = (childId: string, patch: { gender?: Gender; birthYear?: number | null }) =>
    bjsActions.changeEvent((ev) => ({
      ...ev,
      classes: ev.classes.map((c) =>
        c.id === schoolClass.id
          ? { ...c, children: c.children.map((child) => (child.id === childId ? { ...child, ...patch } : child)) }
          : c,
      ),
    }));
  return (
    <details className="mt-2">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
        Kinder ({schoolClass.children.length})
      </summary>
      <ul className="divide-y divide-slate-100">
        {sortChildren(schoolClass.children).map((child) => (
          <li key={child.id} className="flex flex-wrap items-center gap-2 py-2">
            <span className="min-w-32 flex-1 font-semibold">{child.name}</span>
            <select
              aria-label={`Geschlecht von ${child.name}`}
              value={child.gender}
              onChange={(e) => change(child.id, { gender: e.target.value as Gender })}
              className="min-h-11 rounded-xl border-2 border-slate-300 bg-white px-2 font-bold"
            >
              <option value="W">Mädchen</option>
              <option value="M">Junge</option>
            </select>
            <BirthYear name={child.name} value={child.birthYear} onChange={(birthYear) => change(child.id, { birthYear })} />
          </li>
        ))}
      </ul>
    </details>
  );
}

function BirthYear({ name, value, onChange }: { name: string; value: number | null; onChange: (year: number | null) => void }) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  const year = Number(text);
  const valid = text === '' || (/^\d{4}$/.test(text) && year >= 2000 && year <= 2100);
  return (
    <span className="flex flex-col">
      <label htmlFor={id} className="sr-only">
        Jahrgang von {name}
      </label>
      <input
        id={id}
        inputMode="numeric"
        placeholder="Jahrgang"
        value={text}
        aria-invalid={valid ? undefined : true}
        aria-describedby={valid ? undefined : `${id}-error`}
        onChange={(e) => {
          const next = e.target.value.trim();
          setText(next);
          if (next === '') onChange(null);
          else if (/^\d{4}$/.test(next) && Number(next) >= 2000 && Number(next) <= 2100) onChange(Number(next));
        }}
        className={`min-h-11 w-28 rounded-xl border-2 bg-white px-2 ${valid ? 'border-slate-300' : 'border-red-600'}`}
      />
      {!valid && (
        <span id={`${id}-error`} className="text-sm text-red-700">
          Jahrgang wie 2017
        </span>
      )}
    </span>
  );
}

function FromGradebook({ event }: { event: BjsEvent }) {
  const gradebookClasses = useClassesStore((s) => s.classes);
  const available = useMemo(() => {
    const taken = new Set(event.classes.map((c) => c.sourceId));
    return sortClasses(gradebookClasses).filter((c) => !taken.has(c.id) && c.students.length > 0);
  }, [gradebookClasses, event.classes]);
  const [picked, setPicked] = useState('');
  const chosen = available.find((c) => c.id === picked) ?? available[0];
  const [grade, setGrade] = useState<string>('');
  const shownGrade = grade || String(chosen ? (gradeFromClassName(chosen.name) ?? 1) : 1);

  if (gradebookClasses.length === 0)
    return <p className="text-slate-700">Im Notenbuch dieses Geräts ist noch keine Klasse. Fügen Sie unten eine Namensliste ein.</p>;
  if (!chosen) return <p className="text-slate-700">Alle Klassen des Notenbuchs mit Kindern sind übernommen.</p>;

  return (
    <form
      aria-label="Klasse aus dem Notenbuch übernehmen"
      className="space-y-3 rounded-xl bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        const schoolClass = classFromGradebook(chosen, Number(shownGrade), newShortId);
        bjsActions.changeEvent((ev) => ({ ...ev, classes: [...ev.classes, schoolClass] }));
        setPicked('');
        setGrade('');
      }}
    >
      <h3 className="font-bold">Aus dem Notenbuch</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Klasse"
          value={chosen.id}
          options={available.map((c) => ({ value: c.id, label: `${c.name} (${c.students.length} Kinder)` }))}
          onChange={(id) => {
            setPicked(id);
            setGrade('');
          }}
        />
        <SelectField label="Klassenstufe" value={shownGrade} options={GRADE_OPTIONS} onChange={setGrade} />
      </div>
      <Button type="submit">Klasse übernehmen</Button>
    </form>
  );
}

/** A class that is not in this device's grade book: a pasted list, one child per line. */
function FromList() {
  const [name, setName] = useState('');
  const [grade, setGrade] = useState('1');
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string>();
  const listId = useId();

  const submit = () => {
    setDone(undefined);
    const trimmed = name.trim();
    const errors: string[] = [];
    if (!trimmed) errors.push('Bitte einen Namen für die Klasse eingeben.');
    const event = bjsStore.getState().value.event;
    if (event?.classes.some((c) => c.name.toLocaleLowerCase('de') === trimmed.toLocaleLowerCase('de')))
      errors.push(`Die Klasse ${trimmed} ist schon in der Veranstaltung.`);
    const list = parseClassList(text, { name: trimmed, students: [] }, 'W');
    errors.push(...list.problems.map((p) => p.message));
    if (list.refusal) errors.push(list.refusal);
    setProblems(errors);
    if (errors.length > 0) return;
    const guessed = list.children.filter((c) => !c.genderGiven).length;
    bjsActions.changeEvent((ev) => ({
      ...ev,
      classes: [...ev.classes, classFromNames(trimmed, Number(grade), list.children, newShortId)],
    }));
    setDone(
      `Klasse ${trimmed} mit ${list.children.length} Kindern übernommen.` +
        (guessed > 0 ? ` Bei ${guessed} Kindern stand kein Geschlecht – bitte unter „Kinder“ prüfen (eingetragen: Mädchen).` : '') +
        (list.renamed.length > 0 ? ` ${list.renamed.map((r) => r.message).join(' ')}` : ''),
    );
    setName('');
    setText('');
  };

  return (
    <form
      aria-label="Klasse aus einer Namensliste"
      className="space-y-3 rounded-xl bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h3 className="font-bold">Aus einer Namensliste</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Name der Klasse" maxLength={MAX_CLASS_NAME} value={name} onChange={(e) => setName(e.target.value)} />
        <SelectField label="Klassenstufe" value={grade} options={GRADE_OPTIONS} onChange={setGrade} />
      </div>
      <div>
        <label htmlFor={listId} className="mb-1 block font-semibold">
          Kinder, eines pro Zeile („Name;W“ oder „Name;M“)
        </label>
        <textarea
          id={listId}
          rows={5}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="block w-full rounded-xl border-2 border-slate-300 bg-white p-3"
        />
      </div>
      {problems.length > 0 && (
        <ul role="alert" className="list-disc space-y-1 pl-5 text-red-700">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {done && (
        <p role="status" className="font-semibold text-green-800">
          {done}
        </p>
      )}
      <Button type="submit">Liste übernehmen</Button>
    </form>
  );
}
