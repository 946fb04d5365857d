/**
 * QTY-1: a product list (product, material, weight per unit, units per period, country) turned
 * into a licence's quantities: each row's kg (grams per unit × units ÷ 1000) added to the category
 * its material counts in for its country (the price table's `materialNames`). All or nothing: one
 * row that cannot be read and nothing is filled; every such row is named with its row number (as
 * the spreadsheet numbers it, the header is row 1) and column.
 */
import type { LicenceCountry, PackagingMaterial } from '@/shared/contract/main/packaging-materials';
import { LICENCE_COUNTRIES } from '@/shared/contract/main/packaging-materials';
import type { MaterialNames, Quantities } from '@/shared/contract/main/prices';

/** The template's columns, in its order; a file may order them as it likes. */
export const PRODUCT_COLUMNS = [
  'product',
  'material',
  'weightPerUnitG',
  'unitsPerPeriod',
  'country',
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/** The header cell of each column (language-neutral, as in the template). */
export const COLUMN_HEADERS: Record<ProductColumn, string> = {
  product: 'product',
  material: 'material',
  weightPerUnitG: 'weight_per_unit_g',
  unitsPerPeriod: 'units_per_period',
  country: 'country',
};

import { MAX_ROWS } from './parse/limits';

/** At most this many product rows in one file (the readers stop at the next one: TRUST-15). */
export { MAX_ROWS };

export type RowErrorReason =
  | 'missingColumn'
  | 'noRows'
  | 'noRowsForCountry'
  | 'tooManyRows'
  | 'required'
  | 'notANumber'
  | 'notPositive'
  | 'notWhole'
  | 'unknownCountry'
  | 'unknownMaterial'
  | 'notInScope';

export interface RowError {
  /** The spreadsheet's row number (header = 1); null for the file as a whole. */
  row: number | null;
  column: ProductColumn | null;
  reason: RowErrorReason;
  /** The cell as written, where it helps. */
  value?: string;
  /** `unknownMaterial`: the row's country, whose categories the row may name. */
  country?: LicenceCountry;
}

export type Cell = string | number | boolean | Date | null | undefined;

export type ProductListResult =
  | {
      ok: true;
      /** kg per category of the licence's country, 3 decimals. */
      quantities: Quantities;
      /** Product rows that counted. */
      rows: number;
      /** Rows of other countries, not used here: country → rows. */
      otherCountries: Record<string, number>;
    }
  | { ok: false; errors: RowError[] };

export interface ProductListContext {
  country: LicenceCountry;
  /** The licence's categories (Austria: those of its scope). */
  materials: readonly PackagingMaterial[];
  /** Every licence country's material names (the price table's). */
  materialNames: readonly MaterialNames[];
  /** Every category of every licence country, for rows of the other licence country. */
  categoriesOf: (country: LicenceCountry) => readonly PackagingMaterial[];
}

/** Case, accents and repeated spaces do not count when names are compared. */
export const normaliseName = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();

const HEADER_NAMES: Record<string, ProductColumn> = Object.fromEntries(
  PRODUCT_COLUMNS.flatMap((column) => [
    [normaliseName(COLUMN_HEADERS[column]), column],
    [normaliseName(column), column],
  ]),
);

const text = (cell: Cell): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

/**
 * A number as a spreadsheet cell or a CSV text gives it: a number as it is; a text in either
 * convention (`12.5`, `12,5`, `1.234,5`, `1,234.5`, spaces as group separators). With both `.` and
 * `,` the last one is the decimal mark; with one of them once, it is the decimal mark; several of
 * the same kind group thousands.
 */
export function readNumber(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  let value = text(cell).replace(/[\s\u00a0\u202f']/g, '');
  if (!/^\d[\d.,]*$/.test(value) || /[.,]$/.test(value)) return null;
  const dots = value.split('.').length - 1;
  const commas = value.split(',').length - 1;
  const grouped = (mark: string) => new RegExp(`^\\d{1,3}(\\${mark}\\d{3})+$`).test(value);
  if (dots > 0 && commas > 0) {
    const decimal = value.lastIndexOf('.') > value.lastIndexOf(',') ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const [integer = '', fraction = ''] = value.split(decimal);
    if (
      value.split(decimal).length !== 2 ||
      !new RegExp(`^\\d{1,3}(\\${group}\\d{3})*$`).test(integer)
    )
      return null;
    value = `${integer.split(group).join('')}.${fraction}`;
  } else if (dots > 1 || commas > 1) {
    if (!grouped(dots > 1 ? '.' : ',')) return null;
    value = value.replace(/[.,]/g, '');
  } else {
    value = value.replace(',', '.');
  }
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A whole number of units; `1.000` and `1,000` group thousands here (units are never fractions). */
function readWhole(cell: Cell): number | null | 'notWhole' {
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell : 'notWhole';
  const value = text(cell).replace(/[\s\u00a0\u202f']/g, '');
  if (/^\d+$/.test(value)) return Number(value);
  if (/^\d{1,3}([.,]\d{3})+$/.test(value) && new Set(value.replace(/\d/g, '')).size === 1)
    return Number(value.replace(/[.,]/g, ''));
  return readNumber(cell) === null ? null : 'notWhole';
}

/** The category a material name counts in for a country, or undefined. */
export function categoryOf(
  name: string,
  country: LicenceCountry,
  materialNames: readonly MaterialNames[],
  categories: readonly PackagingMaterial[],
): PackagingMaterial | undefined {
  const wanted = normaliseName(name);
  const own = categories.find((category) => normaliseName(category) === wanted);
  if (own) return own;
  const table = materialNames.find((entry) => entry.country === country)?.names ?? {};
  for (const [alias, category] of Object.entries(table)) {
    if (normaliseName(alias) === wanted && categories.includes(category)) return category;
  }
  return undefined;
}

/** kg rounded to 3 decimals (LUCID and the systems take 3). */
const kg3 = (kg: number) => Math.round(kg * 1000) / 1000;

/** The rows of a table (header first) as quantities of the context's licence, or every error. */
export function aggregateProductList(
  table: readonly (readonly Cell[])[],
  context: ProductListContext,
): ProductListResult {
  const [header = [], ...body] = table;
  const columns = new Map<ProductColumn, number>();
  header.forEach((cell, index) => {
    const column = HEADER_NAMES[normaliseName(text(cell))];
    if (column && !columns.has(column)) columns.set(column, index);
  });
  const missing = PRODUCT_COLUMNS.filter((column) => !columns.has(column));
  if (missing.length > 0)
    return {
      ok: false,
      errors: missing.map((column) => ({
        row: 1,
        column,
        reason: 'missingColumn' as const,
        value: COLUMN_HEADERS[column],
      })),
    };

  const rows = body
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => text(cell) !== ''));
  if (rows.length === 0)
    return { ok: false, errors: [{ row: null, column: null, reason: 'noRows' }] };
  if (rows.length > MAX_ROWS)
    return {
      ok: false,
      errors: [{ row: null, column: null, reason: 'tooManyRows', value: String(MAX_ROWS) }],
    };

  const errors: RowError[] = [];
  const totals = new Map<PackagingMaterial, number>();
  const otherCountries: Record<string, number> = {};
  let used = 0;
  for (const { cells, row } of rows) {
    const cell = (column: ProductColumn) => cells[columns.get(column)!];
    const fail = (column: ProductColumn, reason: RowErrorReason, country?: LicenceCountry) => {
      const value = text(cell(column));
      errors.push({
        row,
        column,
        reason,
        ...(value ? { value } : {}),
        ...(country ? { country } : {}),
      });
    };
    if (text(cell('product')) === '') fail('product', 'required');

    const countryText = text(cell('country')).toUpperCase();
    const country = /^[A-Z]{2}$/.test(countryText) ? countryText : null;
    if (countryText === '') fail('country', 'required');
    else if (!country) fail('country', 'unknownCountry');

    const grams = readNumber(cell('weightPerUnitG'));
    if (text(cell('weightPerUnitG')) === '') fail('weightPerUnitG', 'required');
    else if (grams === null) fail('weightPerUnitG', 'notANumber');
    else if (grams <= 0) fail('weightPerUnitG', 'notPositive');

    const units = readWhole(cell('unitsPerPeriod'));
    if (text(cell('unitsPerPeriod')) === '') fail('unitsPerPeriod', 'required');
    else if (units === null) fail('unitsPerPeriod', 'notANumber');
    else if (units === 'notWhole') fail('unitsPerPeriod', 'notWhole');

    const materialText = text(cell('material'));
    let category: PackagingMaterial | undefined;
    if (materialText === '') fail('material', 'required');
    else if (country && (LICENCE_COUNTRIES as readonly string[]).includes(country)) {
      const licenceCountry = country as LicenceCountry;
      const own = licenceCountry === context.country;
      const all = context.categoriesOf(licenceCountry);
      category = categoryOf(materialText, licenceCountry, context.materialNames, all);
      if (!category) fail('material', 'unknownMaterial', licenceCountry);
      else if (own && !context.materials.includes(category)) fail('material', 'notInScope');
    }

    if (country !== context.country) {
      if (country) otherCountries[country] = (otherCountries[country] ?? 0) + 1;
      continue;
    }
    if (category && typeof grams === 'number' && grams > 0 && typeof units === 'number') {
      totals.set(category, (totals.get(category) ?? 0) + (grams * units) / 1000);
      used += 1;
    }
  }
  if (errors.length === 0 && used === 0)
    errors.push({ row: null, column: null, reason: 'noRowsForCountry', value: context.country });
  if (errors.length > 0) return { ok: false, errors };
  const quantities: Quantities = {};
  for (const material of context.materials) {
    const kg = totals.get(material);
    if (kg !== undefined && kg > 0) quantities[material] = kg3(kg);
  }
  return { ok: true, quantities, rows: used, otherCountries };
}
