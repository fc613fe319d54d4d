import { foldGerman } from './search/german-text';

// One material vocabulary (issue 22): every card's `materials` tag uses an entry's name, so a
// filter for „Hütchen“ finds the cards that said „Pylonen“ or „Kegel“ before. Singular name (what
// the content stores), plural for lists and filters, synonyms for search, and the sketch piece it
// is drawn as. The importer refuses any other word, naming the file and line.

export interface Material {
  /** The one spelling content uses (singular, or the mass noun). */
  name: string;
  /** How lists and filters show it. */
  plural: string;
  /** Other words teachers use for it: for search, and for the importer's „gemeint ist …“. */
  synonyms: readonly string[];
  /** The sketch piece (core/domain/sketch) it is drawn as, where there is one. */
  piece?: string;
}

export const MATERIALS: readonly Material[] = [
  { name: 'Absperrband', plural: 'Absperrband', synonyms: [] },
  { name: 'Anwesenheitsliste', plural: 'Anwesenheitslisten', synonyms: [] },
  { name: 'Badekappe', plural: 'Badekappen', synonyms: [] },
  { name: 'Badmintonschläger', plural: 'Badmintonschläger', synonyms: [] },
  { name: 'Barren', plural: 'Barren', synonyms: [], piece: 'barren' },
  { name: 'Basketball', plural: 'Basketbälle', synonyms: [], piece: 'ball' },
  { name: 'Basketballkorb', plural: 'Basketballkörbe', synonyms: [] },
  { name: 'Becher', plural: 'Becher', synonyms: ['Joghurtbecher'] },
  { name: 'Bierdeckel', plural: 'Bierdeckel', synonyms: [] },
  { name: 'Bingokarte', plural: 'Bingokarten', synonyms: [] },
  { name: 'Decke', plural: 'Decken', synonyms: [] },
  { name: 'Eierkarton', plural: 'Eierkartons', synonyms: [] },
  { name: 'Eimer', plural: 'Eimer', synonyms: [] },
  { name: 'Einmalhandschuhe', plural: 'Einmalhandschuhe', synonyms: [] },
  { name: 'Erste-Hilfe-Kasten', plural: 'Erste-Hilfe-Kästen', synonyms: [] },
  { name: 'Ersatzkleidung', plural: 'Ersatzkleidung', synonyms: [] },
  { name: 'Farbkarte', plural: 'Farbkarten', synonyms: [] },
  { name: 'Federball', plural: 'Federbälle', synonyms: [] },
  { name: 'Floorball', plural: 'Floorbälle', synonyms: [], piece: 'ball' },
  { name: 'Floorballschläger', plural: 'Floorballschläger', synonyms: [] },
  { name: 'Floorballtor', plural: 'Floorballtore', synonyms: [], piece: 'tor' },
  { name: 'Fußball', plural: 'Fußbälle', synonyms: [], piece: 'ball' },
  { name: 'Glöckchen', plural: 'Glöckchen', synonyms: [] },
  { name: 'Gummitwist-Band', plural: 'Gummitwist-Bänder', synonyms: ['Gummitwist'] },
  { name: 'Gymnastikball', plural: 'Gymnastikbälle', synonyms: [], piece: 'ball' },
  { name: 'Gymnastikstab', plural: 'Gymnastikstäbe', synonyms: ['Stab'] },
  { name: 'Haargummi', plural: 'Haargummis', synonyms: [] },
  { name: 'Handball', plural: 'Handbälle', synonyms: [], piece: 'ball' },
  { name: 'Handtrommel', plural: 'Handtrommeln', synonyms: ['Trommel'] },
  { name: 'Hochsprungständer', plural: 'Hochsprungständer', synonyms: [], piece: 'stange' },
  { name: 'Hütchen', plural: 'Hütchen', synonyms: ['Pylone', 'Pylonen', 'Kegel', 'Markierungskegel'], piece: 'huetchen' },
  { name: 'Igelball', plural: 'Igelbälle', synonyms: [], piece: 'ball' },
  { name: 'Karteikarte', plural: 'Karteikarten', synonyms: [] },
  { name: 'Kasten', plural: 'Kästen', synonyms: ['Sprungkasten'], piece: 'kasten' },
  { name: 'Kastenteil', plural: 'Kastenteile', synonyms: ['Kastenoberteil'] },
  { name: 'Klebeband', plural: 'Klebeband', synonyms: ['Kreppband', 'Malerkrepp'] },
  { name: 'Klebezettel', plural: 'Klebezettel', synonyms: ['Haftnotizen'] },
  { name: 'Korb', plural: 'Körbe', synonyms: [] },
  { name: 'Kühlpack', plural: 'Kühlpacks', synonyms: ['Kühlkissen'] },
  { name: 'Langbank', plural: 'Langbänke', synonyms: ['Bank', 'Bänke'], piece: 'langbank' },
  { name: 'Leine', plural: 'Leinen', synonyms: [] },
  { name: 'Luftballon', plural: 'Luftballons', synonyms: ['Ballon'] },
  { name: 'Maßband', plural: 'Maßbänder', synonyms: [] },
  { name: 'Matte', plural: 'Matten', synonyms: ['Turnmatte', 'Turnmatten'], piece: 'matte' },
  { name: 'Minitor', plural: 'Minitore', synonyms: [], piece: 'tor' },
  { name: 'Murmel', plural: 'Murmeln', synonyms: [] },
  { name: 'Musikbox', plural: 'Musikboxen', synonyms: ['Lautsprecher', 'Musikanlage'] },
  { name: 'Naturmaterialien', plural: 'Naturmaterialien', synonyms: [] },
  { name: 'Papier', plural: 'Papier', synonyms: [] },
  { name: 'Papierkorb', plural: 'Papierkörbe', synonyms: [] },
  { name: 'Parteiband', plural: 'Parteibänder', synonyms: ['Leibchen', 'Markierungshemden'] },
  { name: 'Pezziball', plural: 'Pezzibälle', synonyms: ['Gymnastik-Großball', 'Sitzball'], piece: 'ball' },
  { name: 'Plastikball', plural: 'Plastikbälle', synonyms: ['Bällebadbälle'], piece: 'ball' },
  { name: 'Reifen', plural: 'Reifen', synonyms: ['Gymnastikreifen'], piece: 'reifen' },
  { name: 'Rollbrett', plural: 'Rollbretter', synonyms: [], piece: 'rollbrett' },
  { name: 'Sandsäckchen', plural: 'Sandsäckchen', synonyms: ['Säckchen'], piece: 'sandsaeckchen' },
  { name: 'Schaumstoffwürfel', plural: 'Schaumstoffwürfel', synonyms: ['Würfel'] },
  { name: 'Schlüsselbund', plural: 'Schlüsselbunde', synonyms: [] },
  { name: 'Schreibunterlage', plural: 'Schreibunterlagen', synonyms: ['Klemmbrett'] },
  { name: 'Schwamm', plural: 'Schwämme', synonyms: [] },
  { name: 'Schwimmbrett', plural: 'Schwimmbretter', synonyms: [], piece: 'schwimmbrett' },
  { name: 'Schwimmleine', plural: 'Schwimmleinen', synonyms: ['Leine im Becken'] },
  { name: 'Schwimmnudel', plural: 'Schwimmnudeln', synonyms: ['Poolnudel', 'Poolnudeln'], piece: 'schwimmnudel' },
  { name: 'Schwungseil', plural: 'Schwungseile', synonyms: ['langes Springseil'], piece: 'seil' },
  { name: 'Schwungtuch', plural: 'Schwungtücher', synonyms: ['Fallschirm'] },
  { name: 'Seil', plural: 'Seile', synonyms: ['langes Seil'], piece: 'seil' },
  { name: 'Softball', plural: 'Softbälle', synonyms: ['Schaumstoffball'], piece: 'ball' },
  { name: 'Springseil', plural: 'Springseile', synonyms: ['Seilchen', 'Sprungseil', 'Hüpfseil'], piece: 'seil' },
  { name: 'Sprossenwand', plural: 'Sprossenwände', synonyms: [], piece: 'sprossenwand' },
  { name: 'Staffelstab', plural: 'Staffelstäbe', synonyms: ['Staffelholz'] },
  { name: 'Steinchen', plural: 'Steinchen', synonyms: [] },
  { name: 'Stift', plural: 'Stifte', synonyms: ['Bleistift', 'Buntstift'] },
  { name: 'Stoppuhr', plural: 'Stoppuhren', synonyms: [] },
  { name: 'Straßenkreide', plural: 'Straßenkreide', synonyms: ['Kreide'] },
  { name: 'Strohhalm', plural: 'Strohhalme', synonyms: [] },
  { name: 'Stuhl', plural: 'Stühle', synonyms: [], piece: 'stuhl' },
  { name: 'Tamburin', plural: 'Tamburine', synonyms: [] },
  { name: 'Taschenlampe', plural: 'Taschenlampen', synonyms: [] },
  { name: 'Tau', plural: 'Taue', synonyms: ['Klettertau'] },
  { name: 'Tauchring', plural: 'Tauchringe', synonyms: [] },
  { name: 'Tauchstab', plural: 'Tauchstäbe', synonyms: [] },
  { name: 'Telefon', plural: 'Telefone', synonyms: [] },
  { name: 'Tennisball', plural: 'Tennisbälle', synonyms: [], piece: 'ball' },
  { name: 'Teppichfliese', plural: 'Teppichfliesen', synonyms: ['Markierungsscheibe'], piece: 'markierung' },
  { name: 'Textblatt', plural: 'Textblätter', synonyms: [] },
  { name: 'Tischtennisball', plural: 'Tischtennisbälle', synonyms: [], piece: 'ball' },
  { name: 'Tischtennisschläger', plural: 'Tischtennisschläger', synonyms: [] },
  { name: 'Toilettenpapierrolle', plural: 'Toilettenpapierrollen', synonyms: ['Klopapierrolle'] },
  { name: 'Trillerpfeife', plural: 'Trillerpfeifen', synonyms: ['Pfeife'] },
  { name: 'Tuch', plural: 'Tücher', synonyms: ['Chiffontuch', 'Jongliertuch'] },
  { name: 'Turnringe', plural: 'Turnringe', synonyms: ['Ringe'] },
  { name: 'Urkunde', plural: 'Urkunden', synonyms: [] },
  { name: 'Warnweste', plural: 'Warnwesten', synonyms: [] },
  { name: 'Wasserball', plural: 'Wasserbälle', synonyms: [], piece: 'ball' },
  { name: 'Wattebausch', plural: 'Wattebäusche', synonyms: [] },
  { name: 'Wäscheklammer', plural: 'Wäscheklammern', synonyms: ['Klammer'] },
  { name: 'Weichbodenmatte', plural: 'Weichbodenmatten', synonyms: ['Weichboden'], piece: 'weichboden' },
  { name: 'Wollknäuel', plural: 'Wollknäuel', synonyms: [] },
  { name: 'Zauberschnur', plural: 'Zauberschnüre', synonyms: ['Gummischnur'] },
  { name: 'Zeitung', plural: 'Zeitungen', synonyms: [] },
];

// Built on first use: folding every word costs a slow phone ≈ 5 ms when the module loads, and
// list screens load it for their filter labels only (issue 21).
let byWord: Map<string, Material> | undefined;
function wordIndex(): Map<string, Material> {
  if (byWord) return byWord;
  byWord = new Map();
  for (const material of MATERIALS) {
    for (const word of [material.name, material.plural, ...material.synonyms]) {
      const key = foldGerman(word);
      if (!byWord.has(key)) byWord.set(key, material);
    }
  }
  return byWord;
}
const byName = new Map(MATERIALS.map((m) => [m.name, m]));

/** The entry a word stands for: its name, its plural or a synonym, in any case, umlauts or not. */
export function findMaterial(word: string): Material | undefined {
  return wordIndex().get(foldGerman(word.trim()));
}

/** How a stored value is shown: the entry's plural; a value from before the vocabulary as it is. */
export function materialLabel(value: string): string {
  return byName.get(value)?.plural ?? value;
}

/** Whether a stored value is an entry's name (the only form content may use). */
export function isMaterialName(value: string): boolean {
  return byName.has(value);
}
