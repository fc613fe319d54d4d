/** Where the plans live in the app (issue 24). */
export const PLANS_PATH = '/stunden';
export const planPath = (id: string) => `${PLANS_PATH}/${encodeURIComponent(id)}`;
export const planRunPath = (id: string) => `${planPath(id)}/ablauf`;
export const planPrintPath = (id: string) => `${planPath(id)}/drucken`;
export const sharedPlanPath = (token: string) => `${PLANS_PATH}/geteilt/${encodeURIComponent(token)}`;
