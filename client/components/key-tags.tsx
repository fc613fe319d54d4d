import { keyTags } from '@core/domain/key-tags';
import type { ContentTags } from '@core/schemas/content';

/** Klasse, Dauer, Ort, Material at a glance (issue 23), on list cards and search results. */
export function KeyTags({ tags, className = '' }: { tags: ContentTags | null; className?: string }) {
  const labels = keyTags(tags);
  if (labels.length === 0) return null;
  return (
    <ul aria-label="Eckdaten" className={`flex flex-wrap gap-1.5 ${className}`}>
      {labels.map((label) => (
        <li key={label} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {label}
        </li>
      ))}
    </ul>
  );
}
