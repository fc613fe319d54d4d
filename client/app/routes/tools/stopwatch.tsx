import { useState } from 'react';
import { FullscreenView } from '@client/features/tools/shared';
import { ToolHeader } from '@client/features/tools/shared';
import { LapsTable } from '@client/features/tools/stopwatch';
import { StopwatchControls } from '@client/features/tools/stopwatch';
import { StopwatchDisplay } from '@client/features/tools/stopwatch';
import { useStopwatch } from '@client/features/tools/stopwatch';

export default function StopwatchRoute() {
  const [fullscreen, setFullscreen] = useState(false);
  const { laps } = useStopwatch('general');
  return (
    <>
      <ToolHeader title="Stoppuhr" onFullscreen={() => setFullscreen(true)}>
        Läuft weiter, auch wenn Sie die Seite wechseln oder das Handy sperren.
      </ToolHeader>
      <section aria-label="Stoppuhr" className="rounded-3xl border border-slate-200 bg-white px-4 py-8 text-center shadow-sm">
        <StopwatchDisplay id="general" label="Gemessene Zeit" className="mb-6 text-[clamp(3rem,16vw,7rem)] leading-none" />
        <StopwatchControls id="general" withLaps />
      </section>
      <LapsTable laps={laps} />
      {fullscreen && (
        <FullscreenView title="Stoppuhr" onClose={() => setFullscreen(false)}>
          <StopwatchDisplay id="general" label="Gemessene Zeit" className="text-[min(15vw,38vh)] leading-none text-white" />
          <StopwatchControls id="general" withLaps />
        </FullscreenView>
      )}
    </>
  );
}
