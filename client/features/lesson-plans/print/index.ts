/** The plan on paper (issue 24): one A4 page, optionally followed by its cards in full. */
export { PlanPrint } from './plan-print';
