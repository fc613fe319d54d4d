import { ATTENDANCE_STATES, isLessonDate } from '../domain/gradebook/attendance';
import { z } from './zod';

/**
 * The grade book's data (spec §3: Class, Student, Topic). It never leaves the device; these
 * schemas check what is read back from storage and from backup files. The limits are exported
 * so the screens that write the data check the same numbers: whatever a screen accepts must
 * pass this check when it is read back (issue 19).
 */
export const GENDERS = ['M', 'W'] as const;
export const GRADES = [1, 2, 3, 4, 5, 6] as const;
export const MAX_CLASS_NAME = 40;
export const MAX_STUDENT_NAME = 80;
export const MAX_TOPIC_NAME = 80;
export const MAX_COMMENT = 500;
/** Children per class (and so per topic): a class list, not a school register. */
export const MAX_STUDENTS_PER_CLASS = 200;
export const MAX_ID = 64;

const id = z.string().min(1).max(MAX_ID);

export const studentSchema = z.object({
  id,
  name: z.string().trim().min(1, 'Bitte einen Namen eingeben.').max(MAX_STUDENT_NAME, `Höchstens ${MAX_STUDENT_NAME} Zeichen.`),
  gender: z.enum(GENDERS),
});

/** How much + and − move a grade; the reasons are in `core/domain/gradebook/grading.ts`. */
export const TENDENCY_STEPS = [0.25, 0.3, 0.33] as const;
export const tendencyStepSchema = z.union([z.literal(0.25), z.literal(0.3), z.literal(0.33)]);

/**
 * Lesson dates per class: two PE lessons a week for a school year are about 80, three 120;
 * 400 leaves room for several years before the teacher starts a new class. A limit keeps one
 * entry from growing until the device's storage is full.
 */
export const MAX_LESSON_DATES = 400;

/** Lesson date (YYYY-MM-DD) → child id → state (`core/domain/gradebook/attendance.ts`). */
export const attendanceBookSchema = z
  .record(
    z.string().refine(isLessonDate, 'Kein Datum (JJJJ-MM-TT).'),
    z.record(id, z.enum(ATTENDANCE_STATES)).refine((day) => Object.keys(day).length <= MAX_STUDENTS_PER_CLASS),
  )
  .refine((book) => Object.keys(book).length <= MAX_LESSON_DATES, `Höchstens ${MAX_LESSON_DATES} Stunden pro Klasse.`);

export const schoolClassSchema = z.object({
  id,
  name: z.string().trim().min(1, 'Bitte einen Namen für die Klasse eingeben.').max(MAX_CLASS_NAME, `Höchstens ${MAX_CLASS_NAME} Zeichen.`),
  students: z.array(studentSchema).max(MAX_STUDENTS_PER_CLASS),
  /** Since version 2 (issue 25): attendance per lesson date and the class's tendency step. */
  attendance: attendanceBookSchema,
  tendencyStep: tendencyStepSchema,
  updatedAt: z.string(),
});

/**
 * A grade as stored since version 2: a whole grade with an optional tendency, or `null` for
 * „nicht bewertet“ (DECISIONS.md 12; the rules are in `core/domain/gradebook/grading.ts`).
 * A 6 has no tendency. Version 1 stored a plain number 1–6 (see `migrations.ts`).
 */
export const TENDENCIES = ['plus', 'minus'] as const;
export const gradeValueSchema = z
  .object({
    grade: z.literal(GRADES),
    tendency: z.enum(TENDENCIES).nullable(),
  })
  .refine((v) => v.grade !== 6 || v.tendency === null, 'Die 6 hat keine Tendenz.')
  .nullable();

/** A topic's weight: 0,5 to 5 in halves (`isTopicWeight` in grading.ts says why). */
export const MIN_TOPIC_WEIGHT = 0.5;
export const MAX_TOPIC_WEIGHT = 5;
export const topicWeightSchema = z
  .number()
  .min(MIN_TOPIC_WEIGHT)
  .max(MAX_TOPIC_WEIGHT)
  .refine((w) => Number.isInteger(w * 2), 'Die Gewichtung geht in halben Schritten.');

export const gradedStudentSchema = studentSchema.extend({
  grade: gradeValueSchema,
  comment: z.string().max(MAX_COMMENT),
  /**
   * When this child's grade was last set (ISO time), for the child's page. Optional: grades
   * given before issue 25 have none, and the page shows the topic's date for them instead.
   */
  gradedAt: z.string().max(40).optional(),
});

export const topicSchema = z.object({
  id,
  name: z.string().trim().min(1, 'Bitte einen Namen für das Thema eingeben.').max(MAX_TOPIC_NAME, `Höchstens ${MAX_TOPIC_NAME} Zeichen.`),
  classId: id,
  /** Since version 2; 1 unless the teacher set another. */
  weight: topicWeightSchema,
  students: z.array(gradedStudentSchema).max(MAX_STUDENTS_PER_CLASS),
  updatedAt: z.string(),
});

/** What `classes-storage` holds (schema version 2: attendance and tendency step per class). */
export const classesStateSchema = z.object({
  classes: z.array(schoolClassSchema),
  selectedClassId: z.string().nullable(),
});

/** What `students-performance-storage` holds (schema version 2: graded values and weights). */
export const performanceStateSchema = z.object({
  topics: z.array(topicSchema),
  selectedTopicId: z.string().nullable(),
});

export type Gender = (typeof GENDERS)[number];
export type Grade = (typeof GRADES)[number];
export type Student = z.infer<typeof studentSchema>;
export type SchoolClass = z.infer<typeof schoolClassSchema>;
export type GradedStudent = z.infer<typeof gradedStudentSchema>;
export type Topic = z.infer<typeof topicSchema>;
export type ClassesState = z.infer<typeof classesStateSchema>;
export type PerformanceState = z.infer<typeof performanceStateSchema>;

/** Both stores together: what a backup holds and what the rules work on. */
export interface GradebookData {
  classes: SchoolClass[];
  topics: Topic[];
}
