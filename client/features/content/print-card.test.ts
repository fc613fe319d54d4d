import { afterEach, describe, expect, it, vi } from 'vitest';
import { printCard } from './print-card';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.printingCard;
});

// happy-dom has no print dialog; the browser's would block until the teacher closes it.
const stubPrint = (dialog: () => void) => {
  const print = vi.fn(dialog);
  window.print = print;
  return print;
};

const twoCards = () => {
  document.body.innerHTML = '<article id="a"><img alt="" src="data:image/png;base64,AA=="></article><article id="b"></article>';
  return [document.getElementById('a')!, document.getElementById('b')!];
};

describe('printCard', () => {
  it('marks exactly the one card for the print stylesheet, prints, and unmarks after printing', async () => {
    const [first, second] = twoCards();
    const print = stubPrint(() => {
      // While the dialog is open, only the chosen card carries the mark.
      expect(document.documentElement.dataset.printingCard).toBe('');
      expect(document.querySelectorAll('[data-print-card]')).toHaveLength(1);
    });
    await printCard(second!, 10);
    await printCard(first!, 10);
    expect(print).toHaveBeenCalledTimes(2);
    expect(first!.hasAttribute('data-print-card')).toBe(true);
    expect(second!.hasAttribute('data-print-card')).toBe(false);

    window.dispatchEvent(new Event('afterprint'));
    expect(document.querySelectorAll('[data-print-card]')).toHaveLength(0);
    expect(document.documentElement.dataset.printingCard).toBeUndefined();
  });

  it('loads lazy pictures before the print, so none is an empty box on paper', async () => {
    const [first] = twoCards();
    const img = first!.querySelector('img')!;
    img.loading = 'lazy';
    stubPrint(() => undefined);
    await printCard(first!, 10);
    expect(img.loading).toBe('eager');
  });
});
