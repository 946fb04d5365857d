/**
 * The error catalogue (`./error-catalogue.ts`): every status belongs to one kind, and from the kind
 * follow the inline message, the route error screen and the sign-in reaction; every kind and every
 * reason code of the contract has its texts in all four languages.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import de from '@locales/de/common.json';
import en from '@locales/en/common.json';
import es from '@locales/es/common.json';
import fr from '@locales/fr/common.json';
import { ERROR_REASONS } from '@/shared/contract/account/reasons';
import { ErrorBodySchema } from '@/shared/contract/error-body';
import { needsSignIn, toApiError } from './api-error';
import { API_ERROR_KINDS, ERROR_CATALOGUE, reasonKey } from './error-catalogue';
import { errorMessageKey } from './error-message';

const LANGUAGES = { de, en, es, fr };

/** The text at a dotted key of a `common` file, if it is one. */
function textAt(file: object, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      file,
    );
  return typeof value === 'string' ? value : undefined;
}

/** A failed fetch as RTK Query's `fetchBaseQuery` reports it. */
const failure = (status: number | string, data: object = { message: 'x' }): FetchBaseQueryError =>
  typeof status === 'number'
    ? { status, data }
    : status === 'TIMEOUT_ERROR' || status === 'FETCH_ERROR'
      ? { status, error: 'TypeError: Failed to fetch' }
      : { status: 'CUSTOM_ERROR', error: String(status) };

/** What a user reads for an error: the inline message and, on a route, the error screen's title. */
function whatTheUserReads(status: number | string) {
  const error = toApiError(failure(status));
  const { screen } = ERROR_CATALOGUE[error.kind];
  return {
    message: textAt(en, errorMessageKey(error)),
    screen: screen.view === 'page' ? textAt(en, `errors.${screen.texts}.title`) : screen.view,
    signIn: needsSignIn(error),
  };
}

describe('the error catalogue: what a user reads and where they are sent, by status', () => {
  const unexpected = 'An unexpected error occurred.';
  const rejected = 'The server did not accept the data. Check the fields and try again.';
  const offline = 'We could not reach the server. Check your connection and try again.';
  it.each([
    [401, 'Your session has ended. Please sign in again.', 'signIn', true],
    [403, 'You are not allowed to do this.', 'Access denied', false],
    [
      404,
      'The page you are looking for does not exist or you have no access to it.',
      'Page not found',
      false,
    ],
    [405, unexpected, 'Not allowed', false],
    [400, rejected, 'Bad request', false],
    [409, rejected, 'Bad request', false],
    [422, rejected, 'Bad request', false],
    [410, unexpected, 'Something went wrong', false],
    [413, 'The file is too large for this upload.', 'Something went wrong', false],
    [429, 'Too many requests. Please try again later.', 'Something went wrong', false],
    [500, unexpected, 'Something went wrong', false],
    [503, unexpected, 'Something went wrong', false],
    ['TIMEOUT_ERROR', offline, 'Connection problem', false],
    ['FETCH_ERROR', offline, 'Connection problem', false],
  ] as const)(
    '[ERR-1][ERR-2][ERR-3][ERR-4][ERR-6] %s: the user reads "%s" inline, the screen "%s"; sent to sign-in: %s',
    (status, message, screen, signIn) => {
      expect(whatTheUserReads(status)).toEqual({ message, screen, signIn });
    },
  );

  it('[ERR-4][API-2] an unreadable success, and anything that is no API error, is unexpected', () => {
    expect(
      toApiError({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: '' }),
    ).toMatchObject({ kind: 'unexpected', status: 200 });
    // A 401 whose body a proxy replaced with HTML still means "not signed in".
    expect(
      toApiError({ status: 'PARSING_ERROR', originalStatus: 401, data: '<html>', error: '' }),
    ).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(errorMessageKey(new Error('boom'))).toBe('errors.failed.unexpected');
  });

  it('[ERR-1][ERR-2][ERR-3][ERR-4] each status belongs to one kind only', () => {
    const statuses = API_ERROR_KINDS.flatMap(
      (kind): readonly (number | string)[] => ERROR_CATALOGUE[kind].statuses,
    );
    expect(new Set(statuses).size).toBe(statuses.length);
  });

  it('[ERR-1] only a kind whose screen is the way to sign-in sends there, and that is unauthorized', () => {
    const redirecting = API_ERROR_KINDS.filter(
      (kind) => ERROR_CATALOGUE[kind].signIn === 'redirect',
    );
    const signInScreens = API_ERROR_KINDS.filter(
      (kind) => ERROR_CATALOGUE[kind].screen.view === 'signIn',
    );
    expect(redirecting).toEqual(['unauthorized']);
    expect(signInScreens).toEqual(redirecting);
  });

  it('[TRUST-7][TRUST-8] the size limit and the time to try again choose the more precise message', () => {
    expect(errorMessageKey({ ...toApiError(failure(413)), limitBytes: 5_000_000 })).toBe(
      'errors.tooLarge',
    );
    expect(errorMessageKey({ ...toApiError(failure(429)), retryAt: Date.now() + 60_000 })).toBe(
      'errors.rateLimited',
    );
    // A 429's `rateLimited` reason does not hide when to try again.
    expect(
      errorMessageKey({
        ...toApiError(failure(429, { message: 'x', reason: 'rateLimited' })),
        retryAt: Date.now() + 60_000,
      }),
    ).toBe('errors.rateLimited');
  });
});

