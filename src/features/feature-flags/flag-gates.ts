/**
 * Spec section 6: which feature flag opens which company section. The router builds its gates
 * from this table and the navigation hides links from it, so the two can never disagree.
 */
export const FLAG_GATES = {
  'at-licensing-process': 'at_licensing_enabled',
  'de-licensing-process': 'de_licensing_enabled',
  'nie-nif-application': 'es_nieNifApplication_enabled',
  'weee-at': 'at_weeeCompliance_enabled',
  'weee-de': 'de_weeeCompliance_enabled',
  'battery-de': 'de_batteryCompliance_enabled',
  'battery-at': 'at_batteryCompliance_enabled',
  authoriseme: 'ame_enabled',
  'start-process': 'ame_enabled',
} as const;

export type GatedSection = keyof typeof FLAG_GATES;
export type FeatureFlagName = (typeof FLAG_GATES)[GatedSection];

export const FEATURE_FLAG_NAMES: readonly FeatureFlagName[] = [
  ...new Set(Object.values(FLAG_GATES)),
];

export const isGatedSection = (section: string): section is GatedSection => section in FLAG_GATES;

/** A section is open when it has no gate or its flag is on. */
export function isSectionEnabled(
  section: string,
  flags: Readonly<Record<string, boolean>>,
): boolean {
  return !isGatedSection(section) || flags[FLAG_GATES[section]] === true;
}

/** FLAG-4: where a closed section sends the user. */
export const gateFallbackPath = (companyId: string | undefined) =>
  companyId ? `/companies/${companyId}/dashboard` : '/companies/dashboard';
