import type { DashboardCountry, SubPage } from './countries';

/**
 * Where a producer registers, per country and stream (domain brief). Proper names, so they are
 * data, not translations; a missing entry means "not researched yet" and is shown as such.
 */
export const REGISTERS: Partial<Record<DashboardCountry, Partial<Record<SubPage, string>>>> = {
  de: {
    packaging: 'LUCID · Zentrale Stelle Verpackungsregister',
    weee: 'stiftung ear',
    batteries: 'stiftung ear (BattDG)',
  },
  at: { packaging: 'ARA · Reclay · Interzero · Landbell', weee: 'EDM', batteries: 'EDM' },
  es: { packaging: 'Registro de Productores de Producto' },
  fr: { packaging: 'SYDEREP (ADEME)', textiles: 'Refashion' },
  dk: { packaging: 'DPA' },
  fi: { packaging: 'Rinki' },
  pl: { packaging: 'BDO' },
  pt: { packaging: 'SILiAmb (APA)' },
  gb: { packaging: 'Report Packaging Data' },
};
