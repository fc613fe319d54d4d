/**
 * Reads a request body up to `limit` bytes. More than that answers 'too-large' as soon as it
 * is seen, so an oversized upload is cut off instead of being buffered whole.
 */
export async function readBodyUpTo(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
