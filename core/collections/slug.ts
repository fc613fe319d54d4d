/** 'Ringen-und-Kämpfen' → 'ringen-und-kaempfen': our URLs are ASCII (DECISIONS 5). */
export function asciiSlug(text: string): string {
  return text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
}
