import {
  dniLetter,
  entityControlDigit,
  entityNifControl,
  isValidDni,
  isValidEntityNif,
  isValidMNif,
  isValidNie,
  needsTaxRepresentative,
} from '../../../domain/spanish-tax-ids';
import * as v from 'valibot';
import { NieNifCompanySchema, NieNifSignatorySchema } from './nie-nif';

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
    role: 'director' as const,
    powerOfAttorneyDate: '',
    powerOfAttorneyNotary: '',
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

  it('[DOM-10] the signatory may give an NIE or an M NIF (form 030), each checked by its letter', () => {
    expect(isValidMNif('M1234567L')).toBe(true);
    expect(isValidMNif('M1234567A')).toBe(false);
    expect(reasons({ nie: 'm-1234567-l' })).toEqual({});
    expect(reasons({ nie: 'M1234567A' })).toEqual({ nie: ['invalid'] });
    // An entity NIF is no person's number.
    expect(reasons({ nie: 'N2450001J' })).toEqual({ nie: ['invalid'] });
  });

  it('[DOM-10] an attorney needs the power of attorney’s date (not in the future) and notary', () => {
    expect(reasons({ role: 'attorney' })).toEqual({
      powerOfAttorneyDate: ['required'],
      powerOfAttorneyNotary: ['required'],
    });
    expect(
      reasons({ role: 'attorney', powerOfAttorneyDate: '2999-01-01', powerOfAttorneyNotary: 'X' }),
    ).toEqual({ powerOfAttorneyDate: ['invalid'] });
    expect(
      reasons({
        role: 'attorney',
        powerOfAttorneyDate: '2025-06-30',
        powerOfAttorneyNotary: 'Notar Dr. Weber, Hamburg',
      }),
    ).toEqual({});
  });

  const company = {
    legalName: 'Nordlicht Versand GmbH',
    legalForm: 'GmbH',
    seatCountry: 'DE',
    street: 'Große Elbstraße 145',
    postalCode: '22767',
    city: 'Hamburg',
    foreignTaxId: 'DE318245671',
    incorporationDate: '2012-03-14',
    registerName: 'Amtsgericht Hamburg',
    registerNumber: 'HRB 164821',
    notificationChannel: 'dehu' as const,
    notificationStreet: '',
    notificationPostalCode: '',
    notificationCity: '',
    taxRepresentativeName: '',
    taxRepresentativeNif: '',
  };
  const companyReasons = (input: object) => {
    const result = v.safeParse(NieNifCompanySchema, { ...company, ...input });
    return result.success ? {} : v.flatten(result.issues).nested;
  };

  it('[DOM-10] form 036 for an entity: registered address abroad, foreign tax ID and date of incorporation are required', () => {
    expect(companyReasons({})).toEqual({});
    expect(
      companyReasons({
        street: '',
        postalCode: '',
        city: '',
        foreignTaxId: '',
        incorporationDate: '',
      }),
    ).toEqual({
      street: ['required'],
      postalCode: ['required'],
      city: ['required'],
      foreignTaxId: ['required'],
      incorporationDate: ['required'],
    });
    expect(companyReasons({ incorporationDate: '14.03.2012' })).toEqual({
      incorporationDate: ['invalid'],
    });
  });

  it('[DOM-10] notifications go to DEHú or to an address in Spain with a Spanish postal code', () => {
    expect(companyReasons({ notificationChannel: 'spanishAddress' })).toEqual({
      notificationStreet: ['required'],
      notificationPostalCode: ['required'],
      notificationCity: ['required'],
    });
    const madrid = {
      notificationChannel: 'spanishAddress',
      notificationStreet: 'Calle de Alcalá 21',
      notificationCity: 'Madrid',
    };
    expect(companyReasons({ ...madrid, notificationPostalCode: '28014' })).toEqual({});
    expect(companyReasons({ ...madrid, notificationPostalCode: '60001' })).toEqual({
      notificationPostalCode: ['invalid'],
    });
  });

  it('[DOM-10][RULE-2] a tax representative is required for a seat outside the EEA only (Ley 58/2003 art. 47)', () => {
    expect(needsTaxRepresentative('DE')).toBe(false);
    for (const eea of ['NO', 'IS', 'LI']) expect(needsTaxRepresentative(eea)).toBe(false);
    expect(needsTaxRepresentative('GB')).toBe(true);
    expect(needsTaxRepresentative('CH')).toBe(true);
    expect(companyReasons({ seatCountry: 'GB' })).toEqual({
      taxRepresentativeName: ['required'],
      taxRepresentativeNif: ['required'],
    });
    expect(
      companyReasons({
        seatCountry: 'GB',
        taxRepresentativeName: 'Asesoría Ruiz S.L.',
        taxRepresentativeNif: 'B12345674',
      }),
    ).toEqual({});
    expect(companyReasons({ taxRepresentativeNif: '12345678A' })).toEqual({
      taxRepresentativeNif: ['invalid'],
    });
  });
});
