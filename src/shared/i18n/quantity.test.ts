import { formatQuantity, parseQuantity } from './quantity';

const value = (text: string, language: string) => {
  const parsed = parseQuantity(text, language);
  return parsed.kind === 'number' ? parsed.value : parsed.kind;
};

describe('quantities in the user’s number format', () => {
  it.each([
    // German: dot groups, comma decimals
    ['de', '1.234,5', 1234.5],
    ['de', '1234,5', 1234.5],
    ['de', '1.234.567,125', 1234567.125],
    ['de', '0,001', 0.001],
    ['de', '12', 12],
    ['de', ' 1 234,5 ', 1234.5],
    ['de', '1.234,5 kg', 1234.5],
    ['de', '1,234', 1.234],
    // English: comma groups, dot decimals
    ['en', '1,234.5', 1234.5],
    ['en', '1234.5', 1234.5],
    ['en', '1,234,567.125', 1234567.125],
    ['en', '1.234', 1.234],
    // Spanish: like German, 4-digit numbers usually without a group
    ['es', '1234,5', 1234.5],
    ['es', '1.234,5', 1234.5],
    ['es', '12.345,678', 12345.678],
    // French: (narrow) no-break or plain spaces group, comma decimals
    ['fr', '1 234,5', 1234.5],
    ['fr', '1\u202f234,5', 1234.5],
    ['fr', '1\u00a0234\u00a0567,5', 1234567.5],
    ['fr', '1234,5', 1234.5],
  ])('[LIC-2][X-PROC-3] %s reads %j as %d', (language, text, expected) => {
    expect(value(text, language)).toBe(expected);
  });

  it.each([
    ['de', '1.5'], // a group must have three digits: refused, not guessed
    ['de', '1,2345'], // more than 3 decimals
    ['de', '-5'],
    ['de', '1.234.5'],
    ['de', 'abc'],
    ['en', '1,5'],
    ['en', '1.2.3'],
    ['en', '12,34'],
    ['es', '1,2,3'],
    ['fr', '1 23,5'],
    ['fr', '1.234,5'],
  ])('[LIC-2][X-PROC-3] %s refuses %j', (language, text) => {
    expect(value(text, language)).toBe('invalid');
  });

  it('[LIC-2][X-PROC-3] an empty field is empty, not zero', () => {
    expect(parseQuantity('  ', 'de')).toEqual({ kind: 'empty' });
  });

  it.each([
    ['de', 1234.5, '1.234,5'],
    ['en', 1234.5, '1,234.5'],
    ['es', 12345.678, '12.345,678'],
    ['fr', 1234.5, '1\u202f234,5'],
    ['de', 0.001, '0,001'],
  ])(
    '[LIC-2][X-PROC-3] %s writes %d as %j, which reads back to the same number',
    (language, n, text) => {
      expect(formatQuantity(n, language)).toBe(text);
      expect(value(formatQuantity(n, language), language)).toBe(n);
    },
  );
});
