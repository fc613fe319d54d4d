import { areas } from '@core/collections/registry';
import { useMatches } from 'react-router';
import { MenuGrid } from '@client/components/ui/menu-grid';
import { areaMenu } from '@client/features/navigation';
import type { RouteHandle } from '../layouts/breadcrumbs';

/** An area's menu of collections (e.g. Unterrichtsreihen grouped by 'Ab Klasse'). */
export default function AreaMenuRoute() {
  const areaId = [...useMatches()]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.area)
    .find(Boolean);
  const area = areas.find((a) => a.id === areaId);
  if (!area) return null;
  return (
    <>
      <h1 className="mb-5 text-2xl font-extrabold tracking-tight sm:text-3xl">{area.title}</h1>
      <MenuGrid entries={areaMenu(area.id)} label={area.title} />
    </>
  );
}
