/**
 * Rules of the WEEE and battery registration orders (RULE-4: out of the contract, which keeps the
 * order's shape): whether the company needs an authorised representative, and the fee items an
 * order is charged. Relative imports only.
 */
import type { FeeItem } from '../shared/contract/main/prices';
import {
  countryOfService,
  type RegistrationService,
} from '../shared/contract/main/registration-services';

/**
 * A company needs an authorised representative where it has no establishment: neither its seat nor
 * a branch (`establishments`, DOM-7).
 */
export const needsRepresentative = (
  service: RegistrationService,
  companyCountry: string,
  establishments: readonly string[] = [],
) =>
  ![companyCountry, ...establishments].some((c) => c.toUpperCase() === countryOfService(service));

/** The fee items an order is charged. */
export function registrationFeeItems(order: {
  service: RegistrationService;
  categories: readonly string[];
  guarantee?: string;
  representative: string;
  existingNumber: string;
}): [FeeItem, number][] {
  return [
    ['registration', order.existingNumber.trim() === '' ? 1 : 0],
    ['annualService', 1],
    ['perCategory', order.categories.length],
    ['guarantee', order.guarantee === 'platform' ? 1 : 0],
    ['representative', order.representative === 'platform' ? 1 : 0],
    // The register's own fee per brand and equipment type, for a new registration (one brand).
    ['registerFee', order.existingNumber.trim() === '' ? order.categories.length : 0],
  ];
}
