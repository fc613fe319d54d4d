import { useState } from 'react';
import { FieldCountSelect } from '@client/features/tools/score-counter';
import { ScoreField } from '@client/features/tools/score-counter';
import { fieldCountStore, fieldStores } from '@client/features/tools/score-counter';
import { FullscreenView } from '@client/features/tools/shared';
import { ToolHeader } from '@client/features/tools/shared';
import { TeamRoster } from '@client/features/tools/teams';

export default function ScoreCounterRoute() {
  const [fullscreen, setFullscreen] = useState(false);
  const count = fieldCountStore((s) => s.value);
  const fields = count === 2 ? ([1, 2] as const) : ([1] as const);
  const field1 = fieldStores[1]((s) => s.value);
  const field2 = fieldStores[2]((s) => s.value);
  const names = [...field1, ...(count === 2 ? field2 : [])].map((t) => t.name);
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
      <div className="mt-4">
        <TeamRoster names={names} />
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
