/**
 * The packaging materials a licence is priced and reported by: the 8 German fractions of the
 * Packaging Act (in LUCID's order) and the Austrian tariff categories of VerpackVO Annex 5,
 * household and commercial. Names are translations (`services:materials.<id>`), never code.
 */
import * as v from 'valibot';
import { LICENCE_COUNTRIES } from '../../../domain/vocabulary/services';

/** German fractions in the order LUCID and the dual systems ask for them. */
export const DE_MATERIALS = [
  'glass',
  'paper',
  'ferrous',
  'aluminium',
  'plastics',
  'beverageCartons',
  'composites',
  'other',
] as const;

/**
 * LUCID's material codes as the register's exports show them (not confirmed by a primary source:
 * domain-countries.md marks them unverified).
 */
export const LUCID_CODES: Record<(typeof DE_MATERIALS)[number], string> = {
  glass: '10000',
  paper: '20000',
  ferrous: '30000',
  aluminium: '40000',
  plastics: '50000',
  beverageCartons: '60000',
  composites: '70000',
  other: '80000',
};

/**
 * LUCID-1: the German fractions as LUCID's data report names them (the material types of VerpackG
 * §3(4) / the dual systems' contracts; the register's form itself was not retrieved: unverified).
 * Register names, not UI text: the reading aid shows them beside the user's language.
 */
export const LUCID_MATERIAL_NAMES: Record<(typeof DE_MATERIALS)[number], string> = {
  glass: 'Glas',
  paper: 'Papier, Pappe, Karton',
  ferrous: 'Eisenmetalle',
  aluminium: 'Aluminium',
  plastics: 'Kunststoffe',
  beverageCartons: 'Getränkekartonverpackungen',
  composites: 'Sonstige Verbundverpackungen',
  other: 'Sonstige Materialien',
};

export const AT_HOUSEHOLD_MATERIALS = [
  'hh-paper',
  'hh-glass',
  'hh-ferrous',
  'hh-aluminium',
  'hh-plastics',
  'hh-beverageCartons',
  'hh-composites',
  'hh-ceramics',
  'hh-wood',
  'hh-textiles',
  'hh-biogenic',
] as const;

export const AT_COMMERCIAL_MATERIALS = [
  'cm-paper',
  'cm-ferrous',
  'cm-aluminium',
  'cm-films',
  'cm-hollowBodies',
  'cm-eps',
  'cm-wood',
  'cm-composites',
  'cm-ceramics',
  'cm-textiles',
  'cm-biogenic',
] as const;

export const PACKAGING_MATERIALS = [
  ...DE_MATERIALS,
  ...AT_HOUSEHOLD_MATERIALS,
  ...AT_COMMERCIAL_MATERIALS,
] as const;
export const PackagingMaterialSchema = v.picklist(PACKAGING_MATERIALS, 'notAllowed');
export type PackagingMaterial = v.InferOutput<typeof PackagingMaterialSchema>;

/** Austria: which packaging the licence covers. */
export const PACKAGING_SCOPES = ['household', 'commercial', 'both'] as const;
export const PackagingScopeSchema = v.picklist(PACKAGING_SCOPES, 'required');
export type PackagingScope = v.InferOutput<typeof PackagingScopeSchema>;

export { LICENCE_COUNTRIES };
export const LicenceCountrySchema = v.picklist(LICENCE_COUNTRIES, 'notAllowed');
export type LicenceCountry = v.InferOutput<typeof LicenceCountrySchema>;

/** The materials a licence of `country` reports (Austria: those of its packaging scope). */
export function materialsOf(
  country: LicenceCountry,
  scope: PackagingScope | null = 'both',
): readonly PackagingMaterial[] {
  if (country === 'DE') return DE_MATERIALS;
  if (scope === 'household') return AT_HOUSEHOLD_MATERIALS;
  if (scope === 'commercial') return AT_COMMERCIAL_MATERIALS;
  return [...AT_HOUSEHOLD_MATERIALS, ...AT_COMMERCIAL_MATERIALS];
}
