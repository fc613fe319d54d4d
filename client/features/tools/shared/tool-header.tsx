import { Maximize2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';

/** A tool's title with its full-screen button and an optional line of help. */
export function ToolHeader({ title, onFullscreen, children }: { title: string; onFullscreen?: () => void; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        {children && <p className="mt-1 text-slate-600">{children}</p>}
      </div>
      {onFullscreen && (
        <Button variant="secondary" onClick={onFullscreen}>
          <Maximize2 aria-hidden="true" className="size-5" />
          Vollbild
        </Button>
      )}
    </div>
  );
}
