/** The screen's views, in the order of a day at the Bundesjugendspiele. */
export const BJS_VIEWS = [
  { key: 'einrichten', label: 'Einrichten' },
  { key: 'station', label: 'Station' },
  { key: 'austausch', label: 'Austausch' },
  { key: 'auswertung', label: 'Auswertung' },
] as const;

export type BjsView = (typeof BJS_VIEWS)[number]['key'];
