// The fixed values of a card's fields, apart from core/schemas/content.ts so that a screen which
// only shows or checks them does not load zod (issue 21).

/** Spec §3: the six category options. */
export const CATEGORY_OPTIONS = ['Ab Klasse 1', 'Ab Klasse 2', 'Ab Klasse 3', 'Ab Klasse 4', '45 Min Stunden', '90 Min Stunden'] as const;
export const PLACES = ['Halle', 'Draußen', 'Klassenraum', 'Wasser'] as const;
export const LOUDNESS = ['ruhig', 'mittel', 'laut'] as const;

/**
 * The Bewegungsfelder German primary curricula are built on (issue 22, curriculum layer): each
 * game and lesson names the fields it serves, and lists and search filter by them.
 */
export const MOVEMENT_FIELDS = [
  'Laufen, Springen, Werfen',
  'Bewegen im Wasser',
  'Bewegen an Geräten',
  'Spielen',
  'Gestalten, Tanzen, Darstellen',
  'Fahren, Rollen, Gleiten',
  'Ringen und Kämpfen',
  'Den Körper wahrnehmen',
] as const;
export type MovementField = (typeof MOVEMENT_FIELDS)[number];
