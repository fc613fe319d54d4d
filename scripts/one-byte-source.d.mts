/** See one-byte-source.mjs: plain JavaScript, run by the server build with plain node. */
export function oneByteSource(code: string): string;
