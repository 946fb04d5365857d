/**
 * TRUST-15: an XLSX (a zip archive) unpacked within caps. The zip's central directory is read
 * first and the file refused when the sizes it declares pass MAX_UNPACKED_BYTES or MAX_RATIO; then
 * each part is inflated in small slices through the platform's DecompressionStream, counting the
 * bytes that actually come out, so a directory that lies is caught as soon as it does. Libraries
 * that unzip in one go (fflate's `unzip`, which read-excel-file uses) allocate the declared size
 * up front and inflate everything before anyone can count.
 */
import {
  MAX_RATIO,
  MAX_UNPACKED_BYTES,
  MAX_ZIP_ENTRIES,
  MIN_RATIO_CHECKED_BYTES,
  ProductFileError,
} from './limits';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  packedSize: number;
  /** As the directory declares it. */
  size: number;
  /** Where the packed bytes start. */
  offset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** Compressed input fed per step: deflate grows at most about 1,032-fold, so 2 KB make ≤ 2 MB. */
const SLICE_BYTES = 2 * 1024;

const unreadable = () => new ProductFileError('unreadable');
const overLimit = () => new ProductFileError('unpackLimit');

const tooTight = (size: number, packed: number) =>
  size > MIN_RATIO_CHECKED_BYTES && size > MAX_RATIO * Math.max(packed, 1);

/** The entries of a zip's central directory, refused when they declare more than the caps. */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  if (bytes.length < 22) throw unreadable();
  let end = bytes.length - 22;
  // The end record sits in the last 22 bytes plus a comment of at most 65,535 bytes.
  const stop = Math.max(0, end - 0xffff);
  while (end >= stop && u32(end) !== END_OF_DIRECTORY) end -= 1;
  if (end < stop) throw unreadable();
  const count = u16(end + 10);
  let at = u32(end + 16);
  // Zip64 (4 GB or 65,535 entries and up) is no spreadsheet a product list needs.
  if (count === 0xffff || at === 0xffffffff) throw overLimit();
  if (count > MAX_ZIP_ENTRIES) throw overLimit();

  const entries: ZipEntry[] = [];
  let declared = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || u32(at) !== DIRECTORY_ENTRY) throw unreadable();
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const packedSize = u32(at + 20);
    const size = u32(at + 24);
    const nameLength = u16(at + 28);
    const local = u32(at + 42);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
    // Encrypted parts cannot be read; a method other than stored or deflated is no XLSX.
    if (flags & 1 || (method !== 0 && method !== 8)) throw unreadable();
    declared += size;
    if (declared > MAX_UNPACKED_BYTES || tooTight(size, packedSize)) throw overLimit();
    if (local + 30 > bytes.length || u32(local) !== LOCAL_HEADER) throw unreadable();
    const offset = local + 30 + u16(local + 26) + u16(local + 28);
    if (offset + packedSize > bytes.length) throw unreadable();
    entries.push({ name, method, packedSize, size, offset });
  }
  return entries;
}

/** What is left of the unpacking budget, shared by all parts of one archive. */
export interface UnpackBudget {
  left: number;
}

/**
 * One part's bytes, inflated slice by slice; `onChunk` sees each piece as it comes out (and may
 * throw to stop). Refused as soon as the output passes the declared size, the budget or the ratio.
 */
export async function inflateEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: UnpackBudget,
  onChunk?: (chunk: Uint8Array) => void,
): Promise<Uint8Array> {
  const packed = bytes.subarray(entry.offset, entry.offset + entry.packedSize);
  if (entry.method === 0) {
    if (entry.size !== entry.packedSize) throw unreadable();
    if (entry.size > budget.left) throw overLimit();
    budget.left -= entry.size;
    onChunk?.(packed);
    return packed;
  }
  let fed = 0;
  const source = new ReadableStream<BufferSource>(
    {
      pull(controller) {
        if (fed >= packed.length) return controller.close();
        controller.enqueue(packed.slice(fed, fed + SLICE_BYTES));
        fed += SLICE_BYTES;
      },
    },
    { highWaterMark: 0 },
  );
  const reader = source.pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch {
        throw unreadable();
      }
      if (next.done) break;
      total += next.value.length;
      if (total > entry.size || total > budget.left || tooTight(total, entry.packedSize))
        throw overLimit();
      onChunk?.(next.value);
      parts.push(next.value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  if (total !== entry.size) throw unreadable();
  budget.left -= total;
  const out = new Uint8Array(total);
  let written = 0;
  for (const part of parts) {
    out.set(part, written);
    written += part.length;
  }
  return out;
}

/**
 * Parts already unpacked (and counted) as a zip that stores them uncompressed: what a library that
 * unzips on its own may take without inflating anything a second time. CRCs are left 0; the
 * readers here do not check them.
 */
export function storedZip(files: Record<string, Uint8Array>): ArrayBuffer {
  const encoder = new TextEncoder();
  const items = Object.entries(files).map(([name, data]) => ({ name: encoder.encode(name), data }));
  const localSize = items.reduce((sum, item) => sum + 30 + item.name.length + item.data.length, 0);
  const directorySize = items.reduce((sum, item) => sum + 46 + item.name.length, 0);
  const out = new Uint8Array(localSize + directorySize + 22);
  const view = new DataView(out.buffer);
  let at = 0;
  const offsets: number[] = [];
  for (const item of items) {
    offsets.push(at);
    view.setUint32(at, LOCAL_HEADER, true);
    view.setUint16(at + 4, 20, true);
    view.setUint32(at + 18, item.data.length, true);
    view.setUint32(at + 22, item.data.length, true);
    view.setUint16(at + 26, item.name.length, true);
    out.set(item.name, at + 30);
    out.set(item.data, at + 30 + item.name.length);
    at += 30 + item.name.length + item.data.length;
  }
  items.forEach((item, index) => {
    view.setUint32(at, DIRECTORY_ENTRY, true);
    view.setUint16(at + 4, 20, true);
    view.setUint16(at + 6, 20, true);
    view.setUint32(at + 20, item.data.length, true);
    view.setUint32(at + 24, item.data.length, true);
    view.setUint16(at + 28, item.name.length, true);
    view.setUint32(at + 42, offsets[index]!, true);
    out.set(item.name, at + 46);
    at += 46 + item.name.length;
  });
  view.setUint32(at, END_OF_DIRECTORY, true);
  view.setUint16(at + 8, items.length, true);
  view.setUint16(at + 10, items.length, true);
  view.setUint32(at + 12, directorySize, true);
  view.setUint32(at + 16, localSize, true);
  return out.buffer;
}
