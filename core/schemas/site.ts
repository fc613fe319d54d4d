import { z } from './zod';

/** Public facts about an installation (GET /api/site): shown in Impressum and Datenschutz. */
export const operatorSchema = z.object({
  name: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string().optional(),
});

export const siteInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  /** Null until the operator has configured OPERATOR_NAME, OPERATOR_ADDRESS and OPERATOR_EMAIL. */
  operator: operatorSchema.nullable(),
  accounts: z.object({
    /** False when the operator runs a closed beta (SIGNUP_MODE=closed). */
    signupOpen: z.boolean(),
    /** True when a new account must confirm its e-mail address before signing in. */
    emailVerification: z.boolean(),
  }),
});

export type Operator = z.infer<typeof operatorSchema>;
export type SiteInfo = z.infer<typeof siteInfoSchema>;
