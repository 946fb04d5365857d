/**
 * What `./service-common` gives the OpenAPI document: its named components. Read by the OpenAPI
 * generator (through `apis.ts`), never by the app.
 */
import {
  AcceptTermsSchema,
  BrandsSchema,
  FileUploadSchema,
  KgSchema,
  QuoteLineSchema,
  QuoteSchema,
  ReportStateSchema,
  ServiceDocumentSchema,
  UploadedFileSchema,
} from './service-common';

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const serviceCommonComponents = {
  AcceptTermsSchema,
  BrandsSchema,
  FileUploadSchema,
  KgSchema,
  QuoteLineSchema,
  QuoteSchema,
  ReportStateSchema,
  ServiceDocumentSchema,
  UploadedFileSchema,
};
