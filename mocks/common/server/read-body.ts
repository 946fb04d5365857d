/**
 * Reads a Node request body whole (no body parser runs before the dev backend's routes), refusing
 * more than `maxBytes` with an error whose `status` is 413.
 */
export async function readBody(req: AsyncIterable<unknown>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > maxBytes) throw Object.assign(new Error('Request body too large'), { status: 413 });
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
