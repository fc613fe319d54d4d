import { asciiSlug } from './slug';

/**
 * The content library's map: every area and every collection, once. Menus, routes,
 * breadcrumbs, the API and the starter content all read this; nothing else lists them.
 */
export type AreaId = 'unterrichtsreihen' | 'bewegte-schule' | 'schnelle-sportstunde' | 'spielesammlung' | 'schwimmen' | 'nuetzliches';

export interface Area {
  id: AreaId;
  /** URL path segment (ASCII). */
  slug: string;
  title: string;
  description: string;
  /** Areas of our own that are one content list instead of a menu (DECISIONS 4). */
  isSingleList: boolean;
}

export interface LegendEntry {
  abbreviation: string;
  meaning: string;
}

export interface Collection {
  /** The spec's collection key (also the local-storage and database key). */
  key: string;
  area: AreaId;
  /** URL path segment (ASCII). */
  slug: string;
  title: string;
  /** The spec's backend folder name (its content fetch path). */
  backendFolder: string;
  legend?: LegendEntry[];
  /** Cards fold open and closed; otherwise they show their text with a favourite star. */
  collapsible: boolean;
  /** Shows PDF tiles only (Stationskarten). */
  pdfOnly: boolean;
  /** Menu grouping, e.g. 'Ab Klasse 1'. */
  group?: string;
}

export const areas: Area[] = [
  {
    id: 'unterrichtsreihen',
    slug: 'unterrichtsreihen',
    title: 'Unterrichtsreihen',
    description: 'Stunde für Stunde durch ein Thema',
    isSingleList: false,
  },
  {
    id: 'spielesammlung',
    slug: 'spielesammlung',
    title: 'Spielesammlung',
    description: 'Vom Aufwärmen bis zum Abschlussspiel',
    isSingleList: false,
  },
  {
    id: 'schnelle-sportstunde',
    slug: 'schnelle-sportstunde',
    title: 'Schnelle Sportstunde',
    description: 'Fertige Stunden ohne Vorbereitung',
    isSingleList: false,
  },
  {
    id: 'bewegte-schule',
    slug: 'bewegte-schule',
    title: 'Bewegte Schule',
    description: 'Bewegung im Klassenraum und in der Pause',
    isSingleList: false,
  },
  { id: 'schwimmen', slug: 'schwimmen', title: 'Schwimmen', description: 'Ideen fürs Schwimmbad', isSingleList: true },
  { id: 'nuetzliches', slug: 'nuetzliches', title: 'Nützliches', description: 'Hilfen rund um den Sportunterricht', isSingleList: true },
];

const KR: LegendEntry = { abbreviation: 'KR', meaning: 'Kreisspiel' };

type Spec = Omit<Collection, 'slug' | 'backendFolder' | 'collapsible' | 'pdfOnly'> &
  Partial<Pick<Collection, 'backendFolder' | 'collapsible' | 'pdfOnly'>> & { folder: string };

/** folder = the spec's route/folder name (may contain umlauts); slug and backend folder derive from it. */
function define(spec: Spec): Collection {
  const { folder, ...rest } = spec;
  return {
    ...rest,
    slug: asciiSlug(folder),
    backendFolder: spec.backendFolder ?? folder,
    collapsible: spec.collapsible ?? true,
    pdfOnly: spec.pdfOnly ?? false,
  };
}

const lessonSeries = (key: string, folder: string, title: string, group: string) =>
  define({ key, folder, title, area: 'unterrichtsreihen', group });
const activeSchool = (key: string, folder: string, title: string, legend?: LegendEntry[]) =>
  define({ key, folder, title, area: 'bewegte-schule', collapsible: false, ...(legend ? { legend } : {}) });
const games = (key: string, folder: string, title: string, backendFolder?: string) =>
  define({ key, folder, title, area: 'spielesammlung', ...(backendFolder ? { backendFolder } : {}) });

