/**
 * The OpenAPI texts of `./illegal-content`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  IllegalContentNoticeSchema,
  NoticeReceiptSchema,
  type illegalContentEndpoints,
} from './illegal-content';

export const illegalContentDocs: EndpointDocs<typeof illegalContentEndpoints> = {
  submitIllegalContentNotice: {
    summary:
      'Send a notice of illegal content (Art. 16 DSA). The same notice sent again gets the same ' +
      'answer with the same reference',
    tags: ['Illegal content notices'],
    example: {
      body: {
        contentUrls: ['https://epr-platform.example/pros/ES/CEM-28-14573'],
        category: 'scamsAndFraud',
        explanation:
          'This adviser profile uses the name and register code of our firm without our consent ' +
          'and asks companies to pay licence fees to a foreign account.',
        notifierName: 'Lucía Prado',
        notifierEmail: 'legal@prado-cumplimiento.es',
        goodFaith: true,
        language: 'es',
      },
    },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const illegalContentComponents = { IllegalContentNoticeSchema, NoticeReceiptSchema };
