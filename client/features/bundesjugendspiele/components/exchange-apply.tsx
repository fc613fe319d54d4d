import { useCallback, type ReactNode } from 'react';
import { findChild } from '@core/domain/bundesjugendspiele/event';
import { catalogueExercise } from '@core/domain/bundesjugendspiele/exercises';
import { resultProblem, type MergeReport } from '@core/domain/bundesjugendspiele/results';
import {
  backupTransfer,
  keepSourceIds,
  planRestore,
  transferFileName,
  transferFileText,
  type TransferFile,
} from '@core/domain/bundesjugendspiele/transfer';
import type { BjsEvent, BjsState, ResultEntry } from '@core/schemas/bundesjugendspiele';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { downloadFile, today } from '@client/lib/download';
import { bjsActions, bjsStore } from '../stores/bjs-store';
import type { ExchangeReport } from './exchange-report';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** „2027-06-12“ → „12.06.2027“. */
export const germanDate = (iso: string) => iso.split('-').reverse().join('.');

/** „12.06.2027, 09:15“ (or the text as it is, when it is no time). */
export function germanDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'short' });
}

export const eventName = (event: BjsEvent) => `${event.school || 'Bundesjugendspiele'} am ${germanDate(event.date)}`;

export function eventSummary(event: BjsEvent): string {
  const children = event.classes.reduce((sum, c) => sum + c.children.length, 0);
  return `${count(event.classes.length, 'Klasse', 'Klassen')}, ${count(children, 'Kind', 'Kinder')}`;
}

const resultCount = (state: BjsState) => Object.keys(state.results).length + state.conflicts.length;

/** „Mia Schulz (3a), Zonenweitsprung“ — the child from the event that knows it. */
export function describeEntry(event: BjsEvent | null, entry: ResultEntry): string {
  const found = event ? findChild(event, entry.childId) : null;
  const exercise = catalogueExercise(entry.exerciseId)?.name ?? `Übung „${entry.exerciseId}“`;
  return `${found ? `${found.child.name} (${found.schoolClass.name})` : 'unbekanntes Kind'}, ${exercise}`;
}

/** This device's whole state as a file: before anything replaces it, and on request. */
export function downloadBackup(state: BjsState) {
  downloadFile(
    transferFileName({ date: state.event?.date ?? today(), kind: 'sicherung', label: state.deviceLabel }),
    transferFileText(backupTransfer(state)),
    'application/json',
  );
}

/** „5 neu, 2 schon vorhanden, 1 Konflikt – bitte unter „Konflikte“ entscheiden.“ and the results not taken. */
function mergeReport(prefix: string, report: MergeReport, event: BjsEvent | null): ExchangeReport {
  const taken = report.added + report.same + report.conflicts;
  const text =
    `${prefix}: ${report.added} neu, ${report.same} schon vorhanden, ${count(report.conflicts, 'Konflikt', 'Konflikte')}` +
    (report.conflicts > 0 ? ' – bitte unter „Konflikte“ entscheiden.' : '.');
  const lists =
    report.rejected.length > 0
      ? [
          {
            title: `${count(report.rejected.length, 'Ergebnis', 'Ergebnisse')} nicht übernommen:`,
            items: report.rejected.map(({ entry, reason }) => `${describeEntry(event, entry)}: ${reason}`),
          },
        ]
      : undefined;
  const tone =
    taken === 0 && report.rejected.length > 0 ? 'error' : report.conflicts > 0 || report.rejected.length > 0 ? 'info' : 'success';
  return { tone, text, lists };
}

/**
 * Applies a received file or QR series (event, results or backup) to this device and says what
 * happened. Whatever would replace data recorded here is asked first, and a backup of the present
 * state is saved before it is replaced: nothing is lost silently.
 */
