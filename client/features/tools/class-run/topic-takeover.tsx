import { BookmarkPlus, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { topicGrades, type RunResult } from '@core/domain/tools/class-run';
import { MAX_TOPIC_NAME } from '@core/schemas/gradebook';
import { Button } from '@client/components/ui/button';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { paths } from '@client/config/paths';
import { gradebook, usePerformanceStore } from '@client/features/gradebook';
import { classRunActions } from './class-run-store';

const UPDATE_CONFIRMATION =
  'Die Noten im Thema werden mit der aktuellen Notentabelle neu berechnet. Von Hand geänderte Noten werden überschrieben. Fortfahren?';

const defaultName = () => `Lauf ${new Date().toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' })}`;

/**
 * 'Als Thema übernehmen': the run becomes a grade-book topic of the class, graded through the
 * table; afterwards the table can still change and the topic be updated from it.
 */
export function TopicTakeover({ classId, results, topicId }: { classId: string; results: readonly RunResult[]; topicId: string | null }) {
  const id = useId();
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [confirm, dialog] = useConfirm();
  const topic = usePerformanceStore((s) => s.topics.find((t) => t.id === topicId));
  const timed = results.filter((r) => r.time !== null).length;

  if (topic) {
    return (
      <section aria-labelledby={`${id}-title`} className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 id={`${id}-title`} className="mb-2 text-lg font-bold">
          Im Notenbuch
        </h2>
        <p role="status" className="font-semibold text-green-800">
          {message ?? `Als Thema „${topic.name}“ übernommen.`}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link
            to={paths.performance.getHref()}
            onClick={() => gradebook.selectTopic(topic.id)}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-bold text-white hover:bg-brand-800"
          >
            Zur Leistungserfassung
          </Link>
          <Button
            variant="secondary"
            onClick={async () => {
              if (!(await confirm(UPDATE_CONFIRMATION, 'Neu berechnen'))) return;
              if (gradebook.applyGrades(topic.id, topicGrades(results))) setMessage(`Noten in „${topic.name}“ neu berechnet.`);
            }}
          >
            <RefreshCw aria-hidden="true" className="size-5" />
            Noten neu berechnen
          </Button>
        </div>
        {dialog}
      </section>
    );
  }

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      onSubmit={(e) => {
        e.preventDefault();
        gradebook.selectClass(classId);
        const result = gradebook.createGradedTopic(classId, name, topicGrades(results));
        if (!result.ok) {
          setError(result.message);
          return;
        }
        setError(null);
        setMessage(null);
        classRunActions.setTopic(result.topicId ?? null);
      }}
    >
      <h2 id={`${id}-title`} className="mb-2 text-lg font-bold">
        Als Thema übernehmen
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Die Zeiten werden über die Notentabelle zu Noten im Notenbuch dieser Klasse; die Zeit steht als Bemerkung dabei. Kinder ohne Zeit
        bleiben „nicht bewertet“ und bekommen die Bemerkung „Keine Zeit gemessen“.
      </p>
      <label htmlFor={`${id}-name`} className="mb-1 block font-semibold">
        Name des Themas
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-name`}
          value={name}
          maxLength={MAX_TOPIC_NAME + 10}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`min-h-11 min-w-48 flex-1 rounded-xl border-2 bg-white px-3 outline-none focus:border-brand-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
        <Button type="submit" disabled={timed === 0}>
          <BookmarkPlus aria-hidden="true" className="size-5" />
          Als Thema übernehmen
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
