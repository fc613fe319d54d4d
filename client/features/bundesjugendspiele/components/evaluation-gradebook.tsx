import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { gradebookNotes, type EventEvaluation } from '@core/domain/bundesjugendspiele/evaluation';
import { sortEventClasses } from '@core/domain/bundesjugendspiele/event';
import type { BjsEvent, EventClass } from '@core/schemas/bundesjugendspiele';
import { Button } from '@client/components/ui/button';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { paths } from '@client/config/paths';
import { gradebook, useClassesStore, usePerformanceStore } from '@client/features/gradebook';

/** „3a“, „3a und 3b“, „3a, 3b und 3c“. */
export const germanList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} und ${items.at(-1) as string}`;

export const topicName = (event: BjsEvent) => `Bundesjugendspiele ${event.date.slice(0, 4)}`;

const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), 'de', { sensitivity: 'base' }) === 0;

/**
 * „Ins Notenbuch übernehmen“: a topic „Bundesjugendspiele 2027“ without grades in each class that
 * came from the grade book, with each child's certificate, place and results as its comment. A
 * topic of that name already there is updated (after asking), never doubled: a second click after
 * a late result must not leave two topics to choose from.
 */
export function EvaluationGradebook({ event, evaluation }: { event: BjsEvent; evaluation: EventEvaluation }) {
  const gradebookClasses = useClassesStore((s) => s.classes);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [confirm, dialog] = useConfirm();
  const fromGradebook = sortEventClasses(event.classes).filter((c) => c.sourceId !== null);
  const present = fromGradebook.filter((c) => gradebookClasses.some((g) => g.id === c.sourceId));
  const gone = fromGradebook.filter((c) => !present.includes(c));

  if (fromGradebook.length === 0)
    return (
      <p className="mt-3 text-sm text-slate-600">
        Ins Notenbuch übernehmen geht für Klassen, die aus dem Notenbuch aufgenommen wurden; die Klassen dieser Veranstaltung wurden von
        Hand eingegeben.
      </p>
    );

  const takeOver = async () => {
    const name = topicName(event);
    const topics = usePerformanceStore.getState().topics;
    const existing = (c: EventClass) => topics.find((t) => t.classId === c.sourceId && sameName(t.name, name));
    const toUpdate = present.filter((c) => existing(c));
    if (
      toUpdate.length > 0 &&
      !(await confirm(
        `Das Thema „${name}“ gibt es in ${germanList(toUpdate.map((c) => c.name))} schon. Die Bemerkungen darin werden durch die aktuelle Auswertung ersetzt; Noten bleiben, wie sie sind. Fortfahren?`,
        'Bemerkungen ersetzen',
      ))
    )
      return;
    const notes = gradebookNotes(evaluation, event);
    // Creating a topic selects it in the grade book; the teacher's selection there stays as it was.
    const selectedBefore = usePerformanceStore.getState().selectedTopicId;
    const created: string[] = [];
    const updated: string[] = [];
    const failed: string[] = [];
    for (const c of present) {
      const comments = Object.fromEntries((notes.get(c.sourceId as string) ?? []).map((n) => [n.studentId, { comment: n.comment }]));
      const topic = existing(c);
      if (topic) {
        if (gradebook.applyGrades(topic.id, comments)) updated.push(c.name);
        else failed.push(`${c.name}: Das Thema gibt es nicht mehr.`);
        continue;
      }
      const result = gradebook.createGradedTopic(c.sourceId as string, name, comments);
      if (result.ok) created.push(c.name);
      else failed.push(`${c.name}: ${result.message}`);
    }
    gradebook.selectTopic(selectedBefore);
    const parts = [
      created.length > 0 && `Thema „${name}“ in ${germanList(created)} angelegt.`,
      updated.length > 0 && `Bemerkungen in „${name}“ in ${germanList(updated)} aktualisiert.`,
      gone.length > 0 && `${germanList(gone.map((c) => c.name))} ${gone.length === 1 ? 'ist' : 'sind'} nicht mehr im Notenbuch.`,
      ...failed,
    ].filter((p): p is string => typeof p === 'string');
    setMessage({ text: parts.join(' '), error: failed.length > 0 || created.length + updated.length === 0 });
  };

  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <p className="mb-2 text-sm text-slate-600">
        Legt in {germanList(fromGradebook.map((c) => c.name))} das Thema „{topicName(event)}“ ohne Noten an; bei jedem Kind stehen Urkunde,
        Platz und Ergebnisse als Bemerkung.
      </p>
      <Button onClick={() => void takeOver()} disabled={present.length === 0}>
        <BookmarkPlus aria-hidden="true" className="size-5" />
        Ins Notenbuch übernehmen
      </Button>
      {present.length === 0 && (
        <p className="mt-2 text-sm font-semibold text-red-700">Die Klassen dieser Veranstaltung gibt es im Notenbuch nicht mehr.</p>
      )}
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={`mt-2 font-semibold ${message.error ? 'text-red-700' : 'text-green-800'}`}>
          {message.text}{' '}
          {!message.error && (
            <Link to={paths.performance.getHref()} className="text-brand-700 underline">
              Zur Leistungserfassung
            </Link>
          )}
        </p>
      )}
      {dialog}
    </div>
  );
}