export const collections: Collection[] = [
  lessonSeries('ballgewöhnung', 'ballgewöhnung', 'Ballgewöhnung', 'Ab Klasse 1'),
  lessonSeries('ersteSportStunden', 'erste-sportstunden', 'Erste Sportstunden', 'Ab Klasse 1'),
  lessonSeries('kooperation', 'kooperation', 'Kooperation', 'Ab Klasse 1'),
  lessonSeries('laufschulung', 'laufschulung', 'Laufschulung', 'Ab Klasse 1'),
  lessonSeries('ring', 'ringen-und-kaempfen', 'Ringen und Kämpfen', 'Ab Klasse 1'),
  lessonSeries('rollbrett', 'rollbrett', 'Rollbrett', 'Ab Klasse 1'),
  lessonSeries('schwungtuch', 'schwungtuch', 'Schwungtuch', 'Ab Klasse 1'),
  lessonSeries('spielleichtathletik', 'spielleichtathletik', 'Spielleichtathletik', 'Ab Klasse 1'),
  lessonSeries('basketball', 'basketball', 'Basketball', 'Ab Klasse 3'),
  lessonSeries('faustball', 'faustball', 'Faustball', 'Ab Klasse 3'),
  lessonSeries('floorball', 'floorball', 'Floorball', 'Ab Klasse 3'),
  lessonSeries('fussball', 'fussball', 'Fußball', 'Ab Klasse 3'),
  lessonSeries('handball', 'handball', 'Handball', 'Ab Klasse 3'),
  lessonSeries('schlaegergewoehnung', 'schlaegergewoehnung', 'Schlägergewöhnung', 'Ab Klasse 3'),
  lessonSeries('volleyball', 'volleyball', 'Volleyball', 'Ab Klasse 3'),

  activeSchool('bewegterDeutschunterricht', 'bewegter-deutschunterricht', 'Bewegter Deutschunterricht'),
  activeSchool('bewegungspausen', 'bewegungspausen', 'Bewegungspausen', [
    KR,
    { abbreviation: 'Konz.', meaning: 'Konzentration' },
    { abbreviation: 'Entsp.', meaning: 'Entspannung' },
    { abbreviation: 'Koord.', meaning: 'Koordination' },
  ]),
  activeSchool('entspannungsphasen', 'entspannungsphasen', 'Entspannungsphasen', [KR]),
  activeSchool('kennlernspiele', 'kennlernspiele', 'Kennlernspiele'),
  activeSchool('klassenfahrtspiele', 'klassenfahrtspiele', 'Klassenfahrtspiele'),
  activeSchool('klassenraumspiele', 'klassenraumspiele', 'Klassenraumspiele', [{ abbreviation: 'KR', meaning: 'Kreisspiele' }]),
  activeSchool('pausenspiele', 'pausenspiele', 'Pausenspiele'),
  activeSchool('sprachspiele', 'sprachspiele', 'Sprachspiele'),
  activeSchool('staerkungKlassengemeinschaft', 'staerkung-klassengemeinschaft', 'Stärkung der Klassengemeinschaft'),

  define({ key: 'alltagsmaterial', folder: 'alltagsmaterial', title: 'Alltagsmaterial', area: 'schnelle-sportstunde' }),
  define({
    key: 'stationskarten',
    folder: 'stationskarten',
    title: 'Stationskarten',
    area: 'schnelle-sportstunde',
    collapsible: false,
    pdfOnly: true,
  }),
  define({ key: 'mottostunden', folder: 'mottostunden', title: 'Mottostunden', area: 'schnelle-sportstunde' }),
  define({ key: 'sonstigeSportstunden', folder: 'sonstige-sportstunden', title: 'Sonstige Sportstunden', area: 'schnelle-sportstunde' }),

  games('aufwaermSpiele', 'aufwaermspiele', 'Aufwärmspiele'),
  games('brennballvarianten', 'brennballvarianten', 'Brennballvarianten'),
  games('burnerGames', 'burner-games', 'Burner Games'),
  games('cooldown', 'cooldown', 'Cooldown'),
  games('fangspiele', 'fangspiele', 'Fangspiele'),
  games('kooperationsspiele', 'kooperationsspiele', 'Kooperationsspiele'),
  games('spieleWasser', 'spiele-wasser', 'Spiele im Wasser', 'spiele-im-wasser'),
  games('tanzspiele', 'tanzspiele', 'Tanzspiele'),
  games('voelkerballvarianten', 'voelkerballvarianten', 'Völkerballvarianten'),
  games('abschlussspiele', 'abschlussspiele', 'Abschlussspiele'),

  // Our own areas (DECISIONS 4): the area page itself is the content list.
  define({ key: 'schwimmen', folder: 'schwimmen', title: 'Schwimmen', area: 'schwimmen' }),
  define({ key: 'nuetzliches', folder: 'nuetzliches', title: 'Nützliches', area: 'nuetzliches' }),
];

/** The 38 collection keys the spec names (without our own two areas). */
export const SPEC_COLLECTION_COUNT = 38;

export function findArea(slug: string): Area | undefined {
  return areas.find((a) => a.slug === slug);
}

export function findCollection(key: string): Collection | undefined {
  return collections.find((c) => c.key === key);
}

export function collectionsOf(area: AreaId): Collection[] {
  return collections.filter((c) => c.area === area);
}

export function findCollectionBySlug(area: AreaId, slug: string): Collection | undefined {
  return collections.find((c) => c.area === area && c.slug === slug);
}

/** The address of a collection's list page. */
export function collectionPath(collection: Collection): string {
  const area = areas.find((a) => a.id === collection.area) as Area;
  return area.isSingleList ? `/${area.slug}` : `/${area.slug}/${collection.slug}`;
}
