/**
 * What `./primitives` gives the OpenAPI document: its named components. Read by the OpenAPI
 * generator (through `apis.ts`), never by the app.
 */
import {
  CountryCodeSchema,
  EmailSchema,
  IdSchema,
  LanguageSchema,
  TimestampSchema,
} from './primitives';

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const primitivesComponents = {
  CountryCodeSchema,
  EmailSchema,
  IdSchema,
  LanguageSchema,
  TimestampSchema,
};
