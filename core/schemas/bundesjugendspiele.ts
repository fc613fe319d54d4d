import { BLOCKS, GRADE_BANDS, MAX_ATTEMPTS, MAX_ZONES } from '../domain/bundesjugendspiele/exercises';
import { GENDERS, MAX_CLASS_NAME, MAX_ID, MAX_STUDENT_NAME, MAX_STUDENTS_PER_CLASS } from './gradebook';
import { z } from './zod';

/**
 * The Bundesjugendspiele's data (issue 26). Like the grade book it stays on the devices: the
 * organiser's phone holds the event, helpers' phones get a copy through a file or QR codes, and
 * results come back the same way. These schemas check everything read from storage, files and
 * QR codes.
 */

export const MAX_EVENT_CLASSES = 40;
export const MAX_SCHOOL_NAME = 80;
export const MAX_DEVICE_LABEL = 40;
/** 40 classes × 30 children × 4 exercises, with room. */
export const MAX_RESULTS = 8000;

const id = z.string().min(1).max(MAX_ID);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Kein Datum (JJJJ-MM-TT).');
const isoTime = z.string().min(1).max(40);

export const eventChildSchema = z.object({
  id,
  name: z.string().trim().min(1, 'Bitte einen Namen eingeben.').max(MAX_STUDENT_NAME, `Höchstens ${MAX_STUDENT_NAME} Zeichen.`),
  gender: z.enum(GENDERS),
  /** Optional: some schools evaluate by Jahrgang. */
  birthYear: z.number().int().min(2000).max(2100).nullable(),
  /** The grade-book child this one was taken from (organiser's device only; never shared). */
  sourceId: id.nullable(),
});

export const eventClassSchema = z.object({
  id,
  name: z.string().trim().min(1, 'Bitte einen Namen für die Klasse eingeben.').max(MAX_CLASS_NAME, `Höchstens ${MAX_CLASS_NAME} Zeichen.`),
  grade: z.number().int().min(1).max(6),
  children: z.array(eventChildSchema).max(MAX_STUDENTS_PER_CLASS),
  sourceId: id.nullable(),
});

export const exerciseSettingsSchema = z.object({
  attempts: z.number().int().min(1).max(MAX_ATTEMPTS),
  zones: z.number().int().min(0).max(MAX_ZONES),
  countUnit: z.string().max(20),
  setup: z.string().max(120),
});

/** One exercise per block and band: `choice[band][blockIndex]` is a catalogue id. */
export const eventSchema = z.object({
  id,
  school: z.string().trim().max(MAX_SCHOOL_NAME, `Höchstens ${MAX_SCHOOL_NAME} Zeichen.`),
  date: isoDate,
  /** Evaluation group: a class, or a whole Klassenstufe; girls and boys always apart. */
  groupBy: z.enum(['klasse', 'klassenstufe']),
  rules: z.object({ missing: z.enum(['shared-last', 'not-ranked']), boundary: z.enum(['generous', 'strict']) }),
  choice: z.object(
    Object.fromEntries(GRADE_BANDS.map((band) => [band, z.array(id).length(BLOCKS.length)])) as Record<
      (typeof GRADE_BANDS)[number],
      z.ZodArray<typeof id>
    >,
  ),
  /** The school's own settings per catalogue exercise (distances, zones, attempts). */
  settings: z.record(id, exerciseSettingsSchema),
  classes: z.array(eventClassSchema).max(MAX_EVENT_CLASSES),
  updatedAt: isoTime,
});

/** One child's attempts at one exercise, as a station recorded them. */
export const resultEntrySchema = z.object({
  eventId: id,
  exerciseId: id,
  childId: id,
  attempts: z.array(z.number().int().min(0).max(9999)).max(MAX_ATTEMPTS),
  /** When it was last changed (ISO), and on which device (its label, e.g. „Station Weitsprung“). */
  at: isoTime,
  by: z.string().max(MAX_DEVICE_LABEL),
});

export const conflictSchema = z.object({ current: resultEntrySchema, incoming: resultEntrySchema });

export const bjsStateSchema = z.object({
  event: eventSchema.nullable(),
  /** Keyed by `resultKey(exerciseId, childId)`. */
  results: z.record(z.string().max(2 * MAX_ID + 1), resultEntrySchema),
  conflicts: z.array(conflictSchema),
  /** This device's name at the stations; asked once. */
  deviceLabel: z.string().max(MAX_DEVICE_LABEL),
});

export type EventChild = z.infer<typeof eventChildSchema>;
export type EventClass = z.infer<typeof eventClassSchema>;
export type BjsEvent = z.infer<typeof eventSchema>;
export type ResultEntry = z.infer<typeof resultEntrySchema>;
export type ResultConflict = z.infer<typeof conflictSchema>;
export type BjsState = z.infer<typeof bjsStateSchema>;
