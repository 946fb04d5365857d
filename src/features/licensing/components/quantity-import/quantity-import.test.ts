import Papa from 'papaparse';
import writeXlsxFile from 'write-excel-file/universal';
import { readSheet } from 'read-excel-file/universal';
import { materialsOf } from '@/shared/contract/main/packaging-materials';
import { fromKg, toKg } from '@/shared/forms/quantity-field';
import { priceTableFixture } from '../../../../../mocks/main-api/data/fixtures/prices';
import { largeChanges } from './plausibility';
import {
  aggregateProductList,
  readNumber,
  type Cell,
  type ProductListContext,
} from './product-list';
import { ProductFileError, readCsv, readProductFile, readXlsx } from './read-file';
import { TEMPLATE_ROWS, templateCsv, templateXlsx } from './template';

const HEADER = ['product', 'material', 'weight_per_unit_g', 'units_per_period', 'country'];

const context = (
  country: 'DE' | 'AT',
  scope: 'household' | 'commercial' | 'both' = 'both',
): ProductListContext => ({
  country,
  materials: materialsOf(country, scope),
  materialNames: priceTableFixture.materialNames ?? [],
  categoriesOf: (c) => materialsOf(c, 'both'),
});

/** A CSV file as papaparse writes it (the library that reads it). */
const csvFile = (rows: Cell[][], delimiter = ',', name = 'products.csv') =>
  new File([Papa.unparse(rows as unknown[][], { delimiter })], name, { type: 'text/csv' });

/** An XLSX file as write-excel-file writes it (numbers as numbers). */
async function xlsxFile(rows: Cell[][], name = 'products.xlsx'): Promise<File> {
  const blob = await writeXlsxFile(
    rows.map((row) =>
      row.map((value) => (value === null ? null : { value: value as string | number })),
    ),
  ).toBlob();
  return new File([blob], name);
}

const GOOD: Cell[][] = [
  HEADER,
  ['Shipping box', 'Papier', 180, 12_000, 'DE'],
  ['Jar', 'glass', 210, 5_000, 'de'],
  ['Lid', 'Weißblech', 6.5, 5_000, 'DE'],
  ['Bubble wrap', 'Kunststoff', 4.5, 12_000, 'DE'],
  ['Tape', 'PLASTICS', 0.75, 12_000, 'DE'],
  ['Box S', 'hh-paper', 180, 3_000, 'AT'],
];

describe('the product list (QTY-1)', () => {
  it('[QTY-1] a CSV written by papaparse adds up into the German categories, material names mapped by the price table’s data', async () => {
    const table = await readProductFile(csvFile(GOOD));
    const result = aggregateProductList(table, context('DE'));
    expect(result).toEqual({
      ok: true,
      quantities: { paper: 2_160, glass: 1_050, ferrous: 32.5, plastics: 63 },
      rows: 5,
      otherCountries: { AT: 1 },
    });
  });

  it('[QTY-1] an XLSX written by write-excel-file gives the same figures as the CSV', async () => {
    const table = await readProductFile(await xlsxFile(GOOD));
    expect(aggregateProductList(table, context('DE'))).toEqual(
      aggregateProductList(await readCsv(Papa.unparse(GOOD as unknown[][])), context('DE')),
    );
  });

  it('[QTY-1] reads semicolon CSV with decimal commas and grouped units, columns in any order', async () => {
    const csv = [
      'country;units_per_period;product;weight_per_unit_g;material',
      'DE;1.000;Karton "groß";"1.234,5";PPK',
      'DE;2.500;Flasche;350,25;Glas',
    ].join('\r\n');
    const result = aggregateProductList(await readCsv(`\ufeff${csv}`), context('DE'));
    expect(result).toEqual({
      ok: true,
      quantities: { paper: 1_234.5, glass: 875.625 },
      rows: 2,
      otherCountries: {},
    });
  });

  it('[QTY-1] Austria: names with their segment map to household or commercial categories; another segment than the licence covers is refused', () => {
    const table: Cell[][] = [
      HEADER,
      ['Box', 'Papier Haushalt', 100, 10, 'AT'],
      ['Film', 'Folien (Gewerbe)', 200, 10, 'AT'],
      ['Glass jar', 'glass (household)', 300, 10, 'AT'],
    ];
    expect(aggregateProductList(table, context('AT', 'both'))).toEqual({
      ok: true,
      quantities: { 'hh-paper': 1, 'hh-glass': 3, 'cm-films': 2 },
      rows: 3,
      otherCountries: {},
    });
    expect(aggregateProductList(table, context('AT', 'household'))).toEqual({
      ok: false,
      errors: [{ row: 3, column: 'material', reason: 'notInScope', value: 'Folien (Gewerbe)' }],
    });
  });

  it('[QTY-1] every bad row is reported by row number and column, unknown materials included, and nothing is filled', async () => {
    const rows: Cell[][] = [
      HEADER,
      ['Box', 'paper', 100, 10, 'DE'],
      ['Mystery', 'Unobtainium', 5, 10, 'DE'],
      ['', 'glass', 'heavy', 2.5, 'DE'],
      ['Bag', 'Kunststoff', -3, 10, 'Germany'],
      [null, null, null, null, null],
      ['Pot', 'Kunststoff', 10, null, 'AT'],
    ];
    const result = aggregateProductList(await readProductFile(await xlsxFile(rows)), context('DE'));
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          row: 3,
          column: 'material',
          reason: 'unknownMaterial',
          value: 'Unobtainium',
          country: 'DE',
        },
        { row: 4, column: 'product', reason: 'required' },
        { row: 4, column: 'weightPerUnitG', reason: 'notANumber', value: 'heavy' },
        { row: 4, column: 'unitsPerPeriod', reason: 'notWhole', value: '2.5' },
        { row: 5, column: 'country', reason: 'unknownCountry', value: 'Germany' },
        { row: 5, column: 'weightPerUnitG', reason: 'notPositive', value: '-3' },
        { row: 7, column: 'unitsPerPeriod', reason: 'required' },
        // Plain "Kunststoff" names no Austrian segment: refused, never guessed.
        {
          row: 7,
          column: 'material',
          reason: 'unknownMaterial',
          value: 'Kunststoff',
          country: 'AT',
        },
      ],
    });
  });

  it('[QTY-1] a header without a column, a file without rows or without rows of the licence’s country is refused as a whole', async () => {
    expect(
      aggregateProductList(
        [
          ['product', 'material', 'weight', 'units_per_period', 'country'],
          ['Box', 'paper', 1, 1, 'DE'],
        ],
        context('DE'),
      ),
    ).toEqual({
      ok: false,
      errors: [
        { row: 1, column: 'weightPerUnitG', reason: 'missingColumn', value: 'weight_per_unit_g' },
      ],
    });
    expect(aggregateProductList([HEADER], context('DE'))).toEqual({
      ok: false,
      errors: [{ row: null, column: null, reason: 'noRows' }],
    });
    expect(aggregateProductList([HEADER, ['Box', 'hh-paper', 1, 1, 'AT']], context('DE'))).toEqual({
      ok: false,
      errors: [{ row: null, column: null, reason: 'noRowsForCountry', value: 'DE' }],
    });
  });

  it('[QTY-1] files that are not CSV or XLSX, or not readable, are refused before anything is filled', async () => {
    await expect(readProductFile(new File(['x'], 'products.pdf'))).rejects.toEqual(
      new ProductFileError('unsupportedType'),
    );
    await expect(readXlsx(new TextEncoder().encode('not a zip').buffer)).rejects.toEqual(
      new ProductFileError('unreadable'),
    );
    await expect(
      readProductFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.csv')),
    ).rejects.toEqual(new ProductFileError('tooLarge'));
  });

  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['1.234,5', 1_234.5],
    ['1,234.5', 1_234.5],
    ['1 234,5', 1_234.5],
    ['1.234.567', 1_234_567],
    ['12,', null],
    ['abc', null],
    ['1.23.4', null],
  ])('[QTY-1] the weight %j reads as %p', (text, expected) => {
    expect(readNumber(text)).toBe(expected);
  });
});

