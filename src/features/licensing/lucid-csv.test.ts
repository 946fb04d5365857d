import { csvCell } from '@/shared/lib/csv';
import { lucidCsv } from './lucid-csv';

describe('the LUCID export', () => {
  it('[LIC-3] lists the 8 fractions in LUCID’s order with exactly 3 decimals, zeros included', () => {
    const csv = lucidCsv(
      {
        year: 2026,
        lucidNumber: 'DE3194726850143',
        quantities: { paper: 64_100.75, plastics: 8_420, aluminium: 152.3 },
      },
      {
        code: 'Code',
        material: 'Material',
        kg: 'kg',
        name: (m) => (m === 'other' ? 'Other; incl. "wood"' : m),
      },
    );
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Code;Material;kg',
      '10000;glass;0,000',
      '20000;paper;64100,750',
      '30000;ferrous;0,000',
      '40000;aluminium;152,300',
      '50000;plastics;8420,000',
      '60000;beverageCartons;0,000',
      '70000;composites;0,000',
      '80000;"Other; incl. ""wood""";0,000',
      '',
    ]);
  });
});

describe('[TRUST-8] CSV formula neutralisation (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","x")', `"'=HYPERLINK(""https://evil.example"",""x"")"`],
    ['+1+cmd|/C calc!A0', `"'+1+cmd|/C calc!A0"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['Kunststoffe', 'Kunststoffe'],
    ['a;b', '"a;b"'],
  ])('[TRUST-8] the cell %j is written as %s', (value, expected) => {
    expect(csvCell(value, ';')).toBe(expected);
  });

  it('[TRUST-8] the LUCID export neutralises a formula in any text cell', () => {
    const csv = lucidCsv(
      { year: 2026, lucidNumber: null, quantities: { paper: 1 } },
      {
        code: '=1+1',
        material: '@Material',
        kg: 'kg',
        name: (m) => (m === 'paper' ? '=cmd|x' : m),
      },
    );
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(`"'=1+1";"'@Material";kg`);
    expect(lines[2]).toBe(`20000;"'=cmd|x";1,000`);
  });
});