export function useApplyTransfer(): { apply: (file: TransferFile) => Promise<ExchangeReport>; dialog: ReactNode } {
  const [confirm, dialog] = useConfirm();

  const apply = useCallback(
    async (file: TransferFile): Promise<ExchangeReport> => {
      const current = bjsStore.getState().value;

      if (file.kind === 'veranstaltung') {
        const had = current.event;
        const incoming = keepSourceIds(file.event, had);
        if (had && had.id !== incoming.id && resultCount(current) > 0) {
          const ok = await confirm(
            `Auf diesem Gerät ist eine andere Veranstaltung (${eventName(had)}) mit ${count(resultCount(current), 'Ergebnis', 'Ergebnissen')}. ` +
              `Die neue Veranstaltung (${eventName(incoming)}) ersetzt sie samt diesen Ergebnissen. Vorher wird eine Sicherung des jetzigen Stands als Datei gespeichert.`,
            'Sichern und übernehmen',
          );
          if (!ok) return { tone: 'info', text: 'Nichts übernommen. Die bisherige Veranstaltung bleibt auf diesem Gerät.' };
          downloadBackup(bjsStore.getState().value);
        }
        if (had && had.id === incoming.id) {
          if (JSON.stringify(had) === JSON.stringify(incoming))
            return {
              tone: 'success',
              text: `Diese Veranstaltung ist auf diesem Gerät schon auf dem neuesten Stand (${eventSummary(had)}).`,
            };
          if (had.updatedAt > incoming.updatedAt) {
            const ok = await confirm(
              `Auf diesem Gerät ist ein neuerer Stand dieser Veranstaltung (geändert ${germanDateTime(had.updatedAt)}) als der empfangene ` +
                `(${germanDateTime(incoming.updatedAt)}). Den älteren Stand trotzdem übernehmen? Die Ergebnisse bleiben erhalten.`,
              'Älteren Stand übernehmen',
            );
            if (!ok) return { tone: 'info', text: 'Nichts übernommen. Der neuere Stand bleibt auf diesem Gerät.' };
          }
        }
        const { orphaned } = bjsActions.receiveEvent(incoming);
        return {
          tone: orphaned.length > 0 ? 'info' : 'success',
          text: `Veranstaltung übernommen: ${eventSummary(incoming)}.`,
          lists:
            orphaned.length > 0
              ? [
                  {
                    title: `${count(orphaned.length, 'Ergebnis', 'Ergebnisse')} auf diesem Gerät ${orphaned.length === 1 ? 'passt' : 'passen'} nicht mehr zur Veranstaltung (${orphaned.length === 1 ? 'es bleibt' : 'sie bleiben'} gespeichert, zählen aber nicht):`,
                    items: orphaned.map((r) => `${describeEntry(had, r)}: ${resultProblem(incoming, r) ?? 'passt nicht'}`),
                  },
                ]
              : undefined,
        };
      }

      if (file.kind === 'ergebnisse') {
        if (!current.event)
          return {
            tone: 'error',
            text: 'Auf diesem Gerät ist noch keine Veranstaltung. Übernehmen Sie zuerst die Veranstaltung vom Handy, auf dem sie eingerichtet wurde – dann die Ergebnisse. Es wurde nichts übernommen.',
          };
        if (file.eventId !== current.event.id)
          return {
            tone: 'error',
            text: `Diese Ergebnisse gehören zu einer anderen Veranstaltung als ${eventName(current.event)}. Es wurde nichts übernommen.`,
          };
        if (file.results.length === 0) return { tone: 'info', text: `Von „${file.from || 'unbekanntem Gerät'}“ kamen keine Ergebnisse.` };
        const report = bjsActions.importResults(file.results);
        return mergeReport(`Ergebnisse von „${file.from || 'unbekanntem Gerät'}“`, report, current.event);
      }

      const plan = planRestore(current, file.state);
      if (plan.kind === 'restore') {
        bjsActions.restore(plan.state);
        const event = plan.state.event;
        return {
          tone: 'success',
          text: `Sicherung eingespielt${event ? `: ${eventName(event)}, ${eventSummary(event)}` : ''}, ${count(resultCount(plan.state), 'Ergebnis', 'Ergebnisse')}.`,
        };
      }
      if (plan.kind === 'merge') {
        bjsActions.restore(plan.state);
        const merged = mergeReport('Sicherung mit diesem Gerät zusammengeführt', plan.report, plan.state.event);
        if (plan.eventFrom === 'backup') merged.text += ' Die Veranstaltung aus der Sicherung war neuer und gilt jetzt.';
        return merged;
      }
      const ok = await confirm(
        `Die Sicherung enthält ${plan.state.event ? `eine andere Veranstaltung (${eventName(plan.state.event)})` : 'keine Veranstaltung'} als dieses Gerät` +
          `${current.event ? ` (${eventName(current.event)}, ${count(resultCount(current), 'Ergebnis', 'Ergebnisse')})` : ''}. ` +
          'Einspielen ersetzt alles auf diesem Gerät. Vorher wird eine Sicherung des jetzigen Stands als Datei gespeichert.',
        'Sichern und ersetzen',
      );
      if (!ok) return { tone: 'info', text: 'Nichts eingespielt. Auf diesem Gerät bleibt alles, wie es war.' };
      downloadBackup(bjsStore.getState().value);
      bjsActions.restore(plan.state);
      return { tone: 'success', text: 'Sicherung eingespielt. Der vorige Stand wurde als Datei gespeichert.' };
    },
    [confirm],
  );

  return { apply, dialog };
}
