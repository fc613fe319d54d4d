import { areas } from '@core/collections/registry';
import { MenuGrid } from '@client/components/ui/menu-grid';
import { areaMenu } from '@client/features/navigation';
import { useDeepestHandle } from '@client/lib/route-matches';

/** An area's menu of collections (e.g. Unterrichtsreihen grouped by 'Ab Klasse'). */
export default function AreaMenuRoute() {
  const areaId = useDeepestHandle('area');
  const area = areas.find((a) => a.id === areaId);
  if (!area) return null;
  return (
    <>
      <h1 className="mb-5 text-2xl font-extrabold tracking-tight sm:text-3xl">{area.title}</h1>
      <MenuGrid entries={areaMenu(area.id)} label={area.title} />
    </>
  );
}
