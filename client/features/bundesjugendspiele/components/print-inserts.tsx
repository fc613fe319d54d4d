import { useState } from 'react';
import { certificateCountText, placingText, type EventEvaluation } from '@core/domain/bundesjugendspiele/evaluation';
import { sortEventClasses } from '@core/domain/bundesjugendspiele/event';
import { CERTIFICATE_LABELS, type Certificate } from '@core/domain/bundesjugendspiele/ranking';
import type { BjsEvent } from '@core/schemas/bundesjugendspiele';
import { SelectField } from '@client/components/ui/select-field';
import { TextField } from '@client/components/ui/text-field';
import { createDeviceStore } from '@client/lib/device-store';
import { PrintFrame, germanDate, paperStyle, sheet } from './print-frame';

export const MIN_TOP_MM = 10;
export const MAX_TOP_MM = 240;
export const DEFAULT_TOP_MM = 150;

/**
 * Where the free area of the official certificate starts, in mm from the sheet's top edge. Kept
 * on this device: it depends on the year's certificate design and this printer, not on the event.
 */
export const insertSettingsStore = createDeviceStore<{ topMm: number }>('bundesjugendspiele-einleger', {
  version: 1,
  initial: { topMm: DEFAULT_TOP_MM },
  sanitize: (stored) => {
    const topMm = (stored as { topMm?: unknown } | undefined)?.topMm;
    return {
      topMm: typeof topMm === 'number' && Number.isInteger(topMm) && topMm >= MIN_TOP_MM && topMm <= MAX_TOP_MM ? topMm : DEFAULT_TOP_MM,
    };
  },
});

const CERTIFICATES: readonly Certificate[] = ['ehren', 'sieger', 'teilnahme'];

/**
 * Inserts for the official certificates: the office prints „Ehrenurkunde“ and the rest, the
 * school fills in the free area — name, class, placing, school and date — by feeding the sheets
 * through the printer. The sheets differ per kind, so one kind is printed at a time, one A4 page
 * per child, with no page margin: the distance from the top is the sheet's own.
 */
export function PrintInserts({ event, evaluation, back }: { event: BjsEvent; evaluation: EventEvaluation; back: string }) {
  const topMm = insertSettingsStore((s) => s.value.topMm);
  const [topText, setTopText] = useState(String(topMm));
  const [kind, setKind] = useState<Certificate>('ehren');
  const [classId, setClassId] = useState('');
  const classes = sortEventClasses(event.classes).filter((c) => c.children.length > 0);
  const classOrder = new Map(classes.map((c, i) => [c.id, i]));

  const inserts = evaluation.groups
    .flatMap((group) => group.rows.map((row) => ({ row, group })))
    .filter(({ row }) => row.certificate === kind && (classId === '' || row.schoolClass.id === classId))
    // Handed out class by class, in the order of the class list.
    .sort(
      (a, b) =>
        (classOrder.get(a.row.schoolClass.id) ?? 0) - (classOrder.get(b.row.schoolClass.id) ?? 0) ||
        a.row.child.name.localeCompare(b.row.child.name, 'de'),
    );

  const topValue = Number(topText.replace(',', '.'));
  const topError =
    Number.isInteger(topValue) && topValue >= MIN_TOP_MM && topValue <= MAX_TOP_MM
      ? undefined
      : `Bitte eine ganze Zahl von ${MIN_TOP_MM} bis ${MAX_TOP_MM} eingeben.`;

  return (
    <PrintFrame
      title="Urkunden-Einleger drucken"
      back={back}
      pageRule="size: A4; margin: 0;"
      controls={
        <div className="space-y-3">
          <p className="text-slate-700">
            Legen Sie die Urkunden der gewählten Art in den Drucker und drucken Sie in tatsächlicher Größe (100 %, ohne „An Seite
            anpassen“). Gedruckt werden Name, Klasse, Platz, Schule und Datum in das freie Feld.
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField
              label="Urkunde"
              value={kind}
              onChange={(v) => setKind(v as Certificate)}
              options={CERTIFICATES.map((c) => ({
                value: c,
                label: certificateCountText(
                  c,
                  evaluation.groups.reduce((n, g) => n + g.counts[c], 0),
                ),
              }))}
            />
            <SelectField
              label="Klasse"
              value={classId}
              onChange={setClassId}
              options={[{ value: '', label: 'Alle Klassen' }, ...classes.map((c) => ({ value: c.id, label: c.name }))]}
            />
            <TextField
              label="Abstand von oben (mm)"
              inputMode="numeric"
              value={topText}
              error={topError}
              hint="Wo das freie Feld der Urkunde beginnt"
              onChange={(e) => {
                setTopText(e.target.value);
                const next = Number(e.target.value.replace(',', '.'));
                if (Number.isInteger(next) && next >= MIN_TOP_MM && next <= MAX_TOP_MM) insertSettingsStore.getState().set({ topMm: next });
              }}
            />
          </div>
          <p role="status" className="font-semibold">
            {inserts.length === 1 ? '1 Seite' : `${inserts.length} Seiten`}: {CERTIFICATE_LABELS[kind]}
            {classId ? `, Klasse ${classes.find((c) => c.id === classId)?.name ?? ''}` : ''}
          </p>
        </div>
      }
    >
      {inserts.length === 0 && <p className="rounded-xl bg-white p-4 print:hidden">Für diese Auswahl gibt es keine Urkunden.</p>}
      {inserts.map(({ row, group }) => (
        <section
          key={row.child.id}
          data-print-page
          aria-label={`Einleger ${row.child.name}`}
          className={`${sheet} relative min-h-[297mm] px-[20mm] text-center print:min-h-0`}
          style={{ ...paperStyle, paddingTop: `${topMm}mm` }}
        >
          <div
            aria-hidden="true"
            className="absolute inset-x-0 border-t border-dashed border-slate-400 print:hidden"
            style={{ top: `${topMm}mm` }}
          />
          <p className="text-[26pt] leading-tight font-bold">{row.child.name}</p>
          <p className="mt-[3mm] text-[15pt]">Klasse {row.schoolClass.name}</p>
          <p className="mt-[3mm] text-[15pt]">{placingText(row, group)}</p>
          <p className="mt-[8mm] text-[12pt]">
            {event.school ? `${event.school}, ` : ''}
            {germanDate(event.date)}
          </p>
        </section>
      ))}
    </PrintFrame>
  );
}
