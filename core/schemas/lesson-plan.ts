import { z } from './zod';
import { PLAN_LIMITS } from '../domain/lesson-plan/plan-model';

// Lesson plans and card notes as the API reads and writes them (issue 24). The limits and their
// German messages are the editor's too.

const L = PLAN_LIMITS;
const id = z.string().trim().min(1).max(64);
const isoTime = z.iso.datetime({ offset: true });
const minutes = z
  .number()
  .int('Minuten bitte als ganze Zahl.')
  .min(0, 'Minuten dürfen nicht negativ sein.')
  .max(L.minutes, `Ein Teil darf höchstens ${L.minutes} Minuten dauern.`);

export const cardCopySchema = z
  .object({
    collection: z.string().max(60),
    clickableHeader: z.string().max(200),
    contentHeader: z.string().max(300).nullable(),
    sections: z.array(z.object({ id: z.string().max(64), content: z.string().max(50_000) }).strict()).max(30),
    materials: z.array(z.string().max(60)).max(30),
    durationMinutes: z.number().int().min(1).max(240).nullable(),
    updatedAt: z.string().max(40),
  })
  .strict();

export const planPhaseSchema = z
  .object({
    id,
    name: z
      .string()
      .trim()
      .min(1, 'Jede Phase braucht einen Namen.')
      .max(L.phaseNameLength, `Ein Phasenname darf höchstens ${L.phaseNameLength} Zeichen haben.`),
    order: z.number().finite(),
    updatedAt: isoTime,
    rev: z.number().int().min(0),
  })
  .strict();

export const planItemSchema = z
  .object({
    id,
    phaseId: id,
    order: z.number().finite(),
    kind: z.enum(['card', 'text']),
    contentId: id.nullable(),
    sectionId: z.string().max(64).nullable(),
    title: z.string().trim().max(L.itemTitleLength, `Ein Titel darf höchstens ${L.itemTitleLength} Zeichen haben.`),
    text: z.string().max(L.itemTextLength, `Ein Text darf höchstens ${L.itemTextLength} Zeichen haben.`),
    minutes,
    card: cardCopySchema.nullable(),
    cardGone: z.boolean(),
    updatedAt: isoTime,
    rev: z.number().int().min(0),
  })
  .strict()
  .refine((item) => item.kind === 'text' || item.contentId !== null, { message: 'Ein Kartenteil braucht eine Karte.' })
  .refine((item) => item.kind === 'card' || item.title.length > 0 || item.text.trim().length > 0, {
    message: 'Ein freier Teil braucht einen Titel oder Text.',
  });

export const lessonPlanSchema = z
  .object({
    id,
    title: z
      .string()
      .trim()
      .min(1, 'Bitte geben Sie der Stunde einen Titel.')
      .max(L.titleLength, `Der Titel darf höchstens ${L.titleLength} Zeichen haben.`),
    date: z.iso.date('Bitte ein gültiges Datum angeben.').nullable(),
    className: z.string().trim().max(L.classNameLength, `Der Klassenname darf höchstens ${L.classNameLength} Zeichen haben.`),
    lengthMinutes: z
      .number()
      .int('Die Länge bitte in ganzen Minuten.')
      .min(5, 'Eine Stunde dauert mindestens 5 Minuten.')
      .max(L.lengthMinutes, `Eine Stunde darf höchstens ${L.lengthMinutes} Minuten dauern.`),
    classSize: z
      .number()
      .int()
      .min(1, 'Die Klassengröße muss mindestens 1 sein.')
      .max(L.classSize, `Die Klassengröße darf höchstens ${L.classSize} sein.`)
      .nullable(),
    headUpdatedAt: isoTime,
    headRev: z.number().int().min(0),
    phases: z.array(planPhaseSchema).max(L.phasesPerPlan, `Eine Stunde darf höchstens ${L.phasesPerPlan} Phasen haben.`),
    items: z.array(planItemSchema).max(L.itemsPerPlan, `Eine Stunde darf höchstens ${L.itemsPerPlan} Teile haben.`),
    revision: z.number().int().min(0),
    createdAt: isoTime,
    updatedAt: isoTime,
  })
  .strict();

export const planChangeSchema = z
  .object({
    baseRevision: z.number().int().min(0).nullable(),
    changed: z.array(id).max(L.itemsPerPlan + L.phasesPerPlan + 1),
    plan: lessonPlanSchema,
  })
  .strict();

export const planConflictSchema = z.object({
  id: z.string(),
  kind: z.enum(['head', 'phase', 'item']),
  kept: z.enum(['stored', 'incoming']),
  overwritten: z.boolean(),
});

/** The server's answer to a saved change: the plan as it is now, and the copies a conflict made. */
export const planSavedSchema = z.object({
  plan: lessonPlanSchema,
  conflicts: z.array(planConflictSchema),
  copies: z.array(z.object({ id: z.string(), title: z.string() })),
});

export const planShareSchema = z.object({ token: z.string(), path: z.string() });

/** A colleague's shared plan, read-only, with its owner's name. */
export const sharedPlanSchema = z.object({ plan: lessonPlanSchema, ownerName: z.string() });

export const cardNoteSchema = z.object({
  id: z.string(),
  contentId: z.string(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const cardNoteInputSchema = z
  .object({
    contentId: id,
    text: z.string().trim().min(1, 'Die Notiz ist leer.').max(L.noteLength, `Eine Notiz darf höchstens ${L.noteLength} Zeichen haben.`),
    /** When the teacher wrote it on her device (maybe offline); never later than the server's now. */
    at: isoTime,
  })
  .strict();

export type LessonPlanInput = z.infer<typeof lessonPlanSchema>;
export type PlanChangeInput = z.infer<typeof planChangeSchema>;
export type PlanSaved = z.infer<typeof planSavedSchema>;
export type PlanShare = z.infer<typeof planShareSchema>;
export type SharedPlan = z.infer<typeof sharedPlanSchema>;
export type CardNote = z.infer<typeof cardNoteSchema>;
export type CardNoteInput = z.infer<typeof cardNoteInputSchema>;
