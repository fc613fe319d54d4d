import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarkdownEditor } from './markdown-editor';

const upload = vi.hoisted(() => vi.fn(async () => ({ url: '/api/files/abc.pdf' })));
vi.mock('../api/upload-file', () => ({ uploadFile: upload }));

/** The editor as the content form holds it: the text lives in the parent's state. */
function Form({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  return <MarkdownEditor label="Abschnitt 1" value={text} onChange={setText} />;
}

const card = '## Steckbrief\nAlter: 6\n\nSpielidee';

beforeEach(() => {
  // The editor opens the browser's file dialog with a detached file input; here the teacher
  // "picks" test.pdf at once.
  vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
    if (this.type !== 'file') return;
    Object.defineProperty(this, 'files', { value: [new File(['%PDF-1.4'], 'test.pdf', { type: 'application/pdf' })] });
    void this.onchange?.(new Event('change'));
  });
});
afterEach(() => vi.restoreAllMocks());

const textarea = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Abschnitt 1' });

describe('„PDF einfügen“ in the content editor', () => {
  it('without a click into the text: at the end, on its own line, the heading kept', async () => {
    render(<Form initial={card} />);
    await userEvent.click(screen.getByRole('button', { name: 'PDF einfügen' }));
    await waitFor(() => expect(textarea().value).toBe(`${card}\n\n[test (PDF)](/api/files/abc.pdf)\n`));
  });

  it('at the cursor the teacher left, although the toolbar button took the focus', async () => {
    render(<Form initial={card} />);
    const area = textarea();
    area.focus();
    area.setSelectionRange('## Steckbrief'.length, '## Steckbrief'.length);
    fireEvent.select(area);
    await userEvent.click(screen.getByRole('button', { name: 'PDF einfügen' }));
    await waitFor(() => expect(area.value).toBe('## Steckbrief\n\n[test (PDF)](/api/files/abc.pdf)\n\nAlter: 6\n\nSpielidee'));
  });
});

describe('„Aufbauskizze einfügen“ and the live preview', () => {
  it('inserts a sketch to change and draws it under the text while the admin types', async () => {
    render(<Form initial={'## Aufbau\nZwei Hütchen.'} />);
    expect(screen.queryByRole('region', { name: 'Vorschau der Skizzen' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Aufbauskizze einfügen' }));
    expect(textarea().value).toBe('## Aufbau\nZwei Hütchen.\n\n```skizze\nfeld: halle\nhuetchen 3 5\nkind 5 5 team=rot\nlauf 5 5 -> 12 5\n```\n');
    const preview = screen.getByRole('region', { name: 'Vorschau der Skizzen' });
    expect(preview.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toContain('Geräte und Material: 1 Hütchen.');

    fireEvent.change(textarea(), { target: { value: textarea().value.replace('huetchen 3 5', 'huetchen 3 5\nreifen 40 5') } });
    expect(screen.getByRole('alert').textContent).toContain('Zeile 3: Reifen liegt außerhalb des Feldes (Halle, 27 × 15 m).');
  });
});
