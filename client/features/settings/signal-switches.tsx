import { Volume2 } from 'lucide-react';
import { useId } from 'react';
import { TONES, type Tone } from '@core/domain/tools/signal-tones';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/select-field';
import { playTone, prepareSignal } from '@client/lib/sound-signal';
import { useSignalSettings } from './signal-settings';

/** Sound and vibration for the end of the countdown, on this device. */
export function SignalSwitches() {
  const loudnessId = useId();
  const settings = useSignalSettings((s) => s.value);
  const set = useSignalSettings((s) => s.set);
  const row = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 font-semibold hover:bg-slate-50';
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 font-bold">Signal am Ende des Countdowns</legend>
      <label className={row}>
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={settings.sound}
          onChange={(e) => set({ ...settings, sound: e.target.checked })}
        />
        Signalton
      </label>
      <label className={row}>
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={settings.vibration}
          onChange={(e) => set({ ...settings, vibration: e.target.checked })}
        />
        Vibration (wo das Gerät es kann)
      </label>
      {settings.sound && (
        <div className="grid gap-3 px-2 pt-2 sm:grid-cols-2">
          <SelectField label="Klang" value={settings.tone} options={TONES} onChange={(tone) => set({ ...settings, tone: tone as Tone })} />
          <div>
            <label htmlFor={loudnessId} className="mb-1 block font-semibold">
              Lautstärke: {Math.round(settings.loudness * 100)} %
            </label>
            <input
              id={loudnessId}
              type="range"
              min={10}
              max={100}
              step={10}
              value={Math.round(settings.loudness * 100)}
              onChange={(e) => set({ ...settings, loudness: Number(e.target.value) / 100 })}
              className="h-11 w-full accent-brand-700"
            />
          </div>
          <Button
            variant="secondary"
            className="sm:col-span-2 sm:justify-self-start"
            onClick={() => {
              prepareSignal();
              playTone(settings.tone, settings.loudness);
            }}
          >
            <Volume2 aria-hidden="true" className="size-5" />
            Probehören
          </Button>
        </div>
      )}
    </fieldset>
  );
}
