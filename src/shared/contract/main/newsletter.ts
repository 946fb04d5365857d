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
    auth: 'none',
    body: NewsletterSubscriptionRequestSchema,
    response: null,
    status: 204,
    errors: [400],
  }),
  confirmNewsletter: endpoint({
    method: 'POST',
    path: '/newsletter/confirmations',
    auth: 'none',
    body: NewsletterTokenRequestSchema,
    response: NewsletterSubscriptionSchema,
    errors: [400, 404],
  }),
  unsubscribeFromNewsletter: endpoint({
    method: 'POST',
    path: '/newsletter/unsubscriptions',
    auth: 'none',
    body: NewsletterTokenRequestSchema,
    response: null,
    status: 204,
    errors: [400, 404],
  }),
};
