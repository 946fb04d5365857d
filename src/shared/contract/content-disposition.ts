/**
 * `Content-Disposition: attachment` with a file name per RFC 6266 and RFC 5987 (TRUST-8): an ASCII
 * fallback in `filename="..."` (no quote, backslash, control or non-ASCII character) and the real
 * name, UTF-8 and percent-encoded, in `filename*=UTF-8''...`. The mock APIs write it, the app reads
 * it (`fileNameFromDisposition`), so a name with quotes, semicolons, line breaks or umlauts can
 * neither break the header nor end up as another name.
 */

/**
 * Bidi embeddings, overrides and isolates, the marks and the Arabic letter mark (TRUST-14): in a
 * file name they make `invoice\u202Efdp.exe` show as `invoiceexe.pdf`.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/**
 * A file name without path separators, control or bidi characters, or characters file systems
 * refuse. Both sides use it: the header writer and the app reading the header.
 */
export function safeFileName(name: string, fallback = 'download'): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .replace(BIDI_CONTROLS, '')
    .replace(/[/\\:*?"<>|]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return cleaned.slice(0, 200) || fallback;
}

/** RFC 5987 attr-char: what stays unencoded in `filename*`. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export function contentDisposition(fileName: string): string {
  const name = safeFileName(fileName);
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** The file name a `Content-Disposition` gives: `filename*` first, then `filename`, made safe. */
export function fileNameFromDisposition(
  header: string | null | undefined,
  fallback: string,
): string {
  if (!header) return fallback;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const match = /^([\w-]+)'[^']*'(.*)$/.exec(extended.replace(/^"|"$/g, ''));
    if (match && /^utf-8$/i.test(match[1]!)) {
      try {
        return safeFileName(decodeURIComponent(match[2]!), fallback);
      } catch {
        // a broken encoding: the plain name below
      }
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)?.[1];
  if (quoted !== undefined) return safeFileName(quoted.replace(/\\(.)/g, '$1'), fallback);
  const token = /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(header)?.[1];
  return token ? safeFileName(token, fallback) : fallback;
}
