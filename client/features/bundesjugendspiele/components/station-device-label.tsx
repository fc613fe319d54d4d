import { useState, type FormEvent } from 'react';
import { MAX_DEVICE_LABEL } from '@core/schemas/bundesjugendspiele';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { bjsActions } from '../stores/bjs-store';
import { section, sectionTitle } from './styles';

/**
 * The device's name goes with every result it records, so the organiser sees which station a
 * result (or a conflict) came from. Asked once, before the first result.
 */
export function DeviceLabelForm({ current, onDone }: { current: string; onDone?: () => void }) {
  const [label, setLabel] = useState(current);
  const [error, setError] = useState('');
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!label.trim()) {
      setError('Bitte einen Namen für dieses Gerät eingeben, z. B. „Station Weitsprung – Herr Kaya“.');
      return;
    }
    bjsActions.setDeviceLabel(label);
    onDone?.();
  };
  return (
    <form onSubmit={save} noValidate aria-labelledby="bjs-geraet" className={section}>
      <h2 id="bjs-geraet" className={sectionTitle}>
        {current ? 'Gerätenamen ändern' : 'Zuerst: Welches Gerät ist das?'}
      </h2>
      <TextField
        label="Name dieses Geräts"
        value={label}
        maxLength={MAX_DEVICE_LABEL}
        autoComplete="off"
        placeholder="z. B. Station Weitsprung – Herr Kaya"
        hint="Steht bei jedem Ergebnis, das Sie hier erfassen – so sieht die Auswertung, woher es kommt."
        error={error || undefined}
        onChange={(e) => {
          setLabel(e.target.value);
          setError('');
        }}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit">Speichern</Button>
        {current && onDone && (
          <Button variant="secondary" onClick={onDone}>
            Abbrechen
          </Button>
        )}
      </div>
    </form>
  );
}

/** The saved name with a small way to change it. */
export function DeviceLabelLine({ label, onChange }: { label: string; onChange: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-sm text-slate-700">
      <span>
        Gerät: <strong className="text-slate-900">{label}</strong>
      </span>
      <Button variant="ghost" className="px-3 text-sm underline" onClick={onChange} aria-label="Gerätenamen ändern">
        ändern
      </Button>
    </p>
  );
}
