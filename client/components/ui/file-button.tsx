import { Upload } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { Button } from './button';

/**
 * A button that opens the device's file picker: the native input stays hidden (it cannot be
 * styled as a 44 px target) but keeps its own label, so tests and screen readers can reach it.
 * The input is cleared after each choice, so the same file can be chosen again.
 */
export function FileButton({
  children,
  fileLabel,
  accept,
  onFile,
}: {
  children: ReactNode;
  /** The hidden input's label („Sicherungsdatei wählen“). */
  fileLabel: string;
  accept: string;
  onFile: (file: File) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" className="size-5" />
        {children}
      </Button>
      <label htmlFor={id} className="sr-only">
        {fileLabel}
      </label>
      <input
        id={id}
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
