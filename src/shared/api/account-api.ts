import { createApi } from '@reduxjs/toolkit/query/react';
import { config } from '@/shared/config/config';
import { schemaFailureToApiError } from './api-error';
import { UNUSED_DATA_SECONDS, createApiBaseQuery } from './base-query';

/**
 * Cache tags of the account service. Lists are tagged `<Type>/LIST` plus one tag per item, so a
 * change to one item refreshes the lists that show it; mutations invalidate what they change.
 */
export const ACCOUNT_TAG_TYPES = [
  'User',
  'Company',
  'Invitation',
  'Member',
  'Affiliation',
  'Pro',
  'AdminCompany',
] as const;

/**
 * The account service (base `accountApiUrl`). Empty here: the endpoints arrive with the code that
 * calls them (`injectEndpoints`), so a route chunk carries only its own.
 */
export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: createApiBaseQuery(config.accountApiUrl),
  keepUnusedDataFor: UNUSED_DATA_SECONDS,
  catchSchemaFailure: schemaFailureToApiError,
  tagTypes: ACCOUNT_TAG_TYPES,
  endpoints: () => ({}),
});
