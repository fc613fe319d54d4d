import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { MarkdownEditor } from '../components/markdown-editor';
import { newSection, type ContentForm } from './content-form';

/** The card's markdown sections: edit, add, remove (one always stays). */
export function FormSections({ sections, onChange }: { sections: ContentForm['sections']; onChange: (sections: ContentForm['sections']) => void }) {
  return (
    <>
      {sections.map((section, index) => (
        <div key={section.id} className="rounded-2xl border border-slate-200 bg-white p-4">
          <MarkdownEditor
            label={`Abschnitt ${index + 1}`}
            value={section.content}
            onChange={(content) => onChange(sections.map((s) => (s.id === section.id ? { ...s, content } : s)))}
          />
          {sections.length > 1 && (
            <Button variant="ghost" className="mt-2" onClick={() => onChange(sections.filter((s) => s.id !== section.id))}>
              <Trash2 aria-hidden="true" className="size-4" />
              Abschnitt {index + 1} entfernen
            </Button>
          )}
        </div>
      ))}
      <Button variant="secondary" onClick={() => onChange([...sections, newSection()])}>
        <Plus aria-hidden="true" className="size-5" />
        Abschnitt hinzufügen
      </Button>
    </>
  );
}
