import {
  addItem,
  addPhase,
  copyPlan,
  editHead,
  editItem,
  moveItem,
  movePhase,
  removeItem,
  removePhase,
  renamePhase,
} from '@core/domain/lesson-plan/plan-edit';
import { planMaterial } from '@core/domain/lesson-plan/plan-material';
import {
  itemMarkdown,
  itemTitle,
  LESSON_LENGTHS,
  phaseItems,
  PLAN_LIMITS,
  plannedMinutes,
  sortedPhases,
  timeBalance,
  type LessonPlan,
  type PlanItem,
  type PlanPhase,
} from '@core/domain/lesson-plan/plan-model';
import { ArrowDown, ArrowUp, Copy, Play, Plus, Printer, Search, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { useConfirm } from '@client/components/ui/confirm-dialog';
import { TextField } from '@client/components/ui/text-field';
import { paths } from '@client/config/paths';
import { createPlan, editPlan } from '../api/plans';
import { planPath, planPrintPath, planRunPath } from '../plan-paths';
import { CardNotes } from './card-notes';
import { SharePlan } from './share-plan';

// The renderer (≈ 50 KB gzip) loads when a card is opened in the plan, not with the screen.
const Markdown = lazy(async () => ({ default: (await import('@client/components/markdown/markdown')).Markdown }));

const newId = () => crypto.randomUUID();
const now = () => new Date().toISOString();

const iconButton =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-brand-50 hover:text-brand-800 disabled:opacity-30 disabled:hover:bg-transparent';

/** A number field that keeps what the teacher types and reports whole numbers within bounds. */
function MinutesField({
  label,
  value,
  max,
  onChange,
  className = '',
}: {
  label: string;
  value: number;
  max: number;
  onChange: (n: number) => void;
  className?: string;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  return (
    <input
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      aria-label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const n = Number(event.target.value);
        if (event.target.value !== '' && Number.isInteger(n) && n >= 0 && n <= max) {
          setShown(n);
          onChange(n);
        }
      }}
      className={`h-11 w-20 rounded-xl border-2 border-slate-300 px-2 text-right text-lg tabular-nums focus:border-brand-600 ${className}`}
    />
  );
}

function PlanHeadForm({ plan }: { plan: LessonPlan }) {
  const free = !(LESSON_LENGTHS as readonly number[]).includes(plan.lengthMinutes);
  const [freeLength, setFreeLength] = useState(free);
  const head = (patch: Parameters<typeof editHead>[1]) => editPlan(plan.id, (p) => editHead(p, patch, now()));
  const lengthId = useId();
  const dateId = useId();
  const sizeId = useId();
  return (
    <section aria-label="Angaben zur Stunde" className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <TextField
        label="Titel"
        value={plan.title}
        maxLength={PLAN_LIMITS.titleLength}
        onChange={(e) => head({ title: e.target.value })}
        error={plan.title.trim() === '' ? 'Bitte geben Sie der Stunde einen Titel.' : undefined}
        className="sm:col-span-2"
      />
      <div>
        <label htmlFor={dateId} className="mb-1 block font-semibold">
          Datum
        </label>
        <input
          id={dateId}
          type="date"
          value={plan.date ?? ''}
          onChange={(e) => head({ date: e.target.value || null })}
          className="h-11 w-full rounded-xl border-2 border-slate-300 px-3 focus:border-brand-600"
        />
      </div>
      <TextField
        label="Klasse"
        value={plan.className}
        maxLength={PLAN_LIMITS.classNameLength}
        placeholder="z. B. 3b"
        onChange={(e) => head({ className: e.target.value })}
      />
      <div>
        <label htmlFor={lengthId} className="mb-1 block font-semibold">
          Länge
        </label>
        <div className="flex gap-2">
          <select
            id={lengthId}
            value={freeLength ? 'frei' : String(plan.lengthMinutes)}
            onChange={(e) => {
              const free = e.target.value === 'frei';
              setFreeLength(free);
              if (!free) head({ lengthMinutes: Number(e.target.value) });
            }}
            className="h-11 flex-1 rounded-xl border-2 border-slate-300 bg-white px-3 focus:border-brand-600"
          >
            {LESSON_LENGTHS.map((n) => (
              <option key={n} value={n}>
                {n} Minuten
              </option>
            ))}
            <option value="frei">frei wählen</option>
          </select>
          {freeLength && (
            <MinutesField
              label="Länge in Minuten"
              value={plan.lengthMinutes}
              max={PLAN_LIMITS.lengthMinutes}
              onChange={(n) => n >= 5 && head({ lengthMinutes: n })}
            />
          )}
        </div>
      </div>
      <div>
        <label htmlFor={sizeId} className="mb-1 block font-semibold">
          Kinder in der Klasse
        </label>
        <input
          id={sizeId}
          type="number"
          inputMode="numeric"
          min={1}
          max={PLAN_LIMITS.classSize}
          value={plan.classSize ?? ''}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (e.target.value === '') head({ classSize: null });
            else if (Number.isInteger(n) && n >= 1 && n <= PLAN_LIMITS.classSize) head({ classSize: n });
          }}
          aria-describedby={`${sizeId}-hinweis`}
          className="h-11 w-full rounded-xl border-2 border-slate-300 px-3 focus:border-brand-600"
        />
        <p id={`${sizeId}-hinweis`} className="mt-1 text-sm text-slate-600">
          Für die Materialmengen „je Kind“ oder „je Paar“.
        </p>
      </div>
    </section>
  );
}

