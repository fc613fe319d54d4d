import { useState } from 'react';
import { FieldCountSelect } from '@client/features/tools/score-counter/field-count-select';
import { ScoreField } from '@client/features/tools/score-counter/score-field';
import { fieldCountStore } from '@client/features/tools/score-counter/score-store';
import { FullscreenView } from '@client/features/tools/shared/fullscreen-view';
import { ToolHeader } from '@client/features/tools/shared/tool-header';

export default function ScoreCounterRoute() {
  const [fullscreen, setFullscreen] = useState(false);
  const count = fieldCountStore((s) => s.value);
  const fields = count === 2 ? ([1, 2] as const) : ([1] as const);
  return (
    <>
      <ToolHeader title="Spielstand" onFullscreen={() => setFullscreen(true)} />
      <div className="mb-4">
        <FieldCountSelect />
      </div>
      <div className={`grid gap-4 ${count === 2 ? 'lg:grid-cols-2' : 'mx-auto max-w-xl'}`}>
        {fields.map((field) => (
          <ScoreField key={field} field={field} />
        ))}
      </div>
      {fullscreen && (
        <FullscreenView title="Spielstand" onClose={() => setFullscreen(false)}>
          <div className={`grid w-full flex-1 gap-6 ${count === 2 ? 'landscape:grid-cols-2' : ''}`}>
            {fields.map((field) => (
              <ScoreField key={field} field={field} dark />
            ))}
          </div>
        </FullscreenView>
      )}
    </>
  );
}
