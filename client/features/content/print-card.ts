/**
 * „Drucken“ on an opened card: that card alone on A4. The card is marked, and the print
 * stylesheet (client/index.css, `data-printing-card`) hides everything in the app that is not
 * the card or one of its ancestors — the same page, not a copy, so its pictures are already
 * there. The mark goes after printing, so a later Ctrl+P prints the whole screen again.
 */
const CARD = 'printCard';
const PAGE = 'printingCard';

function clearMark(): void {
  delete document.documentElement.dataset[PAGE];
  for (const card of document.querySelectorAll<HTMLElement>('[data-print-card]')) delete card.dataset[CARD];
}

/**
 * Pictures load lazily, so one far down a long card may not be there yet; the print would show
 * an empty box. Load them all first, but never keep the teacher waiting long for a slow one.
 */
async function loadPictures(card: HTMLElement, waitMs: number): Promise<void> {
  const pictures = [...card.querySelectorAll('img')];
  for (const img of pictures) img.loading = 'eager';
  const loaded = Promise.all(pictures.map((img) => (img.complete ? Promise.resolve() : img.decode().catch(() => undefined))));
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, waitMs))]);
}

export async function printCard(card: HTMLElement, waitMs = 3000): Promise<void> {
  clearMark();
  card.dataset[CARD] = '';
  document.documentElement.dataset[PAGE] = '';
  window.addEventListener('afterprint', clearMark, { once: true });
  await loadPictures(card, waitMs);
  window.print();
}
