import { useState } from 'react';
import { Link } from 'react-router';
import { newEvent } from '@core/domain/bundesjugendspiele/event';
import { MAX_SCHOOL_NAME } from '@core/schemas/bundesjugendspiele';
import { Button } from '@client/components/ui/button';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { TextField } from '@client/components/ui/text-field';
import { paths } from '@client/config/paths';
import { today } from '@client/lib/download';
import { bjsActions, bjsStore, newShortId } from '../stores/bjs-store';
import { SetupClasses } from './setup-classes';
import { SetupExercises } from './setup-exercises';
import { SetupRules } from './setup-rules';
import { section, sectionTitle } from './styles';

const EXCHANGE = `${paths.bundesjugendspiele.getHref()}?ansicht=austausch`;

/** The organiser's set-up: the event, its classes, the exercises per band and the evaluation rules. */
export function SetupView() {
  const event = bjsStore((s) => s.value.event);
  const resultCount = bjsStore((s) => Object.keys(s.value.results).length);
  const [confirm, dialog] = useConfirm();

  if (!event) return <NewEventForm />;

  const startOver = async () => {
    const message =
      resultCount > 0
        ? `Eine neue Veranstaltung ersetzt „${event.school || 'diese Veranstaltung'}“ mit ${resultCount} Ergebnissen auf diesem Gerät. Sichern Sie sie vorher unter Austausch › Sicherung. Trotzdem neu anfangen?`
        : 'Die bisherige Veranstaltung wird durch eine neue ersetzt. Fortfahren?';
    if (await confirm(message, 'Neu anfangen'))
      bjsActions.startEvent(newEvent({ id: newShortId(), date: today(), now: new Date().toISOString() }));
  };

  return (
    <div className="space-y-4">
      <section aria-labelledby="bjs-veranstaltung" className={section}>
        <h2 id="bjs-veranstaltung" className={sectionTitle}>
          Veranstaltung
        </h2>
        <EventFields key={event.id} date={event.date} school={event.school} />
      </section>
      <SetupClasses event={event} />
      <SetupExercises event={event} />
      <SetupRules event={event} />
      <section aria-labelledby="bjs-weiter" className={section}>
        <h2 id="bjs-weiter" className={sectionTitle}>
          Helfer-Handys
        </h2>
        <p className="text-slate-700">
          Geben Sie die Veranstaltung unter{' '}
          <Link className="font-semibold text-brand-700 underline" to={EXCHANGE}>
            Austausch
          </Link>{' '}
          als Datei oder QR-Codes an die Handys der Helferinnen und Helfer. Dort erfassen sie ihre Station ohne Internet und ohne Konto, und
          geben die Ergebnisse auf demselben Weg zurück.
        </p>
      </section>
      <Button variant="secondary" onClick={() => void startOver()}>
        Neue Veranstaltung anlegen
      </Button>
      {dialog}
    </div>
  );
}

function NewEventForm() {
  const [date, setDate] = useState(today());
  const [school, setSchool] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form
      aria-labelledby="bjs-neu"
      className={section}
      onSubmit={(e) => {
        e.preventDefault();
        if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError('Bitte ein Datum wählen.');
        bjsActions.startEvent(newEvent({ id: newShortId(), date, school: school.trim(), now: new Date().toISOString() }));
      }}
    >
      <h2 id="bjs-neu" className={sectionTitle}>
        Veranstaltung anlegen
      </h2>
      <p className="mb-3 text-slate-700">
        Ist die Veranstaltung schon auf einem anderen Handy eingerichtet? Dann übernehmen Sie sie unter{' '}
        <Link className="font-semibold text-brand-700 underline" to={EXCHANGE}>
          Austausch
        </Link>
        .
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Datum" type="date" required value={date} error={error} onChange={(e) => setDate(e.target.value)} />
        <TextField
          label="Schule"
          maxLength={MAX_SCHOOL_NAME}
          value={school}
          onChange={(e) => setSchool(e.target.value)}
          autoComplete="organization"
        />
      </div>
      <Button type="submit" className="mt-4">
        Veranstaltung anlegen
      </Button>
    </form>
  );
}

/** Date and school, saved as the teacher types (a field left empty keeps the last date). */
function EventFields({ date, school }: { date: string; school: string }) {
  const [draftDate, setDraftDate] = useState(date);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label="Datum"
        type="date"
        required
        value={draftDate}
        error={/^\d{4}-\d{2}-\d{2}$/.test(draftDate) ? undefined : 'Bitte ein Datum wählen.'}
        onChange={(e) => {
          setDraftDate(e.target.value);
          if (/^\d{4}-\d{2}-\d{2}$/.test(e.target.value)) bjsActions.changeEvent((ev) => ({ ...ev, date: e.target.value }));
        }}
      />
      <TextField
        label="Schule"
        maxLength={MAX_SCHOOL_NAME}
        value={school}
        autoComplete="organization"
        onChange={(e) => bjsActions.changeEvent((ev) => ({ ...ev, school: e.target.value }))}
      />
    </div>
  );
}
