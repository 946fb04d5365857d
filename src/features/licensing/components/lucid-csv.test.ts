import { csvCell } from '@/shared/lib/csv';
import { lucidCsv, type LucidReadingAidTexts } from './lucid-csv';

const texts: LucidReadingAidTexts = {
  title: 'Reading aid for typing into LUCID – not an import file',
  note: 'Type each value into LUCID.',
  field: 'Field',
  lucidField: 'Field in LUCID',
  value: 'Value',
  code: 'Material code',
  fieldName: (field) => field,
  materialName: (m) => (m === 'other' ? 'Other; incl. "wood"' : m),
  kindName: (kind) => `kind:${kind}`,
  systemValue: 'The dual system on your certificate',
};

describe('the LUCID reading aid', () => {
  it('[LUCID-1][LIC-3] says it is a reading aid, not an import file, and gives LUCID’s fields in its order, the 8 fractions with exactly 3 decimals', () => {
    const csv = lucidCsv(
      {
        year: 2026,
        kind: 'intraYearChange',
        lucidNumber: 'DE3194726850143',
        quantities: { paper: 64_100.75, plastics: 8_420, aluminium: 152.3 },
      },
      texts,
    );
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Reading aid for typing into LUCID – not an import file',
      'Type each value into LUCID.',
      '',
      'Field;Field in LUCID;Value',
      'registrationNumber;Registrierungsnummer;DE3194726850143',
      'reportKind;Art der Datenmeldung;Unterjährige Mengenmeldung (kind:intraYearChange)',
      'periodFrom;Zeitraum von;01.01.2026',
      'periodTo;Zeitraum bis;31.12.2026',
      'system;System;The dual system on your certificate',
      '',
      'Material code;material;Materialart;Masse (kg)',
      '10000;glass;Glas;0,000',
      '20000;paper;Papier, Pappe, Karton;64100,750',
      '30000;ferrous;Eisenmetalle;0,000',
      '40000;aluminium;Aluminium;152,300',
      '50000;plastics;Kunststoffe;8420,000',
      '60000;beverageCartons;Getränkekartonverpackungen;0,000',
      '70000;composites;Sonstige Verbundverpackungen;0,000',
      '80000;"Other; incl. ""wood""";Sonstige Materialien;0,000',
      '',
    ]);
  });

  it('[LUCID-1] names each kind of German report as LUCID does', () => {
    const kindLine = (kind: 'planned' | 'yearEnd' | 'supplementary' | 'deduction') =>
      lucidCsv({ year: 2027, kind, lucidNumber: null, quantities: {} }, texts)
        .split('\r\n')
        .find((line) => line.startsWith('reportKind'));
    expect(kindLine('planned')).toBe(
      'reportKind;Art der Datenmeldung;Planmengenmeldung (kind:planned)',
    );
    expect(kindLine('yearEnd')).toBe(
      'reportKind;Art der Datenmeldung;Jahresabschlussmeldung (kind:yearEnd)',
    );
    expect(kindLine('supplementary')).toBe(
      'reportKind;Art der Datenmeldung;Ergänzungsmeldung (kind:supplementary)',
    );
    expect(kindLine('deduction')).toBe(
      'reportKind;Art der Datenmeldung;Abzugsmeldung (kind:deduction)',
    );
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
      { year: 2026, kind: 'planned', lucidNumber: null, quantities: { paper: 1 } },
      {
        ...texts,
        code: '=1+1',
        value: '@Value',
        materialName: (m) => (m === 'paper' ? '=cmd|x' : m),
      },
    );
    const lines = csv.slice(1).split('\r\n');
    expect(lines[3]).toBe(`Field;Field in LUCID;"'@Value"`);
    expect(lines[10]).toBe(`"'=1+1";material;Materialart;Masse (kg)`);
    expect(lines[12]).toBe(`20000;"'=cmd|x";Papier, Pappe, Karton;1,000`);
  });
});
