/** The numbers the WEEE and battery registers issue: their label and the form they keep them in. */
import {
  countryOfService,
  streamOfService,
  type RegistrationService,
} from '../../../src/shared/contract/main/producer-registrations';
import { ruleFor } from '../../../src/shared/contract/reference';
import { referenceFixture } from './fixtures/reference';

/** The label the register prints before its numbers (`WEEE-Reg.-Nr.`). */
export function numberLabel(service: RegistrationService): string {
  return (
    ruleFor(referenceFixture, countryOfService(service), streamOfService(service))
      ?.registrationNumber?.label ?? ''
  );
}

/** A number as the register keeps it: without the label, spaces, dots or hyphens. */
export function normaliseNumber(service: RegistrationService, value: string): string {
  const label = numberLabel(service).toUpperCase().replace(/\s+/g, '');
  let compact = value.trim().toUpperCase().replace(/\s+/g, '');
  if (label && compact.startsWith(label)) compact = compact.slice(label.length).replace(/^:/, '');
  return compact.replace(/[.-]/g, '');
}