function ItemRow({ plan, item, first, last }: { plan: LessonPlan; item: PlanItem; first: boolean; last: boolean }) {
  const title = itemTitle(item);
  const [confirm, confirmDialog] = useConfirm();
  const remove = async () => {
    if (await confirm(`„${title}“ aus der Stunde entfernen?`, 'Entfernen')) editPlan(plan.id, (p) => removeItem(p, item.id, now()));
  };
  const markdown = itemMarkdown(item);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3">
      {confirmDialog}
      <p className="font-semibold break-words">
        {title}
        {item.cardGone && <span className="ml-2 text-sm font-normal text-amber-800">(aus der Sammlung entfernt – letzte Fassung)</span>}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <span className="flex flex-1 items-center gap-1">
          <MinutesField
            label={`Minuten: ${title}`}
            value={item.minutes}
            max={PLAN_LIMITS.minutes}
            onChange={(minutes) => editPlan(plan.id, (p) => editItem(p, item.id, { minutes }, now()))}
          />
          <span aria-hidden="true">Min.</span>
        </span>
        <span className="flex">
          <button
            type="button"
            className={iconButton}
            disabled={first}
            aria-label={`${title}: nach oben`}
            onClick={() => editPlan(plan.id, (p) => moveItem(p, item.id, -1, now()))}
          >
            <ArrowUp aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className={iconButton}
            disabled={last}
            aria-label={`${title}: nach unten`}
            onClick={() => editPlan(plan.id, (p) => moveItem(p, item.id, 1, now()))}
          >
            <ArrowDown aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
            aria-label={`${title}: entfernen`}
            onClick={() => void remove()}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </span>
      </div>
      {markdown.trim() && (
        <details className="mt-2">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
            {item.kind === 'card' ? 'Karte anzeigen' : 'Text anzeigen'}
          </summary>
          <div className="prose-card mt-2">
            <Suspense fallback={<p className="text-slate-500">Wird geladen …</p>}>
              <Markdown text={markdown} />
            </Suspense>
          </div>
        </details>
      )}
      {item.kind === 'card' && item.contentId && <CardNotes contentId={item.contentId} compact />}
    </li>
  );
}

