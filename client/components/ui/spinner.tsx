/** Loading indicator with a text for screen readers (and for people, after a moment). */
export function Spinner({ label = 'Lädt …' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-600">
      <span aria-hidden="true" className="size-7 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      <span>{label}</span>
    </div>
  );
}
