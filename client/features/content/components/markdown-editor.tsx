import { replaceSketchSource, SKETCH_FENCE, sketchSources } from '@core/domain/sketch';
import { Bold, FileText, Heading1, Heading2, Heading3, Image, Italic, LandPlot, List, PencilRuler, Quote } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { SketchFigure } from '@client/components/markdown/sketch-figure';
import { uploadFile } from '../api/upload-file';
import { insertBlock, linePrefix, selectionIn, wrap, type Edit } from './markdown-edits';
import { SketchEditor } from './sketch-editor';

/**
 * A file name as link or image text: brackets, backslashes, angle brackets and line breaks
 * would end the text early or start markup, so a file called `x](javascript:…)` stays text.
 */
const fileNameAsText = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .replace(/[\r\n]+/g, ' ')
    .slice(0, 120)
    .replace(/[\\[\]()<>`*_]/g, (ch) => `\\${ch}`);

/** A first sketch to change: the ground, a piece, a child and a path show the format. */
const SKETCH_TEMPLATE = [`\`\`\`${SKETCH_FENCE}`, 'feld: halle', 'huetchen 3 5', 'kind 5 5 team=rot', 'lauf 5 5 -> 12 5', '```'].join('\n');

/**
 * The section's sketches, drawn as the card will draw them, while the admin types; each one can
 * be opened on the drawing surface, which writes the same text back into the section.
 */
function SketchPreviews({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const [editing, setEditing] = useState<number | null>(null);
  const sources = sketchSources(text);
  if (sources.length === 0) return null;
  return (
    <section aria-label="Vorschau der Skizzen" className="mt-3 rounded-xl border-2 border-dashed border-slate-300 p-3">
      <p className="text-sm font-bold text-slate-700">Vorschau der Skizze{sources.length > 1 ? 'n' : ''}</p>
      {sources.map((source, index) => (
        <div key={index} className="mt-2">
          <button
            type="button"
            aria-expanded={editing === index}
            onClick={() => setEditing(editing === index ? null : index)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-brand-700 px-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <PencilRuler aria-hidden="true" className="size-5" />
            {editing === index ? 'Zeichenfläche schließen' : `Skizze ${sources.length > 1 ? `${index + 1} ` : ''}auf der Zeichenfläche bearbeiten`}
          </button>
          {editing === index ? (
            <div className="mt-2">
              <SketchEditor source={source} onChange={(next) => onChange(replaceSketchSource(text, index, next))} />
            </div>
          ) : (
            <SketchFigure source={source} />
          )}
        </div>
      ))}
      <p className="text-xs text-slate-600">Alle Wörter der Skizzensprache stehen in docs/content-format.md.</p>
    </section>
  );
}

function ToolButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} title={label} className="flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100">
      {children}
    </button>
  );
}

/** A section's markdown with the spec's helpers: bold, italic, H1–H3, quote, list, image and PDF link. */
export function MarkdownEditor({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [uploadError, setUploadError] = useState<string>();

  // The teacher's last cursor or selection in the text. A toolbar click or the file dialog takes
  // the focus away, and an upload finishes seconds later: the position must outlive both. Before
  // any click into the text there is none (a browser would report 0), so edits go to the end.
  const selection = useRef<{ start: number; end: number } | null>(null);
  const remember = () => {
    const el = area.current;
    if (el && document.activeElement === el) selection.current = { start: el.selectionStart, end: el.selectionEnd };
  };

  const apply = (edit: Edit) => {
    const el = area.current;
    // The text as it is now: an upload's edit runs after typing may have changed it.
    const text = el?.value ?? value;
    const { start, end } = selectionIn(text, selection.current);
    const result = edit(text, start, end);
    onChange(result.text);
    selection.current = { start: result.cursor, end: result.cursor };
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(result.cursor, result.cursor);
    });
  };

  const pickAndUpload = (accept: string, snippet: (url: string, name: string) => string) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.onchange = async () => {
      const file = input.files?.[0];
      if (!file) return;
      setUploadError(undefined);
      setUpload({ name: file.name, progress: 0 });
      try {
        const result = await uploadFile(file, (progress) => setUpload({ name: file.name, progress }));
        apply(insertBlock(snippet(result.url, fileNameAsText(file.name))));
      } catch (error) {
        setUploadError(error instanceof Error ? error.message : String(error));
      } finally {
        setUpload(null);
      }
    };
    input.click();
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      <div role="toolbar" aria-label={`Formatierung für ${label}`} className="flex flex-wrap gap-0.5 rounded-t-xl border-2 border-b-0 border-slate-300 bg-slate-50 p-1">
        <ToolButton label="Fett" onClick={() => apply(wrap('**'))}><Bold aria-hidden="true" className="size-5" /></ToolButton>
        <ToolButton label="Kursiv" onClick={() => apply(wrap('_'))}><Italic aria-hidden="true" className="size-5" /></ToolButton>
        <ToolButton label="Überschrift 1" onClick={() => apply(linePrefix('# '))}><Heading1 aria-hidden="true" className="size-5" /></ToolButton>
        <ToolButton label="Überschrift 2" onClick={() => apply(linePrefix('## '))}><Heading2 aria-hidden="true" className="size-5" /></ToolButton>
        <ToolButton label="Überschrift 3" onClick={() => apply(linePrefix('### '))}><Heading3 aria-hidden="true" className="size-5" /></ToolButton>
        <ToolButton label="Zitat" onClick={() => apply(linePrefix('> '))}><Quote aria-hidden="true" className="size-5" /></ToolButton>
        <ToolButton label="Aufzählung" onClick={() => apply(linePrefix('- '))}><List aria-hidden="true" className="size-5" /></ToolButton>
        <ToolButton label="Bild einfügen" onClick={() => pickAndUpload('image/*', (url, name) => `![${name}](${url})`)}><Image aria-hidden="true" className="size-5" /></ToolButton>
        <ToolButton label="PDF einfügen" onClick={() => pickAndUpload('application/pdf', (url, name) => `[${name} (PDF)](${url})`)}><FileText aria-hidden="true" className="size-5" /></ToolButton>
        <ToolButton label="Aufbauskizze einfügen" onClick={() => apply(insertBlock(SKETCH_TEMPLATE))}><LandPlot aria-hidden="true" className="size-5" /></ToolButton>
      </div>
      <textarea
        id={id}
        ref={area}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onSelect={remember}
        onKeyUp={remember}
        onMouseUp={remember}
        rows={10}
        className="block w-full rounded-b-xl border-2 border-slate-300 bg-white p-3 font-mono text-sm outline-none focus:border-brand-600"
      />
      {upload && (
        <div className="mt-2" role="status">
          <span className="text-sm">„{upload.name}“ wird hochgeladen …</span>
          <progress aria-label="Fortschritt des Hochladens" max={1} value={upload.progress} className="mt-1 block h-2 w-full accent-brand-700" />
        </div>
      )}
      {uploadError && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {uploadError}
        </p>
      )}
      <SketchPreviews text={value} onChange={onChange} />
    </div>
  );
}
