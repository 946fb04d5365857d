/**
 * The OpenAPI texts of `./nie-nif`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  NieDocumentKindSchema,
  NieDocumentUploadSchema,
  NieNifApplicationSchema,
  NieNifCompanySchema,
  NieNifDetailsSchema,
  NieNifSignatorySchema,
  NieNifSubmitSchema,
  type NieNifDetailsInput,
} from './nie-nif';
import type { nieNifEndpoints } from './nie-nif';

const NIE_NIF_PROCESS_EXAMPLE = 'prc-mwtjabdv014';
const NIE_NIF_DETAILS_EXAMPLE: NieNifDetailsInput = {
  company: {
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
    notificationChannel: 'dehu',
    notificationStreet: '',
    notificationPostalCode: '',
    notificationCity: '',
    taxRepresentativeName: '',
    taxRepresentativeNif: '',
  },
  signatory: {
    fullName: 'Olivia Owner',
    role: 'director',
    powerOfAttorneyDate: '',
    powerOfAttorneyNotary: '',
    idType: 'passport',
    idCountry: 'DE',
    idNumber: 'C01X00T47',
    nie: '',
  },
};

export const nieNifDocs: EndpointDocs<typeof nieNifEndpoints> = {
  createNieNifApplication: {
    summary: 'Starts an NIE/NIF application as a draft with the company and signatory',
    tags: ['NIE/NIF'],
    example: { params: { companyId: 'cmp-0002' }, body: NIE_NIF_DETAILS_EXAMPLE },
  },
  getNieNifApplication: {
    summary: 'An NIE/NIF application with its documents, progress and, once issued, the NIF',
    tags: ['NIE/NIF'],
    example: { params: { companyId: 'cmp-0002', processId: NIE_NIF_PROCESS_EXAMPLE } },
  },
  updateNieNifApplication: {
    summary: "Changes a draft's company and signatory (409 once submitted)",
    tags: ['NIE/NIF'],
    example: {
      params: { companyId: 'cmp-0002', processId: NIE_NIF_PROCESS_EXAMPLE },
      body: NIE_NIF_DETAILS_EXAMPLE,
    },
  },
  uploadNieNifDocument: {
    summary: 'Uploads a document (PDF, JPEG or PNG up to 5 MB); replaces one of the same kind',
    tags: ['NIE/NIF'],
    example: {
      params: { companyId: 'cmp-0002', processId: NIE_NIF_PROCESS_EXAMPLE },
      body: {
        kind: 'proofOfExistence',
        file: {
          fileName: 'handelsregisterauszug-hrb-164821.pdf',
          contentType: 'application/pdf',
          content: 'JVBERi0xLjQKJcOiw6PDj8OTCg==',
        },
      },
    },
  },
  submitNieNifApplication: {
    summary: 'Submits the application with consent; 400 names the documents still missing',
    tags: ['NIE/NIF'],
    example: {
      params: { companyId: 'cmp-0002', processId: NIE_NIF_PROCESS_EXAMPLE },
      body: { consent: true },
    },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const nieNifComponents = {
  NieDocumentKindSchema,
  NieDocumentUploadSchema,
  NieNifApplicationSchema,
  NieNifCompanySchema,
  NieNifDetailsSchema,
  NieNifSignatorySchema,
  NieNifSubmitSchema,
};
