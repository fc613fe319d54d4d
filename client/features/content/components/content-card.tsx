import type { ContentItem } from '@core/schemas/content';
import { Check, ChevronDown, Link2, Printer } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

// The renderer (≈ 50 KB gzip) is needed only once a card is open, not for the list of titles.
const Markdown = lazy(async () => ({ default: (await import('@client/components/markdown/markdown')).Markdown }));
import { printCard } from '../print-card';
import { KeyTags } from '@client/components/key-tags';

/** Spec "Scroll offset default 150 px": room for the fixed header and breadcrumb bar. */
export const SCROLL_OFFSET = 150;

export const cardAnchor = (id: string) => `karte-${id}`;

export function scrollToCard(element: HTMLElement) {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET, behavior: reduce ? 'auto' : 'smooth' });
}

function CopyLinkButton({ id }: { id: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000); // spec: message for 2 s
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    const url = `${window.location.origin}${window.location.pathname}#${cardAnchor(id)}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (error) {
      console.warn('Link konnte nicht kopiert werden', error); // spec: copy failure is logged only
    }
  };
  return (
    <button type="button" onClick={() => void copy()} className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50">
      {copied ? <Check aria-hidden="true" className="size-4" /> : <Link2 aria-hidden="true" className="size-4" />}
      <span aria-live="polite">{copied ? 'Link kopiert' : 'Link kopieren'}</span>
    </button>
  );
}

/** „Drucken“: this card alone on A4 (title, Steckbrief, text, pictures). */
function PrintCardButton() {
  return (
    <button
      type="button"
      onClick={(e) => {
        const card = e.currentTarget.closest('article');
        if (card) void printCard(card);
      }}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      <Printer aria-hidden="true" className="size-4" />
      Drucken
    </button>
  );
}

function CardBody({ item, actions }: { item: ContentItem; actions?: ReactNode }) {
  return (
    <div className="border-t border-slate-100 px-4 pt-2 pb-4">
      {/* The link and the buttons appear with the text, not before it: the text arriving a moment
          later pushed them down under a finger about to tap the star, and the tap hit the text. */}
      <Suspense fallback={<p className="my-2 text-slate-500">Wird geladen …</p>}>
        {item.sections.map((section) => (
          <Markdown key={section.id} text={section.content} />
        ))}
        {item.pdfLink && (
          <p className="mt-3">
            <a href={item.pdfLink} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
              PDF öffnen
            </a>
          </p>
        )}
        {/* Buttons do nothing on paper. */}
        <div className="mt-3 flex flex-wrap items-center gap-1 print:hidden">
          <CopyLinkButton id={item.id} />
          <PrintCardButton />
          {actions}
        </div>
      </Suspense>
    </div>
  );
}

/** A collapsible card (spec): header and optional content header; opening scrolls it into view. */
export function CollapsibleCard({ item, initiallyOpen, actions }: { item: ContentItem; initiallyOpen: boolean; actions?: ReactNode }) {
  const [open, setOpen] = useState(initiallyOpen);
  const ref = useRef<HTMLElement>(null);
  const bodyId = `${cardAnchor(item.id)}-inhalt`;

  useEffect(() => {
    if (open && ref.current) scrollToCard(ref.current);
  }, [open]);

  return (
    <article ref={ref} id={cardAnchor(item.id)} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left"
        >
          <span className="flex-1">
            <span className="block text-lg font-bold text-slate-900">
              {item.clickableHeader}
              {item.isNew && <span className="ml-2 rounded-full bg-amber-400 px-2 py-0.5 align-middle text-xs font-extrabold text-amber-950">NEU</span>}
            </span>
            {item.contentHeader && <span className="mt-0.5 block text-sm text-slate-600">{item.contentHeader}</span>}
          </span>
          <ChevronDown aria-hidden="true" className={`size-6 shrink-0 text-slate-500 transition print:hidden ${open ? 'rotate-180' : ''}`} />
        </button>
      </h3>
      <KeyTags tags={item.tags} className="-mt-1 px-4 pb-3" />
      <div id={bodyId} hidden={!open}>
        {open && <CardBody item={item} actions={actions} />}
      </div>
    </article>
  );
}

/** Non-collapsible card (Bewegte Schule): always open; the favourite star sits in its header. */
export function OpenCard({ item, headerAction, actions }: { item: ContentItem; headerAction?: ReactNode; actions?: ReactNode }) {
  return (
    <article id={cardAnchor(item.id)} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-start gap-2 px-4 pt-3">
        <h3 className="flex-1 py-1.5 text-lg font-bold text-slate-900">
          {item.clickableHeader}
          {item.isNew && <span className="ml-2 rounded-full bg-amber-400 px-2 py-0.5 align-middle text-xs font-extrabold text-amber-950">NEU</span>}
          {item.contentHeader && <span className="block text-sm font-normal text-slate-600">{item.contentHeader}</span>}
        </h3>
        <div className="print:hidden">{headerAction}</div>
      </div>
      <KeyTags tags={item.tags} className="px-4 pt-1" />
      <CardBody item={item} actions={actions} />
    </article>
  );
}
