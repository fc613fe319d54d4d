// The fixed values of a card's fields, apart from core/schemas/content.ts so that a screen which
// only shows or checks them does not load zod (issue 21).

/** Spec §3: the six category options. */
export const CATEGORY_OPTIONS = ['Ab Klasse 1', 'Ab Klasse 2', 'Ab Klasse 3', 'Ab Klasse 4', '45 Min Stunden', '90 Min Stunden'] as const;
export const PLACES = ['Halle', 'Draußen', 'Klassenraum', 'Wasser'] as const;
export const LOUDNESS = ['ruhig', 'mittel', 'laut'] as const;
