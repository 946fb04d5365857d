/**
 * The OpenAPI texts of `./producer-registrations`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  AddBrandInputSchema,
  BatteryOrderSchema,
  BrandRegistrationSchema,
  EquipmentCategorySchema,
  EquipmentTypeSchema,
  ProducerRegistrationSchema,
  RegistrationOrderSchema,
  RegistrationPeriodSchema,
  RegistrationReportInputSchema,
  RegistrationServiceSchema,
  WeeeOrderSchema,
  type producerRegistrationEndpoints,
} from './producer-registrations';

export const producerRegistrationDocs: EndpointDocs<typeof producerRegistrationEndpoints> = {
  orderRegistration: {
    summary:
      'Orders WEEE or battery compliance for a country: submitted until the register issues the ' +
      'number, active at once when an existing registration is taken over (409 when one runs)',
    tags: ['WEEE and batteries'],
    example: {
      params: { companyId: 'cmp-0002' },
      body: {
        service: 'battery-de',
        categories: ['portable'],
        chemistries: ['lithiumIon'],
        takeBackOrganisation: 'Stiftung GRS Batterien',
        takeBackConfirmed: true,
        brands: ['Nordlicht Home'],
        representative: 'notNeeded',
        representativeName: '',
        existingNumber: '',
        reportingFrom: '2026-12',
        acceptTerms: true,
      },
    },
  },
  getRegistration: {
    summary: 'A WEEE or battery registration with its number, price, report periods and documents',
    tags: ['WEEE and batteries'],
    example: { params: { companyId: 'cmp-0002', processId: 'prc-0002' } },
  },
  addRegistrationBrand: {
    summary:
      'German WEEE: registers a new brand for equipment types under the producer’s existing ' +
      'WEEE-Reg.-Nr. (never a new number); 409 when the brand is registered for a type already',
    tags: ['WEEE and batteries'],
    example: {
      params: { companyId: 'cmp-0002', processId: 'prc-0002' },
      body: { brand: 'Nordlicht Outdoor', equipmentTypes: ['otherLampsB2c'] },
    },
  },
  fileRegistrationReport: {
    summary:
      'Files the quantities of one period (a zero report with `zero: true`); 409 when the ' +
      'registration is not active, the period has not ended or is already reported',
    tags: ['WEEE and batteries'],
    example: {
      params: { companyId: 'cmp-0002', processId: 'prc-0002' },
      body: {
        period: '2026-10',
        audience: 'b2c',
        zero: false,
        quantities: { lamps: 412.5, smallEquipment: 1_280 },
      },
    },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const producerRegistrationsComponents = {
  AddBrandInputSchema,
  BatteryOrderSchema,
  BrandRegistrationSchema,
  EquipmentCategorySchema,
  EquipmentTypeSchema,
  ProducerRegistrationSchema,
  RegistrationOrderSchema,
  RegistrationPeriodSchema,
  RegistrationReportInputSchema,
  RegistrationServiceSchema,
  WeeeOrderSchema,
};
