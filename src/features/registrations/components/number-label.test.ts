import { namesANumber, numberLabelKey } from './number-label';

describe('a register number label (UX-9)', () => {
  it.each(['WEEE-Reg.-Nr.', 'BattG-Reg.-Nr.', 'Battery Producer Number', 'Registration No.', 'N°'])(
    '[UX-9] %s already names a number: no "number" after it',
    (label) => {
      expect(namesANumber(label)).toBe(true);
      expect(numberLabelKey(label)).toBe('named');
    },
  );

  it.each(['LUCID', 'GLN', 'BDO', 'IDU', 'RPP', 'RII-AEE'])(
    '[UX-9] %s is a register name: "number" follows it',
    (label) => {
      expect(namesANumber(label)).toBe(false);
      expect(numberLabelKey(label)).toBe('withNumber');
    },
  );

  it('[UX-9] without a register name the label is the generic one', () => {
    expect(numberLabelKey(undefined)).toBe('plain');
    expect(numberLabelKey('')).toBe('plain');
  });
});
