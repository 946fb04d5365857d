/**
 * The error catalogue: one table from which every error kind's HTTP statuses, inline message,
 * route error screen and sign-in reaction derive. `classifyStatus` (the base query), the inline
 * message (`errorMessageKey`, `./error-message.ts`), the error screens (`shared/ui/error-view.tsx`)
 * and the sign-in redirect (`needsSignIn`, `redirectToSignIn`) read it; none has a switch of its
 * own. Texts: `common`, `errors.*`; a reason the service gave (403, 409, 410, 429): `errors.reasons.*`.
 */
import { ERROR_REASONS, type ErrorReason } from '@/shared/contract/account/reasons';
import type { AuthPort } from '@/shared/auth/auth-port';
import { locationOf } from '@/shared/auth/ensure-signed-in';

/** A `common` key under `errors.` (without the prefix, so the table stays readable). */
type ErrorsKey =
  | 'unauthorized'
  | 'forbidden'
  | 'notFound.message'
  | 'rejected'
  | 'tooLargeNoLimit'
  | 'rateLimitedLater'
  | 'network.message'
  | 'failed.unexpected';

type ScreenKey = 'status.400' | 'status.403' | 'status.405' | 'notFound' | 'network' | 'unexpected';

/**
 * What the route error screen of a kind shows. `signIn`: none, the user is taken to sign-in.
 * A page: title and message (`errors.<texts>.title` / `.message`), the status as a big code or not,
 * and its action: a link back to `/`, "Try again" (the route's data again), or a round reload
 * button (plus "Try again" when the error is of the page's own data, UX-2).
 */
export type ScreenSpec =
  | { view: 'signIn' }
  | { view: 'page'; texts: ScreenKey; code: boolean; action: 'home' | 'retry' | 'reload' };

export interface CatalogueEntry {
  /** The answers classified as this kind: HTTP statuses, or fetch failure codes. */
  statuses: readonly (number | string)[];
  /** The inline message (`common` key `errors.<message>`), unless a reason or variant says more. */
  message: ErrorsKey;
  /** The route error screen (router error element and error boundary). */
  screen: ScreenSpec;
  /** `redirect`: go to sign-in, coming back to where the user was (ERR-1, AUTH-13). */
  signIn: 'redirect' | 'none';
}

/** A page with the status as its code and a link back to `/`. */
const home = <T extends ScreenKey>(texts: T) =>
  ({ view: 'page', texts, code: true, action: 'home' }) as const;

/**
 * The statuses of `rejected` that a screen may tell apart (`rejectionOf`, `./api-error.ts`): a
 * request the service could not take as sent (400: a link's token refused), one that conflicts
 * with the current state (409: a slot taken meanwhile, a year licensed already), one it understood
 * and refuses (422). The inline message stays `rejected` unless the screen says more.
 */
export const REJECTIONS = { invalid: 400, conflict: 409, unprocessable: 422 } as const;
export type Rejection = keyof typeof REJECTIONS;

export const ERROR_CATALOGUE = {
  unauthorized: {
    statuses: [401],
    message: 'unauthorized',
    screen: { view: 'signIn' },
    signIn: 'redirect',
  },
  forbidden: { statuses: [403], message: 'forbidden', screen: home('status.403'), signIn: 'none' },
  notFound: {
    statuses: [404],
    message: 'notFound.message',
    screen: home('notFound'),
    signIn: 'none',
  },
  notAllowed: {
    statuses: [405],
    message: 'failed.unexpected',
    screen: home('status.405'),
    signIn: 'none',
  },
  rejected: {
    statuses: [REJECTIONS.invalid, REJECTIONS.conflict, REJECTIONS.unprocessable],
    message: 'rejected',
    screen: home('status.400'),
    signIn: 'none',
  },
  tooLarge: {
    statuses: [413],
    message: 'tooLargeNoLimit',
    screen: { view: 'page', texts: 'unexpected', code: true, action: 'reload' },
    signIn: 'none',
  },
  rateLimited: {
    statuses: [429],
    message: 'rateLimitedLater',
    screen: { view: 'page', texts: 'unexpected', code: true, action: 'reload' },
    signIn: 'none',
  },
  network: {
    statuses: ['TIMEOUT_ERROR', 'FETCH_ERROR'],
    message: 'network.message',
    screen: { view: 'page', texts: 'network', code: false, action: 'retry' },
    signIn: 'none',
  },
  /** Everything else: 5xx, 410 without a known reason, an unreadable or malformed answer. */
  unexpected: {
    statuses: [],
    // TRUST-17: not the screen's "reload the page": inline, the page around it may hold input.
    message: 'failed.unexpected',
    screen: { view: 'page', texts: 'unexpected', code: true, action: 'reload' },
    signIn: 'none',
  },
} as const satisfies Record<string, CatalogueEntry>;

/** The kinds every failed API call is classified into, once, in the base query. */
export type ApiErrorKind = keyof typeof ERROR_CATALOGUE;

export const API_ERROR_KINDS = Object.keys(ERROR_CATALOGUE) as ApiErrorKind[];

export const isApiErrorKind = (value: unknown): value is ApiErrorKind =>
  typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);

/** The kinds whose screen is a page (all but `unauthorized`, whose screen is the way to sign-in). */
export type PageKind = {
  [K in ApiErrorKind]: (typeof ERROR_CATALOGUE)[K]['screen'] extends { view: 'page' } ? K : never;
}[ApiErrorKind];

export const hasPage = (kind: ApiErrorKind): kind is PageKind =>
  ERROR_CATALOGUE[kind].screen.view === 'page';

const KIND_OF_STATUS = new Map<number | string, ApiErrorKind>(
  API_ERROR_KINDS.flatMap((kind) =>
    ERROR_CATALOGUE[kind].statuses.map((status) => [status, kind] as const),
  ),
);

/** The kind of an HTTP status or fetch failure code, by the catalogue. */
export function classifyStatus(status: number | string): ApiErrorKind {
  return KIND_OF_STATUS.get(status) ?? 'unexpected';
}

/** Where sign-in brings the user back to: where they are now (ERR-1, AUTH-13). */
export const signInHere = () => ({ redirectPath: locationOf(window.location) });

/**
 * Sends the user to sign-in, back to where they are: the one redirect of an error whose kind's
 * reaction is `redirect` (an API call's rejection, an unhandled one). Many requests may fail at
 * once: the auth service starts one redirect.
 */
export function redirectToSignIn(auth: Pick<AuthPort, 'signInRedirect'>): Promise<void> {
  return auth.signInRedirect(signInHere());
}

/** A reason code of the contract (403, 409, 410, 429 bodies), or undefined. */
export const isErrorReason = (reason: unknown): reason is ErrorReason =>
  (ERROR_REASONS as readonly unknown[]).includes(reason);

/** The one translation of a reason: `common` key `errors.reasons.<code>`. */
export const reasonKey = <R extends ErrorReason>(reason: R) => `errors.reasons.${reason}` as const;