describe('reasons of refusals and conflicts (PERM-1)', () => {
  it('[PERM-1] the reason codes are the contract’s: its error body takes each and no other', () => {
    for (const reason of ERROR_REASONS) {
      expect(ErrorBodySchema['~standard'].validate({ message: 'x', reason })).not.toHaveProperty(
        'issues',
      );
    }
    expect(
      ErrorBodySchema['~standard'].validate({ message: 'x', reason: 'notACode' }),
    ).toHaveProperty('issues');
  });

  it.each([
    [403, 'ownersOnly', 'errors.reasons.ownersOnly'],
    [403, 'featureDisabled', 'errors.reasons.featureDisabled'],
    [409, 'alreadyMember', 'errors.reasons.alreadyMember'],
    [409, 'draftOpen', 'errors.reasons.draftOpen'],
    [410, 'invitationExpired', 'errors.reasons.invitationExpired'],
    [403, 'notACode', 'errors.forbidden'],
    [409, 'notACode', 'errors.rejected'],
  ])('[PERM-1] a %i with reason %s says %s', (status, reason, message) => {
    const error = toApiError(failure(status, { message: 'x', reason }));
    expect(errorMessageKey(error)).toBe(message);
  });

  it('[TRUST-7] a file refused for its content says so rather than the reason or "rejected"', () => {
    const error = toApiError(failure(400, { message: 'x', fields: { file: 'notText' } }));
    expect(errorMessageKey(error)).toBe('fieldErrors.notText');
  });
});

describe('texts of the catalogue in every language (I18N-1)', () => {
  const kindKeys = API_ERROR_KINDS.flatMap((kind) => {
    const { message, screen } = ERROR_CATALOGUE[kind];
    const keys = [`errors.${message}`];
    if (screen.view === 'page')
      keys.push(`errors.${screen.texts}.title`, `errors.${screen.texts}.message`);
    return keys.map((key) => [kind, key] as const);
  });

  it.each(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[])(
    '[I18N-1][ERR-4] %s: every kind has its message and its screen’s title and message',
    (language) => {
      for (const [, key] of kindKeys)
        expect([key, textAt(LANGUAGES[language], key)]).toEqual([key, expect.stringMatching(/\S/)]);
    },
  );

  it.each(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[])(
    '[I18N-1][PERM-1] %s: every reason code of the contract has a text, without placeholders',
    (language) => {
      for (const reason of ERROR_REASONS) {
        const text = textAt(LANGUAGES[language], reasonKey(reason));
        expect([reason, text]).toEqual([reason, expect.stringMatching(/\S/)]);
        expect(text).not.toMatch(/\{\{/);
      }
    },
  );

  it('[I18N-1][PERM-1] the texts hold no reason the contract does not know', () => {
    for (const file of Object.values(LANGUAGES)) {
      expect(Object.keys(file.errors.reasons).sort()).toEqual([...ERROR_REASONS].sort());
    }
  });
});
