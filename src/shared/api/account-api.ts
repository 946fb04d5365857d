import { createApi } from '@reduxjs/toolkit/query/react';
import { config } from '@/shared/config/config';
import { createApiBaseQuery } from './base-query';
import { schemaFailureToApiError } from './response-guard';
import { UNUSED_DATA_SECONDS } from './main-api';

/**
 * The account service API (spec section 7). Every call is defined here; features read the hooks.
 * ENDPOINTS ARE ADDED BY THE ACCOUNT API WORK (see account-endpoints.ts).
 */
export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: createApiBaseQuery(config.accountApiUrl),
  keepUnusedDataFor: UNUSED_DATA_SECONDS,
  catchSchemaFailure: schemaFailureToApiError,
  tagTypes: ['User', 'Company', 'Invitation', 'Member', 'Affiliation', 'Pro', 'AdminCompany'],
  endpoints: () => ({}),
});
