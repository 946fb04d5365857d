/**
 * The OpenAPI texts of `./companies`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  AddressSchema,
  CommercialRegisterSchema,
  CompanyContactSchema,
  CompanyInputSchema,
  CompanySchema,
  UserCompanySchema,
  VatIdSchema,
  type companyEndpoints,
  type companyChangeEndpoints,
} from './companies';

const tags = ['Companies'] as const;

export const companyDocs: EndpointDocs<typeof companyEndpoints> = {
  getCompanies: {
    summary: 'The companies the signed-in user works on (memberships, then client companies)',
    tags,
  },
  getApplicationCompanies: {
    summary: "The signed-in user's companies in one application (`epr-web`)",
    tags,
  },
  getCompany: {
    summary: 'One company of the signed-in user (404 for any other)',
    tags,
    example: { params: { id: 'cmp-0002' } },
  },
};

export const companyChangeDocs: EndpointDocs<typeof companyChangeEndpoints> = {
  createCompany: {
    summary: 'Create a company; its creator becomes its owner',
    tags,
    example: {
      body: {
        name: 'Nordlicht Versand GmbH',
        legalForm: 'GmbH',
        country: 'DE',
        address: {
          street: 'Große Elbstraße 145',
          postalCode: '22767',
          city: 'Hamburg',
          country: 'DE',
        },
        vatId: 'DE318245671',
        commercialRegister: 'HRB 164821',
        contact: { email: 'kontakt@nordlicht-versand.de', phone: '+49 40 38619270' },
      },
    },
  },
  updateCompany: {
    summary: "Replace a company's data (owners, admins, advisers with editCompany)",
    tags,
    example: {
      params: { id: 'cmp-0002' },
      body: {
        name: 'Nordlicht Versand GmbH',
        legalForm: 'GmbH',
        country: 'DE',
        address: {
          street: 'Große Elbstraße 145',
          postalCode: '22767',
          city: 'Hamburg',
          country: 'DE',
        },
        vatId: 'DE318245671',
        commercialRegister: 'HRB 164821',
        contact: { email: 'kontakt@nordlicht-versand.de', phone: '+49 40 38619270' },
      },
    },
  },
  deleteCompany: {
    summary: 'Delete a company with its memberships, invitations and affiliations (owners)',
    tags,
    example: { params: { id: 'cmp-0002' } },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const companiesComponents = {
  AddressSchema,
  CommercialRegisterSchema,
  CompanyContactSchema,
  CompanyInputSchema,
  CompanySchema,
  UserCompanySchema,
  VatIdSchema,
};
