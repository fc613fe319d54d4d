// subset-font ships no types; the part of its API the build uses.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'sfnt'; noLayoutClosure?: boolean },
  ): Promise<Buffer>;
}
