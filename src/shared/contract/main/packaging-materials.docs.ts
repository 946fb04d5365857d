/**
 * What `./packaging-materials` gives the OpenAPI document: its named components. Read by the OpenAPI
 * generator (through `apis.ts`), never by the app.
 */
import {
  LicenceCountrySchema,
  PackagingMaterialSchema,
  PackagingScopeSchema,
} from './packaging-materials';

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const packagingMaterialsComponents = {
  LicenceCountrySchema,
  PackagingMaterialSchema,
  PackagingScopeSchema,
};