function AddTextItem({ plan, phase }: { plan: LessonPlan; phase: PlanPhase }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [minutes, setMinutes] = useState(5);
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() && !text.trim()) return setError('Bitte geben Sie einen Titel oder Text ein.');
    if (plan.items.length >= PLAN_LIMITS.itemsPerPlan)
      return setError(`Eine Stunde darf höchstens ${PLAN_LIMITS.itemsPerPlan} Teile haben.`);
    editPlan(plan.id, (p) =>
      addItem(
        p,
        phase.id,
        newId(),
        { kind: 'text', contentId: null, sectionId: null, title: title.trim(), text: text.trim(), minutes, card: null },
        now(),
      ),
    );
    setTitle('');
    setText('');
    setError(null);
    setOpen(false);
  };
  if (!open)
    return (
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-5" />
        Freien Teil hinzufügen
      </Button>
    );
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-xl border border-dashed border-slate-300 p-3"
      aria-label={`Freier Teil für ${phase.name}`}
    >
      <TextField
        label="Titel"
        value={title}
        maxLength={PLAN_LIMITS.itemTitleLength}
        onChange={(e) => setTitle(e.target.value)}
        placeholder="z. B. Begrüßung im Kreis"
      />
      <div>
        <label htmlFor={textId} className="mb-1 block font-semibold">
          Text (optional)
        </label>
        <textarea
          id={textId}
          value={text}
          maxLength={PLAN_LIMITS.itemTextLength}
          onChange={(e) => setText(e.target.value)}
          rows={3}
          className="w-full rounded-xl border-2 border-slate-300 p-2 focus:border-brand-600"
        />
      </div>
      <div className="flex items-center gap-2 font-semibold">
        <MinutesField label="Minuten des freien Teils" value={minutes} max={PLAN_LIMITS.minutes} onChange={setMinutes} />
        <span aria-hidden="true">Minuten</span>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex gap-2">
        <Button type="submit">Hinzufügen</Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}

function PhaseSection({ plan, phase, index, count }: { plan: LessonPlan; phase: PlanPhase; index: number; count: number }) {
  const items = phaseItems(plan, phase.id);
  const [confirm, confirmDialog] = useConfirm();
  const [name, setName] = useState(phase.name);
  const [shownName, setShownName] = useState(phase.name);
  if (shownName !== phase.name) {
    setShownName(phase.name);
    setName(phase.name);
  }
  const minutes = items.reduce((sum, i) => sum + i.minutes, 0);
  const remove = async () => {
    const what = items.length > 0 ? ` mit ${items.length === 1 ? 'einem Teil' : `${items.length} Teilen`}` : '';
    if (await confirm(`Die Phase „${phase.name}“${what} entfernen?`, 'Entfernen'))
      editPlan(plan.id, (p) => removePhase(p, phase.id, now()));
  };
  return (
    <section aria-label={phase.name || 'Phase'} className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-3">
      {confirmDialog}
      <input
        value={name}
        aria-label="Name der Phase"
        maxLength={PLAN_LIMITS.phaseNameLength}
        onChange={(e) => {
          setName(e.target.value);
          if (e.target.value.trim()) editPlan(plan.id, (p) => renamePhase(p, phase.id, e.target.value, now()));
        }}
        className="h-11 w-full rounded-xl border-2 border-transparent bg-transparent px-2 text-xl font-bold hover:border-slate-300 focus:border-brand-600 focus:bg-white"
      />
      <div className="flex items-center gap-1">
        <span className="flex-1 px-2 text-slate-700 tabular-nums">{minutes} Minuten</span>
        <button
          type="button"
          className={iconButton}
          disabled={index === 0}
          aria-label={`Phase ${phase.name} nach oben`}
          onClick={() => editPlan(plan.id, (p) => movePhase(p, phase.id, -1, now()))}
        >
          <ArrowUp aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={iconButton}
          disabled={index === count - 1}
          aria-label={`Phase ${phase.name} nach unten`}
          onClick={() => editPlan(plan.id, (p) => movePhase(p, phase.id, 1, now()))}
        >
          <ArrowDown aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
          aria-label={`Phase ${phase.name} entfernen`}
          onClick={() => void remove()}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
      {name.trim() === '' && <p className="text-sm font-semibold text-red-800">Jede Phase braucht einen Namen.</p>}
      {items.length > 0 ? (
        <ol className="space-y-2">
          {items.map((item, at) => (
            <ItemRow
              key={item.id}
              plan={plan}
              item={item}
              first={index === 0 && at === 0}
              last={index === count - 1 && at === items.length - 1}
            />
          ))}
        </ol>
      ) : (
        <p className="text-slate-600">Noch nichts in dieser Phase.</p>
      )}
      <AddTextItem plan={plan} phase={phase} />
    </section>
  );
}

