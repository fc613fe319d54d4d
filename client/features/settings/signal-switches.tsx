import { useSignalSettings } from './signal-settings';

/** Sound and vibration for the end of the countdown, on this device. */
export function SignalSwitches() {
  const settings = useSignalSettings((s) => s.value);
  const set = useSignalSettings((s) => s.set);
  const row = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 font-semibold hover:bg-slate-50';
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 font-bold">Signal am Ende des Countdowns</legend>
      <label className={row}>
        <input type="checkbox" className="size-5 accent-brand-700" checked={settings.sound} onChange={(e) => set({ ...settings, sound: e.target.checked })} />
        Signalton
      </label>
      <label className={row}>
        <input type="checkbox" className="size-5 accent-brand-700" checked={settings.vibration} onChange={(e) => set({ ...settings, vibration: e.target.checked })} />
        Vibration (wo das Gerät es kann)
      </label>
    </fieldset>
  );
}
