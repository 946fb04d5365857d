import type { Licence } from '@/shared/contract/main/licences';
import { DE_MATERIALS, LUCID_CODES } from '@/shared/contract/main/packaging-materials';
import { csvLines } from '@/shared/lib/csv';

/**
 * The licensed quantities as LUCID asks for them: the 8 fractions in LUCID's order, each with its
 * code, name and kg with exactly 3 decimals. Semicolons and decimal commas, as German spreadsheets
 * and the register's own forms write them; UTF-8 with a byte order mark so that spreadsheets read
 * the umlauts.
 */
export function lucidCsv(
  licence: Pick<Licence, 'quantities' | 'year' | 'lucidNumber'>,
  names: { code: string; material: string; kg: string; name: (material: string) => string },
): string {
  const rows = DE_MATERIALS.map((material) => [
    LUCID_CODES[material],
    names.name(material),
    (licence.quantities[material] ?? 0).toFixed(3).replace('.', ','),
  ]);
  return `\ufeff${csvLines([[names.code, names.material, names.kg], ...rows], ';')}\r\n`;
}
