import { areas, collectionPath, collectionsOf, type AreaId } from '@core/collections/registry';
import type { MenuEntry } from '@core/domain/menu-layout';
import { BookOpen, Dices, Lightbulb, type LucideIcon, PersonStanding, Waves, Zap } from 'lucide-react';

export interface MenuCardEntry extends MenuEntry {
  description: string;
  icon: LucideIcon;
}

const areaIcons: Record<AreaId, LucideIcon> = {
  unterrichtsreihen: BookOpen,
  spielesammlung: Dices,
  'schnelle-sportstunde': Zap,
  'bewegte-schule': PersonStanding,
  schwimmen: Waves,
  nuetzliches: Lightbulb,
};

/** Spec "Home menu": the content areas from the registry (Schwimmen and Nützliches are own areas). */
export const homeMenu: MenuCardEntry[] = areas.map((area) => ({
  title: area.title,
  href: `/${area.slug}`,
  description: area.description,
  icon: areaIcons[area.id],
}));

/** An area's menu: its collections, grouped as the registry says ('Ab Klasse 1', …). */
export function areaMenu(area: AreaId): MenuEntry[] {
  return collectionsOf(area).map((collection) => ({
    title: collection.title,
    href: collectionPath(collection),
    ...(collection.group ? { group: collection.group } : {}),
  }));
}
