import { Presentation } from 'lucide-react';
import { setProjectorMode, useProjectorMode } from './projector-mode';

/**
 * The switch for shared screens, placed on every screen that shows children's names: one tap
 * before the tablet goes onto the projector.
 */
export function ProjectorToggle() {
  const on = useProjectorMode();
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => setProjectorMode(!on)}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 font-bold transition ${
        on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
      }`}
    >
      <Presentation aria-hidden="true" className="size-5" />
      Beamer-Modus
    </button>
  );
}
