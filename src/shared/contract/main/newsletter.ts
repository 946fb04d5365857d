/**
 * The newsletter: double opt-in. A subscription request always gets the same answer, whether the
 * address is new, waiting for confirmation or already subscribed, so the form cannot be used to
 * find out who subscribed; what differs goes to the address itself, by e-mail.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { EmailSchema, LanguageSchema, TimestampSchema } from '../primitives';

export const NEWSLETTER_TOPICS = [
  'deadlines',
  'lawChanges',
  'countryServices',
  'productNews',
] as const;
export const NewsletterTopicSchema = v.picklist(NEWSLETTER_TOPICS, 'invalid');
export type NewsletterTopic = v.InferOutput<typeof NewsletterTopicSchema>;

/** A link token from a newsletter e-mail (confirmation or unsubscribe). */
const TokenSchema = v.pipe(
  v.string('invalid'),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(200, 'tooLong'),
);

export const NewsletterSubscriptionRequestSchema = v.object({
  email: EmailSchema,
  /** The language of the confirmation e-mail and of the newsletter. */
  language: LanguageSchema,
  topics: v.pipe(
    v.array(NewsletterTopicSchema, 'invalid'),
    v.minLength(1, 'required'),
    v.checkItems((topic, index, all) => all.indexOf(topic) === index, 'invalid'),
  ),
  /** The visitor agreed to the consent text shown next to the form. */
  consent: v.literal(true, 'required'),
});
export type NewsletterSubscriptionRequest = v.InferInput<
  typeof NewsletterSubscriptionRequestSchema
>;

export const NewsletterTokenRequestSchema = v.object({ token: TokenSchema });

export const NewsletterSubscriptionSchema = v.object({
  email: v.string(),
  language: LanguageSchema,
  topics: v.array(NewsletterTopicSchema),
  confirmedAt: TimestampSchema,
});
export type NewsletterSubscription = v.InferOutput<typeof NewsletterSubscriptionSchema>;

export const newsletterEndpoints = {
  subscribeToNewsletter: endpoint({
    sendsMail: true,
    method: 'POST',
    path: '/newsletter/subscriptions',
    summary:
      'Ask for the newsletter: a confirmation e-mail goes to the address (double opt-in). The ' +
      'answer is the same for new, pending and subscribed addresses',
    auth: 'none',
    body: NewsletterSubscriptionRequestSchema,
    response: null,
    status: 204,
    errors: [400],
    example: {
      body: {
        email: 'mia.hoffmann@nordlicht-versand.de',
        language: 'de',
        topics: ['deadlines', 'lawChanges'],
        consent: true,
      },
    },
    tags: ['Newsletter'],
  }),
  confirmNewsletter: endpoint({
    method: 'POST',
    path: '/newsletter/confirmations',
    summary: "Confirm a subscription with the token of the confirmation e-mail's link",
    auth: 'none',
    body: NewsletterTokenRequestSchema,
    response: NewsletterSubscriptionSchema,
    errors: [400, 404],
    example: { body: { token: 'nls-fixture-confirm-0001-Vx9q2LmZ4rT8pW1c' } },
    tags: ['Newsletter'],
  }),
  unsubscribeFromNewsletter: endpoint({
    method: 'POST',
    path: '/newsletter/unsubscriptions',
    summary: 'End a subscription with the token of the unsubscribe link in every newsletter e-mail',
    auth: 'none',
    body: NewsletterTokenRequestSchema,
    response: null,
    status: 204,
    errors: [400, 404],
    example: { body: { token: 'nls-fixture-unsub-0001-Kd7sF3hJ6nB0yQ5e' } },
    tags: ['Newsletter'],
  }),
};