function MaterialList({ plan }: { plan: LessonPlan }) {
  const needs = planMaterial(plan.items, plan.classSize);
  return (
    <section aria-labelledby="stunde-material" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="stunde-material" className="mb-2 text-xl font-bold">
        Material
      </h2>
      {needs.length === 0 ? (
        <p className="text-slate-600">Die Karten der Stunde nennen kein Material.</p>
      ) : (
        <ul className="grid gap-1 sm:grid-cols-2">
          {needs.map((need) => (
            <li key={need.label} title={`aus: ${need.from.join(', ')}`}>
              {need.label}
            </li>
          ))}
        </ul>
      )}
      {plan.classSize === null && needs.length > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          Tragen Sie oben die Zahl der Kinder ein, dann rechnet die Sportkiste Mengen „je Kind“ aus.
        </p>
      )}
    </section>
  );
}

/** /stunden/:id: the plan, edited on this device (also offline) and saved to the server soon after. */
export function PlanEditor({ plan }: { plan: LessonPlan }) {
  const navigate = useNavigate();
  const phases = sortedPhases(plan);
  const balance = timeBalance(plan);
  const duplicate = () => {
    const copy = copyPlan(plan, newId(), `${plan.title} (Kopie)`.slice(0, PLAN_LIMITS.titleLength), now(), newId);
    createPlan(copy);
    void navigate(planPath(copy.id));
  };
  const tone =
    balance.tone === 'over'
      ? 'border-red-300 bg-red-50 text-red-900'
      : balance.tone === 'ok'
        ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
        : 'border-sky-300 bg-sky-50 text-sky-950';
  return (
    <div className="space-y-5">
      <PlanHeadForm plan={plan} />
      <p role="status" className={`rounded-2xl border-2 p-3 text-lg font-bold ${tone}`}>
        {plannedMinutes(plan)} von {plan.lengthMinutes} Minuten geplant – {balance.text}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void navigate(planRunPath(plan.id))} disabled={plan.items.length === 0}>
          <Play aria-hidden="true" className="size-5" />
          Ablauf starten
        </Button>
        <Button variant="secondary" onClick={() => void navigate(planPrintPath(plan.id))}>
          <Printer aria-hidden="true" className="size-5" />
          Drucken
        </Button>
        <SharePlan plan={plan} />
        <Button variant="secondary" onClick={duplicate}>
          <Copy aria-hidden="true" className="size-5" />
          Duplizieren
        </Button>
      </div>
      {phases.map((phase, index) => (
        <PhaseSection key={phase.id} plan={plan} phase={phase} index={index} count={phases.length} />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={phases.length >= PLAN_LIMITS.phasesPerPlan}
          onClick={() => editPlan(plan.id, (p) => addPhase(p, newId(), 'Neue Phase', now()))}
        >
          <Plus aria-hidden="true" className="size-5" />
          Phase hinzufügen
        </Button>
        <Link
          to={paths.search.getHref()}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Search aria-hidden="true" className="size-5" />
          Karten in der Sammlung suchen
        </Link>
      </div>
      <MaterialList plan={plan} />
    </div>
  );
}
