import { describe, expect, it } from 'vitest';
import { areas, collectionPath, collections, collectionsOf, findCollection, SPEC_COLLECTION_COUNT } from './registry';
import { asciiSlug } from './slug';

const specKeys = [
  'ballgewöhnung',
  'ersteSportStunden',
  'kooperation',
  'laufschulung',
  'ring',
  'rollbrett',
  'schwungtuch',
  'spielleichtathletik',
  'basketball',
  'floorball',
  'fussball',
  'handball',
  'schlaegergewoehnung',
  'volleyball',
  'faustball',
  'bewegterDeutschunterricht',
  'bewegungspausen',
  'entspannungsphasen',
  'kennlernspiele',
  'klassenfahrtspiele',
  'klassenraumspiele',
  'pausenspiele',
  'staerkungKlassengemeinschaft',
  'sprachspiele',
  'aufwaermSpiele',
  'brennballvarianten',
  'burnerGames',
  'cooldown',
  'fangspiele',
  'kooperationsspiele',
  'spieleWasser',
  'tanzspiele',
  'voelkerballvarianten',
  'abschlussspiele',
  'alltagsmaterial',
  'stationskarten',
  'mottostunden',
  'sonstigeSportstunden',
];

describe('collection registry', () => {
  it("holds exactly the spec's 38 collection keys plus Schwimmen and Nützliches", () => {
    expect(specKeys).toHaveLength(SPEC_COLLECTION_COUNT);
    expect(collections.map((c) => c.key).sort()).toEqual([...specKeys, 'schwimmen', 'nuetzliches'].sort());
  });

  it('gives every collection a unique ASCII address', () => {
    const paths = collections.map(collectionPath);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z0-9/-]+$/);
  });

  it('groups the lesson series under Ab Klasse 1 (8) and Ab Klasse 3 (7)', () => {
    const series = collectionsOf('unterrichtsreihen');
    expect(series.filter((c) => c.group === 'Ab Klasse 1')).toHaveLength(8);
    expect(series.filter((c) => c.group === 'Ab Klasse 3')).toHaveLength(7);
  });

  it('has the spec flags: Bewegte Schule not collapsible, Stationskarten PDF only, legends', () => {
    expect(collectionsOf('bewegte-schule').every((c) => !c.collapsible)).toBe(true);
    expect(collectionsOf('bewegte-schule')).toHaveLength(9);
    expect(findCollection('stationskarten')).toMatchObject({ pdfOnly: true, collapsible: false });
    expect(findCollection('alltagsmaterial')).toMatchObject({ collapsible: true, pdfOnly: false });
    expect(findCollection('bewegungspausen')?.legend?.map((l) => l.abbreviation)).toEqual(['KR', 'Konz.', 'Entsp.', 'Koord.']);
    expect(collectionsOf('spielesammlung')).toHaveLength(10);
  });

  it('keeps the spec folder names and our ASCII slugs apart', () => {
    expect(findCollection('spieleWasser')).toMatchObject({ slug: 'spiele-wasser', backendFolder: 'spiele-im-wasser' });
    expect(findCollection('ballgewöhnung')).toMatchObject({ slug: 'ballgewoehnung', backendFolder: 'ballgewöhnung' });
    expect(collectionPath(findCollection('ring')!)).toBe('/unterrichtsreihen/ringen-und-kaempfen');
    expect(collectionPath(findCollection('schwimmen')!)).toBe('/schwimmen');
  });

  it('has six areas', () => {
    expect(areas.map((a) => a.slug)).toEqual([
      'unterrichtsreihen',
      'spielesammlung',
      'schnelle-sportstunde',
      'bewegte-schule',
      'schwimmen',
      'nuetzliches',
    ]);
  });
});

describe('asciiSlug', () => {
  it('spells umlauts and ß out', () => {
    expect(asciiSlug('Ringen-und-Kämpfen')).toBe('ringen-und-kaempfen');
    expect(asciiSlug('fußball')).toBe('fussball');
    expect(asciiSlug('völkerball-über')).toBe('voelkerball-ueber');
  });
});
