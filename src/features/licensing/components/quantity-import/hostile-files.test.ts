import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import writeXlsxFile from 'write-excel-file/universal';
import { MAX_ROWS, MAX_UNPACKED_BYTES, ProductFileError } from './parse/limits';
import { sheetRowCounter } from './parse/sheet-rows';
import { inflateEntry, readZipDirectory } from './parse/zip';
import { readCsv, readProductFile, readXlsx } from './read-file';

const HEADER = ['product', 'material', 'weight_per_unit_g', 'units_per_period', 'country'];
const MB = 1024 * 1024;

interface Part {
  name: string;
  /** What the part unpacks to. */
  content: Buffer;
  /** What the directory claims it unpacks to (a lie, where it differs). */
  declaredSize?: number;
}

/** A zip archive written by hand: deflated parts, local headers, central directory, end record. */
function zipOf(parts: Part[]): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const packed = deflateRawSync(part.content, { level: 9 });
    const size = part.declaredSize ?? part.content.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    directory.push(entry, name);
    offset += 30 + name.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directoryBytes, end]));
}

const bufferOf = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** A worksheet part of `rows` product rows, as Excel writes one (inline strings, numbers). */
const sheetXml = (rows: number) =>
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      Array.from(
        { length: rows },
        (_, i) =>
          `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>Box</t></is></c><c r="C${i + 1}"><v>180</v></c></row>`,
      ).join('') +
      '</sheetData></worksheet>',
  );

const refusal = (reason: ProductFileError['reason']) => new ProductFileError(reason);

describe('zip bombs (TRUST-15)', () => {
  it('[TRUST-15] an XLSX whose directory declares more than 20 MB unpacked is refused before anything is inflated', async () => {
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(25 * MB) }]);
    // About 25 KB on disk: far below the 5 MB upload limit.
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(() => readZipDirectory(bomb)).toThrow(refusal('unpackLimit'));
    await expect(readXlsx(bufferOf(bomb))).rejects.toEqual(refusal('unpackLimit'));
  });

  it('[TRUST-15] several parts within the cap each, more than 20 MB together, are refused', () => {
    const part = (index: number) => ({
      name: `xl/worksheets/sheet${index}.xml`,
      // Random hex packs about 2:1, so the ratio cap stays out of the way.
      content: Buffer.from(randomBytes(3 * MB).toString('hex')),
    });
    expect(() => readZipDirectory(zipOf([part(1), part(2), part(3), part(4)]))).toThrow(
      refusal('unpackLimit'),
    );
  });

  it('[TRUST-15] a part that unpacks more than 100-fold is refused as a bomb even below 20 MB', async () => {
    const bomb = zipOf([{ name: 'xl/sharedStrings.xml', content: Buffer.alloc(10 * MB, 0x41) }]);
    expect(() => readZipDirectory(bomb)).toThrow(refusal('unpackLimit'));
    await expect(readXlsx(bufferOf(bomb))).rejects.toEqual(refusal('unpackLimit'));
  });

  it('[TRUST-15] a directory that lies about the size is caught while inflating, after the first slices and not the whole 25 MB', async () => {
    const bomb = zipOf([
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(25 * MB), declaredSize: 1_000 },
    ]);
    const [entry] = readZipDirectory(bomb);
    let inflated = 0;
    await expect(
      inflateEntry(bomb, entry!, { left: MAX_UNPACKED_BYTES }, (chunk) => {
        inflated += chunk.length;
      }),
    ).rejects.toEqual(refusal('unpackLimit'));
    // Nothing past the declared 1,000 bytes reached the reader.
    expect(inflated).toBe(0);
    await expect(readXlsx(bufferOf(bomb))).rejects.toEqual(refusal('unpackLimit'));
  });

  it('[TRUST-15] an XLSX written by write-excel-file still reads, unpacked within the caps', async () => {
    const rows = [
      HEADER,
      ...Array.from({ length: 500 }, (_, i) => [`Box ${i}`, 'PPK', 180, 10, 'DE']),
    ];
    const blob = await writeXlsxFile(rows.map((row) => row.map((value) => ({ value })))).toBlob();
    const table = await readXlsx(await blob.arrayBuffer());
    expect(table).toHaveLength(501);
    expect(table[500]).toEqual(['Box 499', 'PPK', 180, 10, 'DE']);
  });
});

describe('row caps while parsing (TRUST-15)', () => {
  it('[TRUST-15] a 1,000,000-row CSV is refused after the first row past the cap, the rest never parsed', async () => {
    const csv = `${HEADER.join(',')}\n${'Box,PPK,180,10,DE\n'.repeat(1_000_000)}`;
    let seen = 0;
    await expect(readCsv(csv, { onRow: () => (seen += 1) })).rejects.toEqual(
      refusal('tooManyRows'),
    );
    // The header, MAX_ROWS product rows, and the one that went past: then papaparse was aborted.
    expect(seen).toBe(MAX_ROWS + 2);
  });

  it('[TRUST-15] a CSV of exactly the cap reads whole; one row more is refused', async () => {
    const csv = (rows: number) => `${HEADER.join(';')}\n${'Box;PPK;180;10;DE\n'.repeat(rows)}`;
    expect(await readCsv(csv(MAX_ROWS))).toHaveLength(MAX_ROWS + 1);
    await expect(readCsv(csv(MAX_ROWS + 1))).rejects.toEqual(refusal('tooManyRows'));
  });

  it('[TRUST-15] an XLSX sheet of 100,000 rows is refused while it is being unpacked, counting stops past the cap', async () => {
    const big = zipOf([{ name: 'xl/worksheets/sheet1.xml', content: sheetXml(100_000) }]);
    let seen = 0;
    await expect(readXlsx(bufferOf(big), { onRow: () => (seen += 1) })).rejects.toEqual(
      refusal('tooManyRows'),
    );
    expect(seen).toBe(MAX_ROWS + 2);
  });

  it('[TRUST-15] the row counter counts rows with values across chunk boundaries and namespace prefixes, not empty or formatted rows', () => {
    const xml =
      '<x:sheetData><x:row r="1"><x:c><x:v>1</x:v></x:c></x:row>' +
      '<row r="2"/><row r="3"><c r="A3" s="1"/></row>' +
      '<row r="4" spans="1:5"><c t="inlineStr"><is><t>a</t></is></c></row>' +
      '<row r="5"><c><v>2</v></c></row></x:sheetData>';
    const counter = sheetRowCounter(10);
    // Cut into 3-byte pieces: every tag is split somewhere.
    const bytes = new TextEncoder().encode(xml);
    for (let at = 0; at < bytes.length; at += 3) counter.push(bytes.subarray(at, at + 3));
    expect(counter.rows).toBe(3);
    const strict = sheetRowCounter(2);
    expect(() => strict.push(bytes)).toThrow(refusal('tooManyRows'));
  });

  it('[TRUST-15] a 1,000,000-row CSV file through the file reader is refused the same way', async () => {
    const file = new File([`${HEADER.join(',')}\n${'a\n'.repeat(1_000_000)}`], 'million.csv');
    expect(file.size).toBeLessThan(5 * MB);
    await expect(readProductFile(file)).rejects.toEqual(refusal('tooManyRows'));
  });
});
