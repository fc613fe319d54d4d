import { z } from './zod';

/** One live negative check of the Sicherheitscheck page (admins only). */
export const securityCheckResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** True when the server refused what it must refuse. */
  passed: z.boolean(),
  /** What was tried and what the server answered, in German. */
  detail: z.string(),
});

export type SecurityCheckResult = z.infer<typeof securityCheckResultSchema>;

export const securityCheckListSchema = z.array(z.object({ id: z.string(), title: z.string() }));
