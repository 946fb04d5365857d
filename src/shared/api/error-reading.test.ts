/**
 * HOUSE-4: screens read a failed call through the catalogue's vocabulary (`./api-error.ts`), never
 * its raw status or reason.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  hasReason,
  isErrorKind,
  isRejection,
  reasonOf,
  rejectionOf,
  toApiError,
} from './api-error';

const answer = (status: number, data: object = {}): FetchBaseQueryError => ({ status, data });

describe('reading a failed call (HOUSE-4)', () => {
  it.each([
    [400, 'invalid'],
    [409, 'conflict'],
    [422, 'unprocessable'],
    [403, null],
    [404, null],
    [410, null],
    [413, null],
    [500, null],
  ] as const)('[HOUSE-4] a %s is the rejection %s', (status, rejection) => {
    expect(rejectionOf(toApiError(answer(status)))).toBe(rejection);
  });

  it('[HOUSE-4] a conflict (409: a slot taken, a year licensed) is told apart from a refused request (400)', () => {
    expect(isRejection(toApiError(answer(409)), 'conflict')).toBe(true);
    expect(isRejection(toApiError(answer(400)), 'conflict')).toBe(false);
    expect(isRejection(toApiError(answer(400)), 'invalid')).toBe(true);
    // Not an API error at all (a thrown error, nothing): no rejection.
    expect(rejectionOf(new Error('x'))).toBeNull();
    expect(rejectionOf(undefined)).toBeNull();
  });

  it('[HOUSE-4] a reason is read when it is one of the contract codes, on any status', () => {
    const soleOwner = toApiError(answer(409, { reason: 'soleOwner', companyIds: ['c1'] }));
    expect(reasonOf(soleOwner)).toBe('soleOwner');
    expect(hasReason(soleOwner, 'soleOwner')).toBe(true);
    expect(hasReason(soleOwner, 'lastOwner')).toBe(false);
    expect(
      hasReason(
        toApiError(answer(403, { reason: 'recentSignInRequired' })),
        'recentSignInRequired',
      ),
    ).toBe(true);
    // An unknown code is no reason: the catalogue's message stands.
    expect(reasonOf(toApiError(answer(409, { reason: 'somethingNew' })))).toBeUndefined();
    expect(reasonOf(null)).toBeUndefined();
  });

  it('[HOUSE-4] the kind of a failed call is the catalogue kind of its status', () => {
    expect(isErrorKind(toApiError(answer(404)), 'notFound')).toBe(true);
    expect(isErrorKind(toApiError(answer(413)), 'tooLarge')).toBe(true);
    expect(isErrorKind(toApiError(answer(413)), 'notFound')).toBe(false);
    expect(isErrorKind({ status: 404 }, 'notFound')).toBe(false);
  });
});
