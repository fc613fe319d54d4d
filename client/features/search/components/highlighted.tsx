import { Fragment } from 'react';
import type { Range } from '@core/domain/search/highlight';

/** Text with the matching words marked. */
export function Highlighted({ text, ranges }: { text: string; ranges: readonly Range[] }) {
  const parts: { text: string; mark: boolean }[] = [];
  let at = 0;
  for (const range of ranges) {
    if (range.start < at) continue;
    if (range.start > at) parts.push({ text: text.slice(at, range.start), mark: false });
    parts.push({ text: text.slice(range.start, range.end), mark: true });
    at = range.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part.mark ? <mark className="rounded bg-amber-200 px-0.5 text-slate-900">{part.text}</mark> : part.text}
        </Fragment>
      ))}
    </>
  );
}
