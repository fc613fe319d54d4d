import { renderSketch } from '@core/domain/sketch';
import { useMemo } from 'react';
import { SceneSvg } from '@client/components/markdown/sketch-figure';

/** A card's sketch as a thumbnail on the printed plan: the drawing only; its legend is on the card. */
export function SmallSketch({ source }: { source: string }) {
  const { scene, description } = useMemo(() => renderSketch(source), [source]);
  return <SceneSvg scene={scene} label={description} className="block h-auto w-full" />;
}