describe('the template (QTY-1)', () => {
  it('[QTY-1] the CSV template has the header and example rows, and reads back without errors', async () => {
    const csv = templateCsv();
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv.slice(1).split('\r\n')[0]).toBe(HEADER.join(','));
    const table = await readCsv(csv);
    expect(table).toHaveLength(TEMPLATE_ROWS.length + 1);
    expect(aggregateProductList(table, context('DE'))).toMatchObject({
      ok: true,
      quantities: { paper: 2_160, glass: 1_050, ferrous: 32.5, plastics: 54 },
      otherCountries: { AT: 2 },
    });
    expect(aggregateProductList(table, context('AT'))).toMatchObject({
      ok: true,
      quantities: { 'hh-paper': 540, 'cm-films': 14 },
    });
  });

  it('[QTY-1] the XLSX template holds the same rows, numbers as numbers', async () => {
    const blob = await templateXlsx();
    const sheet = await readSheet(await blob.arrayBuffer());
    expect(sheet).toEqual([HEADER, ...TEMPLATE_ROWS]);
  });
});

describe('plausibility and units (QTY-1)', () => {
  it('[QTY-1] flags a category that moved more than 50 % from the last period, up or down, and no other', () => {
    const materials = materialsOf('DE');
    expect(
      largeChanges(
        { paper: 1_600, plastics: 450, glass: 1_499, aluminium: 10, ferrous: NaN },
        { paper: 1_000, plastics: 1_000, glass: 1_000, ferrous: 20 },
        materials,
      ),
    ).toEqual([
      { material: 'paper', lastKg: 1_000, nowKg: 1_600, change: 0.6 },
      { material: 'ferrous', lastKg: 20, nowKg: 0, change: -1 },
      { material: 'plastics', lastKg: 1_000, nowKg: 450, change: -0.55 },
    ]);
  });

  it('[QTY-1] tonnes and kg convert both ways, stored as kg with 3 decimals', () => {
    expect(toKg(1.2345, 't')).toBe(1_234.5);
    expect(toKg(0.000001, 't')).toBe(0.001);
    expect(toKg(12.5, 'kg')).toBe(12.5);
    expect(fromKg(64_100.75, 't')).toBe(64.10075);
    expect(fromKg(3, 'kg')).toBe(3);
  });
});

describe('file encodings (QTY-1)', () => {
  it('[QTY-1] a CSV that Excel saved as Windows-1252 keeps its umlauts', async () => {
    const latin1 = Uint8Array.from(
      [
        ...'product;material;weight_per_unit_g;units_per_period;country\r\nDose;Weißblech;31;10;DE',
      ].map((c) => c.charCodeAt(0)),
    );
    const table = await readProductFile(new File([latin1], 'export.csv'));
    expect(table[1]).toEqual(['Dose', 'Weißblech', '31', '10', 'DE']);
    expect(aggregateProductList(table, context('DE'))).toMatchObject({
      ok: true,
      quantities: { ferrous: 0.31 },
    });
  });
});
