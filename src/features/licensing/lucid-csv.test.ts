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
