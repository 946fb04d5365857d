import * as v from 'valibot';
import {
  NieNifSignatorySchema,
  dniLetter,
  entityControlDigit,
  entityNifControl,
  isValidDni,
  isValidEntityNif,
  isValidNie,
} from './nie-nif';

describe('Spanish identity numbers and their check characters', () => {
  it.each([
    ['12345678', 'Z'], // 12345678 mod 23 = 14
    ['00000000', 'T'],
    ['00000022', 'E'],
    ['01234567', 'L'], // the NIE X1234567 reads 01234567: remainder 19
    ['99999999', 'R'],
  ])('[NIE-1] the DNI letter of %s is %s (number mod 23)', (digits, letter) => {
    expect(dniLetter(digits)).toBe(letter);
  });

  it.each([
    ['12345678Z', true],
    ['12345678z', true],
    ['12.345.678-Z', true],
    ['12345678A', false],
    ['1234567Z', false],
  ])('[NIE-1] DNI %s is valid: %s', (dni, valid) => {
    expect(isValidDni(dni)).toBe(valid);
  });

  it.each([
    ['X1234567L', true], // X→0: 01234567 mod 23 = 19 → L
    ['x1234567l', true],
    ['X-1234567-L', true],
    ['Y1234567X', true], // Y→1: 11234567 mod 23 = 10 → X
    ['Z1234567R', true], // Z→2: 21234567 mod 23 = 1 → R
    ['X1234567A', false], // wrong check letter
    ['Y1234567L', false],
    ['W1234567L', false], // not X, Y or Z
    ['X123456L', false], // 6 digits
    ['12345678Z', false], // a DNI is not an NIE
  ])('[NIE-1] NIE %s is valid: %s', (nie, valid) => {
    expect(isValidNie(nie)).toBe(valid);
  });

  it.each([
    ['4635353', 8], // even 6+5+5 = 16; odd 8+6+6+6 = 26; 42 → 8
    ['0000000', 0],
    ['1234567', 4], // even 2+4+6 = 12; odd doubled 2, 6, 10, 14 → 2+6+1+5 = 14; 26 → 4
  ])('[NIE-1] the entity control digit of %s is D = %d', (digits, d) => {
    expect(entityControlDigit(digits)).toBe(d);
  });

  it.each([
    ['B', '4635353', '8'], // S.L.: a digit
    ['A', '4635353', '8'],
    ['N', '4635353', 'H'], // foreign entity: a letter, JABCDEFGHI[8]
    ['W', '4635353', 'H'],
    ['G', '4635353', 'H'], // either: the letter
  ])('[NIE-1] an entity NIF %s%s carries %s', (letter, digits, control) => {
    expect(entityNifControl(letter, digits)).toBe(control);
    expect(isValidEntityNif(`${letter}${digits}${control}`)).toBe(true);
  });

  it.each([
    ['B46353538', true],
    ['B4635353H', false], // an S.L. takes the digit
    ['N4635353H', true],
    ['N46353538', false], // a foreign entity takes the letter
    ['G46353538', true], // others take either
    ['G4635353H', true],
    ['N4635353A', false],
    ['I4635353H', false], // no such legal-form letter
  ])('[NIE-1] entity NIF %s is valid: %s', (nif, valid) => {
    expect(isValidEntityNif(nif)).toBe(valid);
  });

  const signatory = {
    fullName: 'Jana Petersen',
    idType: 'passport' as const,
    idCountry: 'DE',
    idNumber: 'C01X00T47',
    nie: '',
  };
  const reasons = (input: object) => {
    const result = v.safeParse(NieNifSignatorySchema, { ...signatory, ...input });
    return result.success ? {} : v.flatten(result.issues).nested;
  };

  it('[NIE-1] the signatory’s NIE is optional and checked by its letter when given', () => {
    expect(reasons({})).toEqual({});
    expect(reasons({ nie: 'X1234567L' })).toEqual({});
    expect(reasons({ nie: 'X1234567A' })).toEqual({ nie: ['invalid'] });
  });

  it('[NIE-1] a Spanish national ID is a DNI and must carry its letter', () => {
    expect(reasons({ idType: 'nationalId', idCountry: 'ES', idNumber: '12345678Z' })).toEqual({});
    expect(reasons({ idType: 'nationalId', idCountry: 'ES', idNumber: '12345678A' })).toEqual({
      idNumber: ['invalid'],
    });
    // Another country's ID card is not checked by the Spanish rule.
    expect(reasons({ idType: 'nationalId', idCountry: 'DE', idNumber: 'L01X00T47' })).toEqual({});
  });
});
