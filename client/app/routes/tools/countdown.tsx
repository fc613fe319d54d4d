import { useState } from 'react';
import { Link } from 'react-router';
import { countdownInputsLocked } from '@core/domain/tools/countdown';
import { paths } from '@client/config/paths';
import { SignalSwitches } from '@client/features/settings';
import { countdownActions } from '@client/features/tools/countdown';
import { CountdownControls, CountdownDisplay, timeUpClass, useCountdownView } from '@client/features/tools/countdown';
import { TimeInputs } from '@client/features/tools/countdown';
import { FullscreenView } from '@client/features/tools/shared';
import { ToolHeader } from '@client/features/tools/shared';

export default function CountdownRoute() {
  const [fullscreen, setFullscreen] = useState(false);
  const { state, status, now } = useCountdownView();
  return (
    <>
      <ToolHeader title="Countdown" onFullscreen={() => setFullscreen(true)}>
        Zählt weiter, auch wenn Sie die Seite wechseln oder das Handy sperren.
      </ToolHeader>
      <section
        aria-label="Countdown"
        data-time-up={status === 'finished' || undefined}
        className={`space-y-6 rounded-3xl border border-slate-200 bg-white px-4 py-8 text-center shadow-sm ${timeUpClass(status)}`}
      >
        <TimeInputs
          minutes={state.minutes}
          seconds={state.seconds}
          disabled={countdownInputsLocked(state, now)}
          onChange={countdownActions.setInputs}
        />
        <CountdownDisplay className="text-[clamp(4rem,24vw,9rem)] leading-none" />
        <p role="status" className="min-h-7 text-lg font-bold text-amber-700">
          {status === 'finished' ? 'Zeit ist um!' : ''}
        </p>
        <CountdownControls />
      </section>
      <section aria-label="Signal" className="mt-4 rounded-2xl border border-slate-200 bg-white p-4">
        <SignalSwitches />
        <p className="mt-2 text-sm text-slate-600">
          Gilt auf diesem Gerät und lässt sich auch in den{' '}
          <Link className="font-semibold text-brand-700 underline" to={paths.settings.getHref()}>
            Einstellungen
          </Link>{' '}
          ändern.
        </p>
      </section>
      {fullscreen && (
        <FullscreenView title="Countdown" onClose={() => setFullscreen(false)}>
          <div className={`flex w-full flex-1 flex-col items-center justify-center rounded-3xl ${timeUpClass(status)}`}>
            <CountdownDisplay className="text-[min(28vw,55vh)] leading-none" baseColour="text-white" />
          </div>
          <CountdownControls />
        </FullscreenView>
      )}
    </>
  );
}
