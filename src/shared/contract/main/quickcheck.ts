/**
 * The quickcheck's answers: where and how a company sells what. They travel into sign-up as
 * `signupData` and are kept in local storage as `companyQuickcheck` and, for a signed-in user, with
 * the account (`/me/quickcheck`), so the first company and its markets can be filled in from them. The result is computed from these answers and the reference
 * data, never stored.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { CountryCodeSchema } from '../primitives';
import { StreamSchema } from '../reference';
import { EndUseSchema, ProducerRoleSchema, SalesChannelSchema } from './markets';

export const QuickcheckAnswersSchema = v.object({
  /** Where the company sells. */
  countries: v.pipe(v.array(CountryCodeSchema), v.minLength(1, 'required')),
  /** What it places on those markets. */
  streams: v.pipe(v.array(StreamSchema), v.minLength(1, 'required')),
  /** Where the packaging typically ends up (the markets' `facts`, asked once for all). */
  packagingEndUse: EndUseSchema,
  /** Whether the equipment, batteries or textiles can be used in private households. */
  productEndUse: EndUseSchema,
  role: ProducerRoleSchema,
  channels: v.array(SalesChannelSchema),
  /** The countries among `countries` where it has an establishment. */
  establishments: v.array(CountryCodeSchema),
  /** Where the company itself is based, if in Europe: pre-fills the first company's country. */
  homeCountry: v.optional(CountryCodeSchema),
});
export type QuickcheckAnswers = v.InferOutput<typeof QuickcheckAnswersSchema>;

/** What sign-up carries and local storage keeps under `companyQuickcheck`. */
export const StoredQuickcheckSchema = v.object({
  answers: QuickcheckAnswersSchema,
  /** When the visitor finished the quickcheck (ISO timestamp). */
  completedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type StoredQuickcheck = v.InferOutput<typeof StoredQuickcheckSchema>;

/**
 * The signed-in user's quickcheck, kept with the account (UX-8): "your answers go with you"
 * holds in a new browser session too. One per user; a newer one replaces it.
 */
export const quickcheckEndpoints = {
  getMyQuickcheck: endpoint({
    method: 'GET',
    path: '/me/quickcheck',
    auth: 'bearer',
    response: v.nullable(StoredQuickcheckSchema),
  }),
  putMyQuickcheck: endpoint({
    method: 'PUT',
    path: '/me/quickcheck',
    auth: 'bearer',
    body: StoredQuickcheckSchema,
    response: StoredQuickcheckSchema,
    errors: [400],
  }),
};
