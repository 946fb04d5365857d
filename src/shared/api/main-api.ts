import { createApi } from '@reduxjs/toolkit/query/react';
import { config } from '@/shared/config/config';
import { schemaFailureToApiError } from './api-error';
import { UNUSED_DATA_SECONDS, createApiBaseQuery } from './base-query';

/**
 * Cache tags of the main API. Features invalidate each other's data through these names: a licence
 * submitted in the licensing feature invalidates `Obligation`, which the dashboard shows.
 */
export const MAIN_TAG_TYPES = [
  'FeatureFlags',
  'Reference',
  'Market',
  'Obligation',
  'Registration',
  'Report',
  'Deadline',
  'Document',
  'Ticket',
  'Process',
  'Booking',
  'Quickcheck',
  'CalendarFeed',
  'Notification',
  'ReminderSettings',
] as const;

/** The main API (base `mainApiUrl`); features inject their endpoints. */
export const mainApi = createApi({
  reducerPath: 'mainApi',
  baseQuery: createApiBaseQuery(config.mainApiUrl),
  keepUnusedDataFor: UNUSED_DATA_SECONDS,
  catchSchemaFailure: schemaFailureToApiError,
  tagTypes: MAIN_TAG_TYPES,
  endpoints: () => ({}),
});
