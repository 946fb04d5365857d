/**
 * TRUST-15: the rows of a worksheet counted while its XML is being unpacked, so a sheet of a
 * million rows is refused after the first MAX_ROWS + 1 and neither unpacked nor parsed further.
 * A row counts when it holds a value (`<v>` or an inline string `<is>`), as an empty or merely
 * formatted row (which Excel writes) is not a product row. The count only decides when to stop:
 * the rows themselves are read by read-excel-file, and QTY-1's own row limit still applies.
 */
import { ProductFileError } from './limits';

/** A tag no spreadsheet writes this long: the carry-over between chunks stays small. */
const MAX_TAG_CHARS = 64 * 1024;
/** `<row …>`, `</row>`, `<v …>`, `<is>`, with or without a namespace prefix (`<x:row>`). */
const TAG = /<(\/?)(?:[\w.-]+:)?(row|v|is)(?=[\s/>])[^>]*?(\/?)>/g;

/**
 * A counter fed with a sheet's bytes as they are inflated; throws `tooManyRows` at the row past
 * `limit`. `onRow` sees each row counted.
 */
export function sheetRowCounter(limit: number, onRow?: () => void) {
  const decoder = new TextDecoder();
  let carry = '';
  let inRow = false;
  let hasValue = false;
  let rows = 0;

  const scan = (text: string) => {
    TAG.lastIndex = 0;
    for (let match = TAG.exec(text); match; match = TAG.exec(text)) {
      const [, closing, name, selfClosing] = match;
      if (name === 'row') {
        if (closing) {
          if (inRow && hasValue) {
            rows += 1;
            onRow?.();
          }
          inRow = false;
        } else if (!selfClosing) {
          inRow = true;
          hasValue = false;
        }
      } else if (inRow && !closing && !selfClosing) {
        hasValue = true;
      }
      if (rows > limit) throw new ProductFileError('tooManyRows');
    }
  };

  return {
    push(chunk: Uint8Array) {
      let text = carry + decoder.decode(chunk, { stream: true });
      // A tag cut by the chunk's end waits for the rest.
      const open = text.lastIndexOf('<');
      if (open > text.lastIndexOf('>')) {
        carry = text.slice(open);
        text = text.slice(0, open);
        if (carry.length > MAX_TAG_CHARS) throw new ProductFileError('unreadable');
      } else {
        carry = '';
      }
      scan(text);
    },
    get rows() {
      return rows;
    },
  };
}
