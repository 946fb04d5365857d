/**
 * The OpenAPI texts of `./reference`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from './endpoint-docs';
import {
  AudienceSchema,
  CountryCodeSchema,
  DeadlineRuleSchema,
  DutyRuleSchema,
  ObligationRuleSchema,
  ProducerRoleSchema,
  ReferenceDataSchema,
  RegistrationNumberFormatSchema,
  RepresentativeConditionSchema,
  ScheduleSchema,
  ServiceIdSchema,
  StreamSchema,
  ThresholdConditionSchema,
  type referenceEndpoints,
} from './reference';

export const referenceDocs: EndpointDocs<typeof referenceEndpoints> = {
  getReference: {
    summary:
      'The rules of every country and stream (and the EU baseline): registers, number formats, ' +
      'schemes, reporting, deadlines, authorised representative, legal basis',
    tags: ['Reference data'],
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const referenceComponents = {
  AudienceSchema,
  CountryCodeSchema,
  DeadlineRuleSchema,
  DutyRuleSchema,
  ObligationRuleSchema,
  ProducerRoleSchema,
  ReferenceDataSchema,
  RegistrationNumberFormatSchema,
  RepresentativeConditionSchema,
  ScheduleSchema,
  ServiceIdSchema,
  StreamSchema,
  ThresholdConditionSchema,
};
