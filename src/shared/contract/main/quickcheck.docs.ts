/**
 * The OpenAPI texts of `./quickcheck`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  QuickcheckAnswersSchema,
  StoredQuickcheckSchema,
  type quickcheckEndpoints,
} from './quickcheck';

export const quickcheckDocs: EndpointDocs<typeof quickcheckEndpoints> = {
  getMyQuickcheck: {
    summary: "The signed-in user's last quickcheck, or null when they have none",
    tags: ['Quickcheck'],
  },
  putMyQuickcheck: {
    summary: "Keep a quickcheck with the signed-in user's account (replaces the one kept before)",
    tags: ['Quickcheck'],
    example: {
      body: {
        answers: {
          countries: ['AT'],
          streams: ['packaging'],
          packagingEndUse: 'households',
          productEndUse: 'households',
          role: 'distanceSeller',
          channels: ['ownShop'],
          establishments: [],
          homeCountry: 'DE',
        },
        completedAt: '2026-01-15T10:00:00.000Z',
      },
    },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const quickcheckComponents = { QuickcheckAnswersSchema, StoredQuickcheckSchema };
