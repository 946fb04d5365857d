/**
 * The OpenAPI texts of `./newsletter`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  NewsletterSubscriptionRequestSchema,
  NewsletterSubscriptionSchema,
  NewsletterTokenRequestSchema,
  NewsletterTopicSchema,
  type newsletterEndpoints,
} from './newsletter';

export const newsletterDocs: EndpointDocs<typeof newsletterEndpoints> = {
  subscribeToNewsletter: {
    summary:
      'Ask for the newsletter: a confirmation e-mail goes to the address (double opt-in). The ' +
      'answer is the same for new, pending and subscribed addresses',
    tags: ['Newsletter'],
    example: {
      body: {
        email: 'mia.hoffmann@nordlicht-versand.de',
        language: 'de',
        topics: ['deadlines', 'lawChanges'],
        consent: true,
      },
    },
  },
  confirmNewsletter: {
    summary: "Confirm a subscription with the token of the confirmation e-mail's link",
    tags: ['Newsletter'],
    example: { body: { token: 'nls-fixture-confirm-0001-Vx9q2LmZ4rT8pW1c' } },
  },
  unsubscribeFromNewsletter: {
    summary: 'End a subscription with the token of the unsubscribe link in every newsletter e-mail',
    tags: ['Newsletter'],
    example: { body: { token: 'nls-fixture-unsub-0001-Kd7sF3hJ6nB0yQ5e' } },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const newsletterComponents = {
  NewsletterSubscriptionRequestSchema,
  NewsletterSubscriptionSchema,
  NewsletterTokenRequestSchema,
  NewsletterTopicSchema,
};
