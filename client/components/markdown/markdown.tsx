import { splitAtSpacers } from '@core/domain/content-order';
import { SKETCH_FENCE } from '@core/domain/sketch';
import { Fragment, isValidElement, type ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { SketchFigure } from './sketch-figure';
import { ZoomableImage } from './zoomable-image';

const SAFE_IMAGE_DATA = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/**
 * Spec §5: links block javascript:, vbscript: and non-image data: URLs. We go further and
 * allow only our own paths, http(s) and mailto for links; everything else is dropped. Raw HTML is never rendered (react-markdown
 * skips it), and the CSP forbids inline script on top.
 */
export function safeUrl(url: string, key: string): string {
  const value = url.trim();
  // Images only from our own server (uploads) or inline raster data: no tracking pixels, and
  // the privacy statement promises no external content.
  if (key === 'src') return SAFE_IMAGE_DATA.test(value) || (value.startsWith('/') && !value.startsWith('//')) ? value : '';
  if (/^(https?:|mailto:)/i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return '';
  return value;
}

const headingText = (children: ReactNode) => (typeof children === 'string' ? children : Array.isArray(children) ? children.join('') : '');

/** A header called 'Quellen' gets extra space above it (spec). */
const heading = (Tag: 'h3' | 'h4' | 'h5', size: string) =>
  function Heading({ children }: { children?: ReactNode }) {
    const isSources = headingText(children).trim().toLowerCase() === 'quellen';
    return <Tag className={`${size} font-bold text-slate-900 ${isSources ? 'mt-10' : 'mt-4'} mb-2`}>{children}</Tag>;
  };

const components: Components = {
  // Card titles are h2/h3 on the page; markdown headings sit below them.
  h1: heading('h3', 'text-xl'),
  h2: heading('h4', 'text-lg'),
  h3: heading('h5', 'text-base'),
  p: ({ children }) => <p className="my-2 leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-6">{children}</ul>,
  // A list continued after a sketch or a paragraph („4. …“) keeps its numbers.
  ol: ({ children, start }) => (
    <ol start={start} className="my-2 list-decimal space-y-1 pl-6">
      {children}
    </ol>
  ),
  blockquote: ({ children }) => <blockquote className="my-3 border-l-4 border-brand-600 bg-brand-50 px-4 py-2">{children}</blockquote>,
  table: ({ children }) => (
    <div className="my-3 overflow-x-auto">
      <table className="min-w-full border-collapse text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => <th className="border border-slate-300 bg-slate-100 px-2 py-1 text-left">{children}</th>,
  td: ({ children }) => <td className="border border-slate-300 px-2 py-1">{children}</td>,
  a: ({ href, children }) => {
    const external = !!href && /^https?:/i.test(href);
    return (
      <a
        href={href}
        className="font-semibold text-brand-700 underline underline-offset-2"
        {...(external || href?.endsWith('.pdf') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    );
  },
  img: ({ src, alt }) => (typeof src === 'string' && src ? <ZoomableImage src={src} alt={alt ?? ''} /> : null),
  // ```skizze … ``` is a set-up sketch (issue 22); other fenced blocks stay code.
  pre: ({ children }) => {
    const code = isValidElement<{ className?: string; children?: ReactNode }>(children) ? children.props : null;
    if (code?.className === `language-${SKETCH_FENCE}`) return <SketchFigure source={String(code.children ?? '')} />;
    return <pre className="my-3 overflow-x-auto rounded-lg bg-slate-100 p-3 text-sm">{children}</pre>;
  },
};

export function Markdown({ text }: { text: string }) {
  const parts = splitAtSpacers(text);
  return (
    <div className="text-slate-800">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <div aria-hidden="true" data-spacer className="h-10" />}
          <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={safeUrl} components={components}>
            {part}
          </ReactMarkdown>
        </Fragment>
      ))}
    </div>
  );
}
