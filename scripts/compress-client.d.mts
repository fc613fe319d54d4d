/** Writes .br and .gz copies of the text files under `dir` (see compress-client.mjs). */
export function compressFolder(dir: string): { files: number; before: number; after: number };
