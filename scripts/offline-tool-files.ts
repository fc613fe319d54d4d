/** What the bundle says of one chunk (rolldown's OutputChunk, as far as the list needs it). */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  importedCss?: ReadonlySet<string> | readonly string[];
}

/**
 * The files a teacher needs for the given screens without network (/offline-tools.json, read by
 * client/app/tool-screens.ts): each screen's chunk, what it imports, and what it loads later (a
 * chart, a dialog), minus what every first screen has loaded already — the entry and its
 * imports. Breadth first, so the screens themselves are on the device before what they load
 * later; each file once, as an address.
 */
export function offlineFiles(chunks: readonly ChunkFacts[], screenModuleIds: readonly string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const markLoaded = (fileName: string) => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    for (const next of byFile.get(fileName)?.imports ?? []) markLoaded(next);
  };
  for (const chunk of chunks) if (chunk.isEntry) markLoaded(chunk.fileName);

  const files: string[] = [];
  const seen = new Set(loaded);
  let wave = screenModuleIds.map((id) => {
    const chunk =
      chunks.find((candidate) => candidate.facadeModuleId === id) ?? chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`offlineFiles: no chunk holds ${id}`);
    return chunk.fileName;
  });
  while (wave.length > 0) {
    const later: string[] = [];
    const add = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      files.push(fileName);
      const chunk = byFile.get(fileName);
      if (!chunk) return;
      for (const sheet of chunk.importedCss ?? []) add(sheet);
      for (const next of chunk.imports) add(next);
      later.push(...chunk.dynamicImports);
    };
    for (const fileName of wave) add(fileName);
    wave = later;
  }
  return files.map((file) => `/${file}`);
}
