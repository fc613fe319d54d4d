/** The screen's card and heading, shared by its sections. */
export const section = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm';
export const sectionTitle = 'mb-3 text-xl font-bold';
export const note = 'rounded-2xl bg-slate-100 p-4 text-slate-700';
