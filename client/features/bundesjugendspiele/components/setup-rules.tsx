import type { BjsEvent } from '@core/schemas/bundesjugendspiele';
import { bjsActions } from '../stores/bjs-store';
import { section, sectionTitle } from './styles';

interface Choice<T extends string> {
  value: T;
  label: string;
  hint: string;
}

const GROUPS: Choice<BjsEvent['groupBy']>[] = [
  { value: 'klasse', label: 'Jede Klasse für sich', hint: 'Die Kinder einer Klasse werden miteinander verglichen.' },
  { value: 'klassenstufe', label: 'Die ganze Klassenstufe', hint: 'Alle Klassen einer Stufe bilden eine Wertungsgruppe.' },
];

const MISSING: Choice<BjsEvent['rules']['missing']>[] = [
  {
    value: 'shared-last',
    label: 'Platzziffer = Größe der Gruppe (Handbuch)',
    hint: 'Wer zu einer Übung nicht antritt, bekommt dort die Platzziffer, die der Zahl der Kinder in der Gruppe entspricht, und erhält trotzdem eine Urkunde.',
  },
  {
    value: 'not-ranked',
    label: 'Nicht werten',
    hint: 'Wer eine Übung verpasst, wird nicht gewertet (z. B. wenn die Schule die Übung nachholen lässt).',
  },
];

const BOUNDARY: Choice<BjsEvent['rules']['boundary']>[] = [
  {
    value: 'generous',
    label: 'Die bessere Urkunde für alle',
    hint: 'Gleiche Summen an der Grenze zweier Urkunden bekommen alle die bessere – niemand verliert sie durch einen Gleichstand.',
  },
  {
    value: 'strict',
    label: 'Die Anteile nicht überschreiten',
    hint: 'Gleiche Summen an der Grenze bekommen alle die niedrigere Urkunde, so bleiben es höchstens 20 % und 50 %.',
  },
];

function Choices<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: Choice<T>[];
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 font-bold">{legend}</legend>
      {choices.map((c) => (
        <label
          key={c.value}
          className="grid min-h-11 cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-xl border-2 border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
        >
          <input
            type="radio"
            name={name}
            value={c.value}
            checked={value === c.value}
            onChange={() => onChange(c.value)}
            className="row-span-2 mt-1 size-5"
          />
          <span className="font-semibold">{c.label}</span>
          <span className="text-sm text-slate-700">{c.hint}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The evaluation group and the two choices the rules leave to the school (docs/bundesjugendspiele.md). */
export function SetupRules({ event }: { event: BjsEvent }) {
  return (
    <section aria-labelledby="bjs-wertung" className={section}>
      <h2 id="bjs-wertung" className={sectionTitle}>
        Wertung
      </h2>
      <div className="space-y-4">
        <p className="text-slate-700">
          Mädchen und Jungen werden immer getrennt gewertet. In jeder Übung bekommt das beste Kind Platzziffer 1; gleiche Ergebnisse teilen
          sich den Platz. Die kleinste Summe gewinnt. Die ersten 20 % erhalten eine Ehrenurkunde, die nächsten 50 % eine Siegerurkunde, alle
          anderen eine Teilnahmeurkunde (aufgerundet).
        </p>
        <Choices
          legend="Wertungsgruppe"
          name="bjs-gruppe"
          choices={GROUPS}
          value={event.groupBy}
          onChange={(groupBy) => bjsActions.changeEvent((ev) => ({ ...ev, groupBy }))}
        />
        <Choices
          legend="Eine Übung verpasst"
          name="bjs-fehlt"
          choices={MISSING}
          value={event.rules.missing}
          onChange={(missing) => bjsActions.changeEvent((ev) => ({ ...ev, rules: { ...ev.rules, missing } }))}
        />
        <Choices
          legend="Gleiche Summe an der Urkundengrenze"
          name="bjs-grenze"
          choices={BOUNDARY}
          value={event.rules.boundary}
          onChange={(boundary) => bjsActions.changeEvent((ev) => ({ ...ev, rules: { ...ev.rules, boundary } }))}
        />
      </div>
    </section>
  );
}
