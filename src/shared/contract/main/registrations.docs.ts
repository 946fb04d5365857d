/**
 * The OpenAPI texts of `./registrations`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  RegistrationInputSchema,
  RegistrationSchema,
  ReportingFrequencySchema,
  type registrationEndpoints,
} from './registrations';

export const registrationDocs: EndpointDocs<typeof registrationEndpoints> = {
  getRegistrations: {
    summary: "The company's registration numbers by country and stream",
    tags: ['Compliance'],
    example: { params: { companyId: 'cmp-0002' } },
  },
  putRegistration: {
    summary:
      'Sets the registration number of a country and stream, checked against the format of the ' +
      'reference data (400 `fields.number: invalid`); 404 when the stream has no obligation there. ' +
      'Owners, admins and advisers with editCompany',
    tags: ['Compliance'],
    example: {
      params: { companyId: 'cmp-0002', country: 'DE', stream: 'weee' },
      body: { number: 'DE52741963', reportingFrequency: null },
    },
  },
  deleteRegistration: {
    summary: 'Removes the registration number of a country and stream',
    tags: ['Compliance'],
    example: { params: { companyId: 'cmp-0002', country: 'DE', stream: 'weee' } },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const registrationsComponents = {
  RegistrationInputSchema,
  RegistrationSchema,
  ReportingFrequencySchema,
};
