/**
 * Notices of illegal content under Art. 16 of the Digital Services Act (Regulation (EU)
 * 2022/2065): where the content is (exact addresses), why the notifier considers it illegal, the
 * notifier's name and e-mail (not required for offences under Arts. 3-7 of Directive 2011/93/EU,
 * child sexual abuse and exploitation) and a statement of good faith. The same notice sent twice
 * gets the same answer and the same reference.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { EmailSchema, LanguageSchema, TimestampSchema } from '../primitives';

export const ILLEGAL_CONTENT_CATEGORIES = [
  'intellectualProperty',
  'scamsAndFraud',
  'unsafeProducts',
  'dataProtection',
  'illegalSpeech',
  'childSexualAbuse',
  'other',
] as const;
export type IllegalContentCategory = (typeof ILLEGAL_CONTENT_CATEGORIES)[number];

/** The one category whose notifiers may stay anonymous (Art. 16(2)(c) DSA). */
export const ANONYMOUS_CATEGORY: IllegalContentCategory = 'childSexualAbuse';

export const MAX_CONTENT_URLS = 10;

const ContentUrlSchema = v.pipe(
  v.string('invalid'),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(2000, 'tooLong'),
  v.url('invalid'),
  v.regex(/^https?:\/\//i, 'invalid'),
);

const optionalText = (max: number) =>
  v.pipe(v.optional(v.string('invalid'), ''), v.trim(), v.maxLength(max, 'tooLong'));

export const IllegalContentNoticeSchema = v.pipe(
  v.object({
    /** The exact addresses of the content, one or more. */
    contentUrls: v.pipe(
      v.array(ContentUrlSchema, 'invalid'),
      v.minLength(1, 'required'),
      v.maxLength(MAX_CONTENT_URLS, 'tooLong'),
    ),
    category: v.picklist(ILLEGAL_CONTENT_CATEGORIES, 'required'),
    /** Why the content is illegal: a sufficiently substantiated explanation. */
    explanation: v.pipe(
      v.string('invalid'),
      v.trim(),
      v.nonEmpty('required'),
      v.minLength(30, 'tooShort'),
      v.maxLength(5000, 'tooLong'),
    ),
    notifierName: optionalText(200),
    notifierEmail: v.pipe(
      v.optional(v.string('invalid'), ''),
      v.trim(),
      v.toLowerCase(),
      v.check((email) => email === '' || v.is(EmailSchema, email), 'invalid'),
    ),
    /** "I am convinced in good faith that the information in this notice is accurate and complete." */
    goodFaith: v.literal(true, 'required'),
    /** The language of the confirmation e-mail. */
    language: LanguageSchema,
  }),
  // Partial checks: they run as soon as these fields are valid, whatever the others say.
  v.forward(
    v.partialCheck(
      [['category'], ['notifierName']],
      (n) => n.category === ANONYMOUS_CATEGORY || n.notifierName !== '',
      'required',
    ),
    ['notifierName'],
  ),
  v.forward(
    v.partialCheck(
      [['category'], ['notifierEmail']],
      (n) => n.category === ANONYMOUS_CATEGORY || n.notifierEmail !== '',
      'required',
    ),
    ['notifierEmail'],
  ),
);
export type IllegalContentNoticeInput = v.InferInput<typeof IllegalContentNoticeSchema>;

export const NoticeReceiptSchema = v.object({
  /** What the notifier quotes in any later contact, e.g. `DSA-2026-4K7Q2M`. */
  reference: v.string(),
  receivedAt: TimestampSchema,
  /** Whether a confirmation of receipt went to the notifier's e-mail (Art. 16(4)). */
  confirmationSent: v.boolean(),
});
export type NoticeReceipt = v.InferOutput<typeof NoticeReceiptSchema>;

export const illegalContentEndpoints = {
  submitIllegalContentNotice: endpoint({
    sendsMail: true,
    method: 'POST',
    path: '/illegal-content-notices',
    auth: 'none',
    body: IllegalContentNoticeSchema,
    response: NoticeReceiptSchema,
    status: 201,
    errors: [400],
  }),
};
